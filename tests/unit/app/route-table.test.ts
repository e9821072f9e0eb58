import { createElement } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { matchesPattern } from '@/app/route-match'
import { LOADED_ROUTES, routeForPath } from '@/app/route-modules'
import { APP_PAGE_PATTERNS, isEager, prerenderedFile, ROUTES } from '@/app/route-table'

// Addresses of every kind the site answers, and some it must not.
const ADDRESSES = [
  '/', '/h1', '/H1', '/portfolio', '/portfolio/', '/PORTFOLIO', '/case-study/shopsphere', '/case-study/a%20b',
  '/blogs', '/blog/fast-react', '/web-apps', '/saas', '/mobile-apps', '/ai-calling', '/ai-automation', '/reviews',
  '/contact', '/thank-you', '/privacy-policy', '/maria-gomez/web-apps', '/someone/unknown-service', '/admin',
  '/admin/', '/admin/blogs/edit/1', '/administrator', '/404', '/no-such-page', '/a/b/c', '/case-study', '/blog',
]

describe('the route table', () => {
  it('has a module for every route, loaded with the app exactly when its file is in the eager folder', () => {
    for (const route of LOADED_ROUTES) {
      expect(route.Page, route.def.id).toBeTruthy()
      expect('_payload' in (route.Page as object), `${route.def.id} lazy`).toBe(!isEager(route.def))
    }
    expect(ROUTES.filter(isEager).map((route) => route.id)).toEqual(['home', 'home-alias'])
  })

  it('gives every route a unique id and lists fixed patterns before the ":param" ones they overlap', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length)
    const hasParams = (pattern: string) => pattern.includes(':') || pattern.includes('*')
    const outOfOrder = ROUTES.flatMap((fixed, fixedAt) =>
      hasParams(fixed.pattern)
        ? []
        : ROUTES.slice(0, fixedAt)
            .filter((earlier) => hasParams(earlier.pattern) && matchesPattern(earlier.pattern, fixed.pattern))
            .map((earlier) => `${earlier.pattern} before ${fixed.pattern}`),
    )
    expect(outOfOrder).toEqual([])
    expect(ROUTES.at(-1)?.pattern).toBe('*')
  })

  it('picks the route react-router picks, for every kind of address', () => {
    const routes: RouteObject[] = ROUTES.map((route) => ({ id: route.id, path: route.pattern, element: createElement('i') }))
    for (const address of ADDRESSES) {
      const expected = matchRoutes(routes, address)?.at(-1)?.route.id
      expect(routeForPath(address)?.def.id, address).toBe(expected)
    }
  })

  it('answers with the plain app page only addresses rendered in the browser or per item', () => {
    const answered = ADDRESSES.filter((address) => APP_PAGE_PATTERNS.some((pattern) => matchesPattern(pattern, address)))
    expect(answered).toEqual([
      '/case-study/shopsphere', '/case-study/a%20b', '/blog/fast-react', '/maria-gomez/web-apps',
      '/someone/unknown-service', '/admin', '/admin/', '/admin/blogs/edit/1',
    ])
  })

  it('writes each prerendered address to the file a static host looks for', () => {
    expect(prerenderedFile('/')).toBe('index.html')
    expect(prerenderedFile('/blogs')).toBe('blogs.html')
    expect(prerenderedFile('/case-study/shopsphere')).toBe('case-study/shopsphere.html')
    expect(prerenderedFile('/404')).toBe('404.html')
  })
})
