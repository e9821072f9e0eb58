// @vitest-environment jsdom
// The end of a back-office session: Logout leaves nothing of the back office behind in this
// browser (the session, the content backups), and an admin taken out of public.admins is noticed
// at their next request and signed out.
import type { QueryClient} from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useClearAdminDataOnSignOut } from '@/features/admin-auth/api/use-end-admin-session'
import { LoginPage } from '@/features/admin-auth/components/login-page'
import { LogoutButton } from '@/features/admin-auth/components/logout-button'
import { RequireAdmin } from '@/features/admin-auth/components/require-admin'
import { BACKUP_STORAGE_KEYS, loadBackupHistory, storeBackup } from '@/features/data-tools/api/backup-storage'
import { createBackup } from '@/features/data-tools/model/backup'
import { ATTRIBUTION_STORAGE_KEY } from '@/lib/attribution/attribution-store'
import { renderWithProviders, testQueryClient } from '../../../../support/render'
import { LOGIN_MESSAGES } from '@/features/admin-auth/model/admin-auth-messages'

/** A stand-in for supabase-js's auth, the admins table and rpc/my_membership, enough for the session code. */
const fake = vi.hoisted(() => {
  type Listener = (event: string, session: unknown) => void
  const state = {
    session: null as null | { user: { id: string } },
    listeners: new Set<Listener>(),
    /** What `admins` answers for the signed-in user: listed or not. */
    listed: true,
    adminChecks: 0,
    signOutFails: false,
  }
  const auth = {
    // supabase-js reads the session from storage each time (persistSession).
    getSession: async () => ({ data: { session: localStorage.getItem('agency-admin-auth') ? state.session : null } }),
    onAuthStateChange: (listener: Listener) => {
      state.listeners.add(listener)
      return { data: { subscription: { unsubscribe: () => state.listeners.delete(listener) } } }
    },
    signOut: async () => {
      // Unreachable server: supabase-js reports the error and keeps its copy of the session.
      if (state.signOutFails) return { error: new Error('fetch failed') }
      state.session = null
      for (const listener of state.listeners) listener('SIGNED_OUT', null)
      return { error: null }
    },
    signInWithPassword: async () => ({ data: { session: null }, error: new Error('not used') }),
  }
  const adminClient = {
    auth,
    // rpc/my_membership: the caller's membership while listed, null once removed.
    rpc: async (fn: string) => {
      if (fn !== 'my_membership') throw new Error(`unexpected rpc ${fn}`)
      state.adminChecks += 1
      const userId = state.session?.user.id ?? null
      return {
        data: state.listed && userId ? { user_id: userId, email: 'admin@example.com', display_name: 'Admin', role: 'admin', active: true } : null,
        error: null,
      }
    },
    from: () => ({
      select: () => ({
        eq: (_column: string, userId: string) => ({
          maybeSingle: async () => {
            state.adminChecks += 1
            return { data: state.listed ? { user_id: userId } : null, error: null }
          },
        }),
      }),
    }),
  }
  return { state, adminClient }
})

vi.mock('@/lib/admin-client', () => ({ ADMIN_AUTH_STORAGE_KEY: 'agency-admin-auth', adminClient: fake.adminClient }))

const SESSION_KEYS = ['agency-admin-auth', 'agency-admin-auth-code-verifier', 'agency-admin-auth-user']

