import { Outlet } from 'react-router-dom'

/** Placeholder until the back-office work builds the sidebar layout. */
export function AdminLayout() {
  return (
    <main className="min-h-screen p-8">
      <Outlet />
    </main>
  )
}
