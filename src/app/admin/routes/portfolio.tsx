/** Placeholder until the back-office work fills this route. */
export function AdminPortfolioRoute() {
  return <h1 className="text-2xl font-bold">Portfolio Management</h1>
}
