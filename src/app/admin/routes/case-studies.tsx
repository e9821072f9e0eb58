/** Placeholder until the back-office work fills this route. */
export function AdminCaseStudiesRoute() {
  return <h1 className="text-2xl font-bold">Case Studies</h1>
}
