import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useEndAdminSession } from '../api/use-end-admin-session'

/**
 * Logout removes the authentication flag (the session in localStorage) and goes to the
 * login. Cached back-office data and every other back-office key in storage (the content
 * backups included) go too, so the next person at this browser sees none of it.
 */
export function LogoutButton({ className }: { className?: string }) {
  const endSession = useEndAdminSession()
  const [busy, setBusy] = useState(false)

  const logout = async () => {
    setBusy(true)
    await endSession()
  }

  return (
    <Button variant="ghost" className={cn('w-full justify-start', className)} onClick={logout} disabled={busy}>
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  )
}
