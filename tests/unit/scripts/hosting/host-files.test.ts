import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headersForPath, matchHostPattern, parseHeadersFile, parseRedirectsFile } from '../../../../scripts/hosting/host-emulation'
import { headerRules, headersFile, redirectsFile, vercelConfig } from '../../../../scripts/hosting/host-files'
import {
  APP_PAGE_ADDRESS, CACHE_CONTROL, appPageRewrites, contentSecurityPolicy, hostRewrites, originNeutralBackOfficeContentSecurityPolicy, originNeutralContentSecurityPolicy,
  securityHeaders,
} from '../../../../scripts/hosting/host-policy'
import { assertVercelConfigCurrent } from '../../../../scripts/hosting/write-host-files'

const PROJECT = 'https://abcdefghijklmnop.supabase.co'

describe('the host rules', () => {
  it('answer every app-page pattern of the route table with the plain app page', () => {
    expect(appPageRewrites()).toEqual([
      { from: '/admin', to: APP_PAGE_ADDRESS },
      { from: '/admin/*', to: APP_PAGE_ADDRESS },
      { from: '/case-study/:slugOrId', to: APP_PAGE_ADDRESS },
      { from: '/blog/:slugOrId', to: APP_PAGE_ADDRESS },
      { from: '/:salesperson/:service', to: APP_PAGE_ADDRESS },
    ])
    expect(APP_PAGE_ADDRESS).toBe('/spa')
  })

  it('list the built pages and folders of files an app-page pattern would catch before the patterns', () => {
    const rewrites = hostRewrites({ pagesAtAppAddresses: ['/case-study/shopsphere'], fileFolders: ['assets', 'images'] })
    expect(rewrites.slice(0, 3)).toEqual([
      { from: '/case-study/shopsphere', to: '/case-study/shopsphere' },
      { from: '/assets/*', to: '/assets/:splat' },
      { from: '/images/*', to: '/images/:splat' },
    ])
    expect(parseRedirectsFile(redirectsFile(rewrites))).toEqual(rewrites)
  })

  it('refuse to write more rules than Cloudflare Pages reads', () => {
    const pages = Array.from({ length: 2001 }, (_, i) => `/blog/post-${i}`)
    expect(() => redirectsFile(hostRewrites({ pagesAtAppAddresses: pages, fileFolders: [] }))).toThrow(/over Cloudflare Pages/)
  })
})

describe('the _headers file', () => {
  const rules = parseHeadersFile(headersFile({ VITE_SUPABASE_URL: PROJECT }))

  it('gives every address the security headers, each set by one rule only (hosts join repeated ones)', () => {
    const names = securityHeaders(contentSecurityPolicy({ VITE_SUPABASE_URL: PROJECT })).map(([name]) => name)
    for (const path of ['/', '/portfolio', '/admin/blogs', '/assets/index-abc.js', '/no-such-page']) {
      expect(headersForPath(rules, path).map(([name]) => name), path).toEqual(expect.arrayContaining(names))
      const set = rules.filter((rule) => matchHostPattern(rule.path, path)).flatMap((rule) => rule.headers.map(([name]) => name))
      expect(new Set(set).size, path).toBe(set.length)
    }
  })

  it('caches hashed files for a year and leaves the rest to the hosts\' revalidating default', () => {
    const cacheControl = (path: string) => headersForPath(rules, path).find(([name]) => name === 'Cache-Control')?.[1]
    expect(cacheControl('/assets/index-abc.js')).toBe(CACHE_CONTROL.hashed)
    for (const path of ['/', '/blogs', '/images/hero-poster.webp', '/sitemap.xml']) expect(cacheControl(path), path).toBeUndefined()
  })
})

describe('_headers', () => {
  it('carries the exact policy of the build, its project named', () => {
    const file = headersFile({ VITE_SUPABASE_URL: PROJECT })
    expect(file).toContain(`Content-Security-Policy: ${contentSecurityPolicy({ VITE_SUPABASE_URL: PROJECT })}`)
  })
})

