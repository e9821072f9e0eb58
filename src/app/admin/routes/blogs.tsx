/** Placeholder until the back-office work fills this route. */
export function AdminBlogsRoute() {
  return <h1 className="text-2xl font-bold">Blog Management</h1>
}
