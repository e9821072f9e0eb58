/** Placeholder until the public-site work fills this route. */
export function ThankYouRoute() {
  return (
    <section className="container py-24">
      <h1 className="text-3xl font-bold">Thank You</h1>
    </section>
  )
}