describe('the tag hosts', () => {
  const withTags = { VITE_SUPABASE_URL: PROJECT, VITE_GTM_ID: 'GTM-ABC', VITE_ADS_CONVERSION_ID: 'AW-123' }
  const rules = parseHeadersFile(headersFile(withTags))
  // Cloudflare Pages joins the values of matching rules (each policy is enforced); Netlify and
  // Vercel send the later rule's. The policy in force on a back-office address must hold no tag
  // host either way: the last value lacks them, and so does their joint enforcement.
  const policies = (path: string) =>
    headersForPath(rules, path).find(([name]) => name === 'Content-Security-Policy')![1].split(', ')

  it('are allowed on the public pages only', () => {
    for (const path of ['/', '/contact', '/blog/a-post', '/thank-you']) {
      expect(policies(path), path).toHaveLength(1)
      expect(policies(path)[0], path).toContain('googletagmanager.com')
    }
    for (const path of ['/admin', '/admin/login', '/admin/customer-inquiries']) {
      expect(policies(path).at(-1), path).not.toMatch(/googletagmanager|doubleclick|googleadservices|google-analytics/)
      expect(policies(path).at(-1), path).toContain(`connect-src 'self' ${PROJECT}`)
    }
  })

  it('change nothing for a build without tags: one policy everywhere', () => {
    const plain = parseHeadersFile(headersFile({ VITE_SUPABASE_URL: PROJECT }))
    expect(plain.filter((rule) => rule.headers.some(([name]) => name === 'Content-Security-Policy')).map((rule) => rule.path)).toEqual(['/*'])
  })

  it('are kept from the back office by Vercel too (its file names no setting, so always): its rules come after the rule for every address', () => {
    const config = JSON.parse(vercelConfig()) as { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> }
    const sources = config.headers.map((rule) => rule.source)
    expect(sources.slice(-2)).toEqual(['/admin', '/admin/(.*)'])
    expect(sources.indexOf('/(.*)')).toBeLessThan(sources.indexOf('/admin'))
    expect(config.headers.at(-1)!.headers).toEqual([{ key: 'Content-Security-Policy', value: expect.not.stringContaining('googletagmanager') }])
  })
})

describe('vercel.json', () => {
  const committed = readFileSync('vercel.json', 'utf8')

  it('is what `npm run hosting:vercel` writes from the policy, whatever the checkout\'s settings', () => {
    expect(committed, 'vercel.json is out of date: run `npm run hosting:vercel` and commit it').toBe(vercelConfig())
  })

  it('names no project and no local stack: the same file serves every deployment', () => {
    expect(committed).not.toMatch(/127\.0\.0\.1|localhost|:54321|supabase\.co/)
  })

  it('sets the same headers for the same paths as _headers, with the origin-neutral policy', () => {
    const config = JSON.parse(vercelConfig()) as { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> }
    expect(config.headers.map((rule) => [rule.source.replace('(.*)', '*'), rule.headers.map(({ key, value }) => [key, value])])).toEqual(
      headerRules(originNeutralContentSecurityPolicy(), originNeutralBackOfficeContentSecurityPolicy()).map((rule) => [rule.path, rule.headers]),
    )
  })

  it('stops a build on Vercel when the committed file lacks a change to the policy', () => {
    expect(() => assertVercelConfigCurrent('.')).not.toThrow()
    const root = mkdtempSync(join(tmpdir(), 'vercel-config-'))
    try {
      cpSync('public', join(root, 'public'), { recursive: true })
      // The file as it was before a header was added to the policy.
      const older = JSON.parse(committed) as { headers: Array<{ headers: Array<{ key: string }> }> }
      older.headers[0]!.headers = older.headers[0]!.headers.filter((header) => header.key !== 'Cross-Origin-Opener-Policy')
      writeFileSync(join(root, 'vercel.json'), `${JSON.stringify(older, null, 2)}\n`)
      expect(() => assertVercelConfigCurrent(root)).toThrow(/npm run hosting:vercel/)
      writeFileSync(join(root, 'vercel.json'), committed)
      expect(() => assertVercelConfigCurrent(root)).not.toThrow()
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
