/** Placeholder until the public-site work fills this route. */
export function BlogPostRoute() {
  return (
    <section className="container py-24">
      <h1 className="text-3xl font-bold">Blog post</h1>
    </section>
  )
}
