// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ADMIN_SCREENS } from '@/app/admin/admin-screens'
// accounts: the open admin pages
import { adminRoutePath, OPEN_ADMIN_PATHS, paths } from '@/config/paths'

describe("the back office's screens", () => {
  it('are one for every address of paths.admin but the open pages (login, account links), each once', () => {
    const screens = ADMIN_SCREENS.map(([route]) => route.pattern)
    expect(new Set(screens).size).toBe(screens.length)
    // accounts: the open pages are outside the guarded layout
    const addresses = Object.values(paths.admin).filter((route) => !OPEN_ADMIN_PATHS.includes(route)).map((route) => route.pattern)
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
