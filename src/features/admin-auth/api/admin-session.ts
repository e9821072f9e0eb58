import type { Session } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { ADMIN_AUTH_STORAGE_KEY, adminClient } from '@/lib/admin-client'
import { clearBackOfficeStorage } from '@/lib/back-office-storage'
import { ServiceError } from '@/lib/errors'
import { LOGIN_MESSAGES } from '../model/admin-auth-messages'

/** Every login attempt waits 500 ms first, which slows down guessing passwords. */
export const LOGIN_DELAY_MS = 500

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// team-db: the back office is open to every active team member (admin, editor, sales); RLS
// shows a member their own row only while they are active. Each screen asks the role itself.
/** Is the signed-in user an active member of public.team_members? */
export async function isAdmin(userId: string): Promise<boolean> {
  const { data, error } = await adminClient.from('team_members').select('user_id').eq('user_id', userId).maybeSingle()
  if (error) throw new ServiceError(LOGIN_MESSAGES.checkFailed, { code: error.code, cause: error })
  return data !== null
}

/**
 * Signs in with Supabase Auth. A user who is not an admin is signed out again and told so:
 * an account alone never opens the back office.
 */
export async function signInAdmin(email: string, password: string): Promise<Session> {
  await wait(LOGIN_DELAY_MS)
  const { data, error } = await adminClient.auth.signInWithPassword({ email: email.trim(), password })
  if (error || !data.session) throw new ServiceError(LOGIN_MESSAGES.invalid, { code: error?.code, cause: error })
  let admin: boolean
  try {
    admin = await isAdmin(data.session.user.id)
  } catch (checkError) {
    // Never leave a session behind whose access is unknown.
    await signOutAdmin()
    throw checkError
  }
  if (!admin) {
    await signOutAdmin()
    throw new ServiceError(LOGIN_MESSAGES.notAdmin)
  }
  return data.session
}

/** Whether this browser keeps a session for the back office (valid or not: the server decides). */
export function hasStoredAdminSession(): boolean {
  return localStorage.getItem(ADMIN_AUTH_STORAGE_KEY) !== null
}

/**
 * Ends the session on the server and in this browser. When the server cannot be reached
 * supabase-js keeps its copy, so the storage is cleared by hand either way: Logout must always
 * log out here. Everything else the back office kept in storage goes too (the content backups,
 * which hold drafts).
 */
export async function signOutAdmin(): Promise<void> {
  const { error } = await adminClient.auth.signOut()
  if (error) console.error('Sign-out failed on the server; ending the session in this browser anyway', error)
  clearBackOfficeStorage()
}

export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session }

/** The current admin session, kept up to date with sign-ins, sign-outs and refreshes. */
export function useAdminSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' })
  useEffect(() => {
    let active = true
    adminClient.auth.getSession().then(({ data }) => {
      if (active) setState(data.session ? { status: 'signed-in', session: data.session } : { status: 'signed-out' })
    })
    const { data } = adminClient.auth.onAuthStateChange((_event, session) => {
      if (active) setState(session ? { status: 'signed-in', session } : { status: 'signed-out' })
    })
    return () => {
      active = false
      data.subscription.unsubscribe()
    }
  }, [])
  return state
}
