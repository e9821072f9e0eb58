/** Placeholder until the back-office work fills this route. */
export function AdminLinkGeneratorRoute() {
  return <h1 className="text-2xl font-bold">Link Generator</h1>
}
