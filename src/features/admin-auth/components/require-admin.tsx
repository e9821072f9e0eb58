import { useQuery } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { paths } from '@/config/paths'
import { isAdmin, LOGIN_MESSAGES, signOutAdmin, useAdminSession } from '../api/admin-session'
import { adminAuthKeys } from '../api/keys'

function Checking() {
  return (
    <div className="flex min-h-screen items-center justify-center p-8" role="status">
      <p className="text-muted-foreground">Loading...</p>
    </div>
  )
}

/**
 * Protected routes: without a session, go to the login and come back here after it. A session
 * whose user is not (or no longer) an admin is ended: an account alone never opens the back
 * office, and RLS would refuse it everything anyway.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession()
  const location = useLocation()
  const navigate = useNavigate()
  const userId = session.status === 'signed-in' ? session.session.user.id : null
  const adminCheck = useQuery({
    queryKey: adminAuthKeys.isAdmin(userId ?? ''),
    queryFn: () => isAdmin(userId ?? ''),
    enabled: userId !== null,
    staleTime: Infinity,
    retry: 1,
  })
  const refused = adminCheck.data === false

  useEffect(() => {
    if (!refused) return
    void signOutAdmin().then(() => {
      toast.error('Access denied', { description: LOGIN_MESSAGES.notAdmin })
      navigate(paths.admin.login.to(), { replace: true })
    })
  }, [refused, navigate])

  if (session.status === 'loading') return <Checking />
  if (session.status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={paths.admin.login.to()} replace state={{ from }} />
  }
  // A failed check lets the screens load: they show their own errors, and RLS guards the data.
  if (adminCheck.isPending || refused) return <Checking />
  return children
}
