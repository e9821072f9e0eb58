import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useAdminSession } from '../api/admin-session'

/** Protected routes: without a session, go to the login and come back here after it. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession()
  const location = useLocation()
  if (session.status === 'loading') {
    return <p className="p-8 text-muted-foreground" role="status">Loading...</p>
  }
  if (session.status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={paths.admin.login.to()} replace state={{ from }} />
  }
  return children
}
