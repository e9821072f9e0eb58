/** Placeholder until the back-office work fills this route. */
export function AdminDashboardRoute() {
  return <h1 className="text-2xl font-bold">Admin Dashboard</h1>
}
