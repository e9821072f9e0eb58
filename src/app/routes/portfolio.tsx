/** Placeholder until the public-site work fills this route. */
export function PortfolioRoute() {
  return (
    <section className="container py-24">
      <h1 className="text-3xl font-bold">Portfolio</h1>
    </section>
  )
}
