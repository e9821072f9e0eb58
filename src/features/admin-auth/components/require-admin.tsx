import { useQuery } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { toast } from 'sonner'
import { paths } from '@/config/paths'
import { MembershipContext } from '@/hooks/use-admin-role'
import { useAdminSession } from '../api/admin-session'
import { adminAuthKeys } from '../api/keys'
import { fetchMembership } from '../api/membership'
import { useAdminAccessWatch } from '../api/use-admin-access-watch'
import { useEndAdminSession, type LoginPageState } from '../api/use-end-admin-session'
import { LOGIN_MESSAGES } from '../model/admin-auth-messages'

function Checking() {
  return (
    <div className="flex min-h-screen items-center justify-center p-8" role="status">
      <p className="text-muted-foreground">Loading...</p>
    </div>
  )
}

/**
 * Protected routes: without a session, go to the login and come back here after it. A session
 * whose user is not (or no longer) an active member of the team is ended at the next screen or
 * request, with its cached data: an account alone never opens the back office, and RLS refuses
 * it everything. The member's role is provided to the screens below (useMemberRole), which
 * follow it; the database enforces it.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession()
  const location = useLocation()
  const endSession = useEndAdminSession()
  const userId = session.status === 'signed-in' ? session.session.user.id : null
  const membership = useQuery({
    queryKey: adminAuthKeys.membership(userId ?? ''),
    // No abort signal: a cancelled membership check (the guard re-mounting as the session
    // settles) left the back office waiting; the check always runs to its answer.
    queryFn: () => fetchMembership(),
    enabled: userId !== null,
    // Asked again by the watch below, not on a timer.
    staleTime: Infinity,
    retry: 1,
  })
  useAdminAccessWatch(userId, location.pathname)
  const refused = membership.data === null

  useEffect(() => {
    if (!refused) return
    toast.error(LOGIN_MESSAGES.accessDeniedTitle, { description: LOGIN_MESSAGES.notAdmin })
    void endSession('access-ended')
  }, [refused, endSession])

  if (session.status === 'loading') return <Checking />
  if (session.status === 'signed-out') {
    const state: LoginPageState = { from: `${location.pathname}${location.search}${location.hash}` }
    return <Navigate to={paths.admin.login.to()} replace state={state} />
  }
  // A failed check lets the screens load (with no role known, as an admin's): they show their
  // own errors, and RLS guards the data.
  if (membership.isPending || refused) return <Checking />
  return <MembershipContext.Provider value={membership.data ?? null}>{children}</MembershipContext.Provider>
}
