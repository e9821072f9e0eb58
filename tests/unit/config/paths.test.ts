import { describe, expect, it } from 'vitest'
import { adminRoutePath, paths, type AdminPath } from '@/config/paths'

describe("the back office's addresses", () => {
  it('are written relative to the back office for its nested routes, the dashboard as its index', () => {
    expect(adminRoutePath(paths.admin.dashboard)).toBe('')
    expect(adminRoutePath(paths.admin.login)).toBe('login')
    expect(adminRoutePath(paths.admin.inquiries)).toBe('customer-inquiries')
    expect(adminRoutePath(paths.admin.portfolioEdit)).toBe('portfolio/edit/:id')
  })

  it('refuse an address outside the back office, including one that only starts with its name', () => {
    const outside = (pattern: string) => ({ pattern, to: () => pattern }) as unknown as AdminPath
    expect(() => adminRoutePath(outside('/portfolio'))).toThrow(/not an address of the back office/)
    expect(() => adminRoutePath(outside('/administrator'))).toThrow(/not an address of the back office/)
  })
})
