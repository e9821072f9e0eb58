/** Placeholder until the public-site work fills this route. */
export function PrivacyPolicyRoute() {
  return (
    <section className="container py-24">
      <h1 className="text-3xl font-bold">Privacy Policy</h1>
    </section>
  )
}
