// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ADMIN_SCREENS } from '@/app/admin/admin-screens'
import { adminRoutePath, paths } from '@/config/paths'

describe("the back office's screens", () => {
  it('are one for every address of paths.admin but those open without a session, each once', () => {
    const screens = ADMIN_SCREENS.map(([route]) => route.pattern)
    expect(new Set(screens).size).toBe(screens.length)
    // The login, and the pages an email's link opens (setting or resetting a password).
    const open = new Set(['/admin/login', '/admin/set-password', '/admin/forgot-password'])
    const addresses = Object.values(paths.admin).map((route) => route.pattern).filter((pattern) => !open.has(pattern))
    expect([...screens].sort()).toEqual([...addresses].sort())
  })

  it('are each found at its own address by the nested routes the admin app makes of them', () => {
    const nested: RouteObject[] = ADMIN_SCREENS.map(([route]) => {
      const path = adminRoutePath(route)
      return path === '' ? { id: route.pattern, index: true } : { id: route.pattern, path }
    })
    const routes: RouteObject[] = [{ path: paths.admin.dashboard.pattern, children: nested }]
    for (const [route] of ADMIN_SCREENS) {
      const address = (route.to as (id: string) => string)('42')
      expect(matchRoutes(routes, address)?.at(-1)?.route.id, address).toBe(route.pattern)
    }
  })
})
