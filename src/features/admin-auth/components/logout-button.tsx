import { useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { signOutAdmin } from '../api/admin-session'

/**
 * Spec: Logout removes the authentication flag (the session in localStorage) and goes to the
 * login. Cached back-office data is dropped too, so the next person at this browser sees none.
 */
export function LogoutButton({ className }: { className?: string }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)

  const logout = async () => {
    setBusy(true)
    await signOutAdmin()
    queryClient.clear()
    navigate(paths.admin.login.to(), { replace: true })
  }

  return (
    <Button variant="ghost" className={cn('w-full justify-start', className)} onClick={logout} disabled={busy}>
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  )
}