function AdminShell() {
  useClearAdminDataOnSignOut()
  return (
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin/*" element={<RequireAdmin><Screens /></RequireAdmin>} />
    </Routes>
  )
}

/** Two back-office screens reading "inquiries", with a refresh and a link between them. */
function Screens() {
  const queryClient = useQueryClient()
  const inquiries = useQuery({ queryKey: ['inquiries'], queryFn: async () => ['Ada Lovelace'] })
  return (
    <main>
      <p>{inquiries.data?.join(', ')}</p>
      <button type="button" onClick={() => void queryClient.refetchQueries({ queryKey: ['inquiries'] })}>Refresh</button>
      <Link to="/admin/blogs">Blogs</Link>
      <LogoutButton />
    </main>
  )
}

function renderBackOffice(client = testQueryClient()) {
  renderWithProviders(<AdminShell />, { address: '/admin/customer-inquiries', queryClient: client })
  return client
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  Object.assign(fake.state, { session: { user: { id: 'admin-1' } }, listed: true, adminChecks: 0, signOutFails: false })
  fake.state.listeners.clear()
  localStorage.setItem('agency-admin-auth', '{"access_token":"secret"}')
  localStorage.setItem('agency-admin-auth-code-verifier', 'verifier')
  sessionStorage.setItem('agency-admin-auth-user', '{"id":"admin-1"}')
  // What the data tools keep: a backup of the content, drafts included.
  storeBackup(createBackup([], [], new Date('2026-11-25T10:00:00Z')))
  // A visitor's own key, which the back office did not write.
  localStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{"v":1}')
})

/** What the cache still holds (an empty entry a just-unmounted hook recreates holds nothing). */
const cachedData = (client: QueryClient) =>
  client.getQueryCache().getAll().filter((query) => query.state.data !== undefined).map((query) => query.queryKey)

const BACK_OFFICE_KEYS = [...SESSION_KEYS, BACKUP_STORAGE_KEYS.latest, BACKUP_STORAGE_KEYS.history]

const adminKeysLeft = () =>
  BACK_OFFICE_KEYS.filter((key) => localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null)

describe('Logout', () => {
  it.each([
    ['the server ends the session', false],
    ['the server cannot be reached', true],
  ])('clears every cached query and everything the back office kept in storage when %s', async (_case, unreachable) => {
    fake.state.signOutFails = unreachable
    const client = renderBackOffice()
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument()
    expect(loadBackupHistory()).toHaveLength(1)
    client.setQueryData(['blogs', 'admin-list'], ['Draft post'])

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(cachedData(client)).toEqual([])
    expect(adminKeysLeft()).toEqual([])
    // The backups held the content, drafts included: the next person at this browser finds none.
    expect(loadBackupHistory()).toEqual([])
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBe('{"v":1}')
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument()
  })

  it('also clears them when the session ends elsewhere (another tab, a refused refresh)', async () => {
    const client = renderBackOffice()
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument()
    await fake.adminClient.auth.signOut()
    await waitFor(() => expect(cachedData(client)).toEqual([]))
    expect(adminKeysLeft()).toEqual([])
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
  })
})

describe('an admin taken out of the admins table', () => {
  it('is signed out at their next request, with a clear message on the login page', async () => {
    const client = renderBackOffice()
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument()
    await waitFor(() => expect(fake.state.adminChecks).toBeGreaterThan(0))

    fake.state.listed = false
    const checksBefore = fake.state.adminChecks
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.accessEnded)
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(fake.state.adminChecks).toBeGreaterThan(checksBefore)
    expect(cachedData(client)).toEqual([])
    expect(adminKeysLeft()).toEqual([])
  })

  it('is signed out when they move to another screen, even one already in the cache', async () => {
    const client = renderBackOffice()
    client.setQueryData(['inquiries'], ['Cached row'])
    expect(await screen.findByText('Cached row')).toBeInTheDocument()
    await waitFor(() => expect(fake.state.adminChecks).toBeGreaterThan(0))

    fake.state.listed = false
    await userEvent.click(screen.getByRole('link', { name: 'Blogs' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.accessEnded)
    expect(cachedData(client)).toEqual([])
  })

  it('keeps a listed admin in, asking once per burst of requests', async () => {
    renderBackOffice()
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument()
    await waitFor(() => expect(fake.state.adminChecks).toBeGreaterThan(0))
    const checksBefore = fake.state.adminChecks
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(fake.state.adminChecks).toBe(checksBefore + 1))
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
