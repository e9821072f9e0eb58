import { ShieldOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, Navigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths, type AdminPath } from '@/config/paths'
import { useMemberRole } from '@/hooks/use-admin-role'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { canOpenScreen, startScreen } from './admin-screens'

/** A screen outside the member's role: said plainly, with the way back to their start screen. */
export function AdminNoAccess() {
  useDocumentMeta('No access | Admin')
  const start = startScreen(useMemberRole())
  return (
    <section aria-labelledby="admin-no-access-title" className="mx-auto max-w-lg space-y-4 py-16 text-center">
      <ShieldOff className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h1 id="admin-no-access-title" className="text-2xl font-bold tracking-tight">
        You don&apos;t have access to this page
      </h1>
      <p className="text-muted-foreground">Your role in the team does not include this part of the admin panel.</p>
      <Button asChild>
        <Link to={start.to}>Back to {start.label}</Link>
      </Button>
    </section>
  )
}

/**
 * A screen as its route shows it: itself when the member's role may open it, else the no-access
 * page. The dashboard, where the back office opens, sends a member who may not see it on to their
 * start screen instead.
 */
export function AdminScreenGate({ route, children }: { route: AdminPath; children: ReactNode }) {
  const role = useMemberRole()
  if (canOpenScreen(role, route)) return children
  if (route === paths.admin.dashboard) return <Navigate to={startScreen(role).to} replace />
  return <AdminNoAccess />
}

/** An address of the back office that matches no screen: the member's start screen. */
export function AdminStartScreen({ dashboard }: { dashboard: ReactNode }) {
  const role = useMemberRole()
  const start = startScreen(role)
  if (start.route === paths.admin.dashboard) return dashboard
  return <Navigate to={start.to} replace />
}
