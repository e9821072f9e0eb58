/** Placeholder until the back-office work fills this route. */
export function AdminBlogFormRoute() {
  return <h1 className="text-2xl font-bold">Blog form</h1>
}
