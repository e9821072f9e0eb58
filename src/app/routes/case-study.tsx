/** Placeholder until the public-site work fills this route. */
export function CaseStudyRoute() {
  return (
    <section className="container py-24">
      <h1 className="text-3xl font-bold">Case study</h1>
    </section>
  )
}
