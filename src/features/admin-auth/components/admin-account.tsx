import { UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { useAdminSession } from '../api/admin-session'
import { ChangePasswordDialog } from './change-password-dialog'
import { LogoutButton } from './logout-button'

/**
 * Who is signed in, their password, and the way out: the foot of the admin sidebar. `children`:
 * the app's other entries for the member's own account (a sales member's booking page).
 */
export function AdminAccount({ children }: { children?: ReactNode }) {
  const session = useAdminSession()
  const email = session.status === 'signed-in' ? session.session.user.email : undefined
  return (
    <div className="space-y-2 border-t border-line pt-4">
      {email && (
        <p className="flex items-center gap-2 truncate px-4 text-xs text-muted-foreground" title={email}>
          <UserRound className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{email}</span>
        </p>
      )}
      {email && <ChangePasswordDialog />}
      {email && children}
      <LogoutButton />
    </div>
  )
}
