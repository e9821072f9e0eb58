import { describe, expect, it } from 'vitest'
import { matchesPattern } from '@/app/route-match'
import { ROUTES } from '@/app/route-table'

// Addresses of every kind the site answers, and some it must not.
const ADDRESSES = [
  '/', '/h1', '/H1', '/portfolio', '/portfolio/', '/PORTFOLIO', '/case-study/shopsphere', '/case-study/a%20b',
  '/blogs', '/blog/fast-react', '/web-apps', '/saas', '/mobile-apps', '/ai-calling', '/ai-automation', '/reviews',
  '/contact', '/thank-you', '/privacy-policy', '/maria-gomez/web-apps', '/someone/unknown-service', '/admin',
  '/admin/', '/admin/blogs/edit/1', '/administrator', '/404', '/no-such-page', '/a/b/c', '/case-study', '/blog',
]

describe('matchesPattern', () => {
  it('works as written out into the page (no outside references)', () => {
    // The first-load plugin writes the function's source into the page's first-load script.
    const inlined = new Function(`${matchesPattern.toString()}; return ${matchesPattern.name}`)() as typeof matchesPattern
    for (const address of ADDRESSES) {
      for (const { pattern } of ROUTES) expect(inlined(pattern, address)).toBe(matchesPattern(pattern, address))
    }
  })

  it('refuses a parameter that is not a decodable segment', () => {
    expect(matchesPattern('/blog/:slugOrId', '/blog/%E0%A4%A')).toBe(false)
    expect(matchesPattern('/blog/:slugOrId', '/blog/')).toBe(false)
  })
})
