// @vitest-environment jsdom
// The back office follows the member's role: one table says which roles open each screen; the
// routes show a screen outside the role as a page that says so (with the way back), the menu
// lists only what the role may open, and a sales member starts at their inbox.
import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { AdminLayout } from '@/app/admin/admin-layout'
import { AdminScreenGate, AdminStartScreen } from '@/app/admin/admin-screen-gate'
import { ADMIN_SCREENS, canOpenScreen } from '@/app/admin/admin-screens'
import { adminRoutePath } from '@/config/paths'
import { MembershipContext, type MemberRole } from '@/hooks/use-admin-role'
import { renderWithProviders } from '../../../support/render'

vi.mock('@/lib/admin-client', () => ({
  ADMIN_AUTH_STORAGE_KEY: 'agency-admin-auth',
  adminClient: {
    auth: {
      getSession: async () => ({ data: { session: { user: { id: 'member-1', email: 'member@example.com' } } } }),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
      signOut: async () => ({ error: null }),
    },
  },
}))

const member = (role: MemberRole) => ({ userId: 'member-1', email: 'member@example.com', displayName: 'Member', role, active: true })

/** The admin app's routes, each screen a marker naming it, inside the layout. */
function renderBackOffice(role: MemberRole | null, address: string) {
  return renderWithProviders(
    <MembershipContext.Provider value={role ? member(role) : null}>
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          {ADMIN_SCREENS.map(([route]) => {
            const path = adminRoutePath(route)
            const element = (
              <AdminScreenGate route={route}>
                <h1>Screen {route.pattern}</h1>
              </AdminScreenGate>
            )
            return path === '' ? <Route key={route.pattern} index element={element} /> : <Route key={route.pattern} path={path} element={element} />
          })}
          <Route path="*" element={<AdminStartScreen dashboard={<h1>Screen /admin</h1>} />} />
        </Route>
      </Routes>
    </MembershipContext.Provider>,
    { address },
  )
}

const menu = () =>
  within(screen.getAllByRole('navigation', { name: 'Admin' })[0])
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('the role table', () => {
  it('gives admins every screen, editors the content, sales their leads and links', () => {
    for (const [route] of ADMIN_SCREENS) expect(canOpenScreen('admin', route), route.pattern).toBe(true)
    const editor = ADMIN_SCREENS.filter(([route]) => canOpenScreen('editor', route)).map(([route]) => route.pattern)
    expect(editor.sort()).toEqual(
      [
        '/admin', '/admin/portfolio', '/admin/portfolio/new', '/admin/portfolio/edit/:id', '/admin/portfolio/preview/:id',
        '/admin/case-studies', '/admin/blogs', '/admin/blogs/new', '/admin/blogs/edit/:id', '/admin/blogs/preview/:id', '/admin/media',
      ].sort(),
    )
    const sales = ADMIN_SCREENS.filter(([route]) => canOpenScreen('sales', route)).map(([route]) => route.pattern)
    expect(sales.sort()).toEqual(['/admin/customer-inquiries', '/admin/link-generator'])
  })
})

describe('a screen outside the role', () => {
  it('tells a sales member on /admin/blogs they have no access, with the way back to their inbox', () => {
    renderBackOffice('sales', '/admin/blogs')
    expect(screen.getByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Screen /admin/blogs' })).not.toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Customer Inquiries' })).toHaveAttribute('href', '/admin/customer-inquiries')
  })

  it('tells an editor on the inquiries screen they have no access, with the way back to the dashboard', () => {
    renderBackOffice('editor', '/admin/customer-inquiries')
    expect(screen.getByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin')
  })

  it('opens for the roles the table names', () => {
    renderBackOffice('editor', '/admin/blogs/edit/42')
    expect(screen.getByRole('heading', { name: 'Screen /admin/blogs/edit/:id' })).toBeInTheDocument()
  })
})

describe('where a member lands', () => {
  it('sends a sales member from the dashboard to their inbox', () => {
    renderBackOffice('sales', '/admin')
    expect(screen.getByRole('heading', { name: 'Screen /admin/customer-inquiries' })).toBeInTheDocument()
  })

  it('sends a sales member from an unknown address to their inbox', () => {
    renderBackOffice('sales', '/admin/nowhere')
    expect(screen.getByRole('heading', { name: 'Screen /admin/customer-inquiries' })).toBeInTheDocument()
  })

  it('opens the dashboard for an admin', () => {
    renderBackOffice('admin', '/admin')
    expect(screen.getByRole('heading', { name: 'Screen /admin' })).toBeInTheDocument()
  })
})

describe('the menu', () => {
  it('lists only the screens of the role', () => {
    const { unmount } = renderBackOffice('sales', '/admin/customer-inquiries')
    expect(menu()).toEqual(['Customer Inquiries', 'My Links'])
    unmount()

    renderBackOffice('editor', '/admin')
    expect(menu()).toEqual(['Dashboard', 'Portfolio', 'Case Studies', 'Blogs', 'Media'])
  })

  it('lists every screen, the team included, for an admin', () => {
    renderBackOffice('admin', '/admin')
    expect(menu()).toEqual([
      'Dashboard', 'Customer Inquiries', 'Portfolio', 'Case Studies', 'Blogs', 'Link Generator', 'Media', 'Notifications', 'Conversions', 'Privacy', 'Team',
    ])
  })
})

