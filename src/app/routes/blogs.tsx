/** Placeholder until the public-site work fills this route. */
export function BlogsRoute() {
  return (
    <section className="container py-24">
      <h1 className="text-3xl font-bold">Blogs</h1>
    </section>
  )
}
