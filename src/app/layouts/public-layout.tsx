import { Outlet } from 'react-router-dom'

/** The public shell: header, page, footer, chat button (built by the public-site work). */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  )
}
