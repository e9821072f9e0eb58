import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { adminClient } from '@/lib/admin-client'
import { clearBackOfficeStorage } from '@/lib/back-office-storage'
import { signOutAdmin } from './admin-session'

/** Why the back office itself ended a session; the login page explains it. */
export type SignedOutReason = 'access-ended'

export interface LoginPageState {
  /** The protected page first asked for, to return to after signing in. */
  from?: string
}

/**
 * Held here rather than in the navigation's state: while the session ends, the protected
 * layout's own redirect to the login page can land after this one and replace its state.
 */
let signedOutNotice: SignedOutReason | null = null

/** The reason the back office last ended a session, for the login page to show once. */
export const peekSignedOutNotice = () => signedOutNotice
export const dismissSignedOutNotice = () => {
  signedOutNotice = null
}

/**
 * Logout, and the way out for someone whose access was withdrawn: ends the session, drops every
 * cached query (nothing the admin saw stays in memory for the next person at this browser) and
 * goes to the login page.
 */
export function useEndAdminSession() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(
    async (reason?: SignedOutReason) => {
      signedOutNotice = reason ?? null
      await signOutAdmin()
      queryClient.clear()
      navigate(paths.admin.login.to(), { replace: true })
    },
    [queryClient, navigate],
  )
}

/**
 * A session can also end without this tab's Logout: in another tab, or when its refresh token
 * is refused. Whenever supabase-js reports the sign-out, the cache and storage go too.
 */
export function useClearAdminDataOnSignOut() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const { data } = adminClient.auth.onAuthStateChange((event) => {
      if (event !== 'SIGNED_OUT') return
      queryClient.clear()
      clearBackOfficeStorage()
    })
    return () => data.subscription.unsubscribe()
  }, [queryClient])
}
