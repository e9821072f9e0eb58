/** Placeholder until the back-office work fills this route. */
export function AdminPortfolioFormRoute() {
  return <h1 className="text-2xl font-bold">Portfolio form</h1>
}
