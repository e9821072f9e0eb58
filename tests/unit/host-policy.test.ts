import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCAL_URL } from '../../supabase/local/defaults'
import { headersForPath, matchHostPattern, parseHeadersFile, parseRedirectsFile } from '../../scripts/hosting/host-emulation'
import { headerRules, headersFile, redirectsFile, vercelConfig, vercelSettings } from '../../scripts/hosting/host-files'
import {
  APP_PAGE_ADDRESS,
  CACHE_CONTROL,
  appPageRewrites,
  contentSecurityPolicy,
  hostRewrites,
  scriptHash,
  securityHeaders,
} from '../../scripts/hosting/host-policy'
import { START_SCRIPT } from '../../scripts/page-scripts'
import { assertVercelConfigFits } from '../../scripts/hosting/write-host-files'

const PROJECT = 'https://abcdefghijklmnop.supabase.co'

/** One directive's sources, e.g. sources(csp, 'script-src') -> ["'self'"]. */
function sources(csp: string, directive: string): string[] {
  const part = csp.split(';').map((p) => p.trim()).find((p) => p.startsWith(`${directive} `))
  if (!part) throw new Error(`no ${directive} in ${csp}`)
  return part.split(' ').slice(1)
}

describe('the Content-Security-Policy', () => {
  const csp = contentSecurityPolicy({ VITE_SUPABASE_URL: `${PROJECT}/` })

  it('runs scripts from the site\'s own files and its one inline script, by hash: no other inline script, no eval', () => {
    expect(sources(csp, 'script-src')).toEqual(["'self'", scriptHash(START_SCRIPT)])
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
    expect(csp).not.toContain("'unsafe-eval'")
    expect(sources(csp, 'object-src')).toEqual(["'none'"])
    expect(sources(csp, 'base-uri')).toEqual(["'self'"])
    expect(sources(csp, 'default-src')).toEqual(["'self'"])
  })

  it('lets the site talk to its own Supabase project and nothing else', () => {
    expect(sources(csp, 'connect-src')).toEqual(["'self'", PROJECT, 'wss://abcdefghijklmnop.supabase.co'])
    // A local stack over plain http: its WebSocket is ws:, and its images are allowed by name.
    const local = contentSecurityPolicy({ VITE_SUPABASE_URL: LOCAL_URL })
    expect(sources(local, 'connect-src')).toEqual(["'self'", LOCAL_URL, 'ws://127.0.0.1:54321'])
    expect(sources(local, 'img-src')).toContain(LOCAL_URL)
  })

  it('lets no one frame the site', () => {
    expect(sources(csp, 'frame-ancestors')).toEqual(["'none'"])
    expect(sources(csp, 'frame-src')).toEqual(["'none'"])
  })

  it('names no third party while no tracker or video is configured', () => {
    expect(csp).not.toMatch(/google|doubleclick/)
    expect(sources(csp, 'media-src')).toEqual(["'self'"])
  })

  it('adds the ad-conversion tracker\'s hosts only when its id is set', () => {
    const withAds = contentSecurityPolicy({ VITE_SUPABASE_URL: PROJECT, VITE_ADS_CONVERSION_ID: 'AW-123' })
    expect(sources(withAds, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://*.googletagmanager.com', 'https://www.googleadservices.com']))
    expect(sources(withAds, 'connect-src')).toEqual(expect.arrayContaining([PROJECT, 'https://www.google.com']))
    expect(sources(withAds, 'frame-src')).toContain('https://td.doubleclick.net')
    expect(sources(withAds, 'script-src')).not.toContain("'unsafe-inline'")
  })

  it('adds the tag manager\'s hosts only when its id is set, and each host once', () => {
    const withGtm = contentSecurityPolicy({ VITE_SUPABASE_URL: PROJECT, VITE_GTM_ID: 'GTM-ABC' })
    expect(sources(withGtm, 'script-src')).toEqual(["'self'", scriptHash(START_SCRIPT), 'https://*.googletagmanager.com'])
    expect(sources(withGtm, 'frame-src')).toEqual(["'none'"])
    const both = contentSecurityPolicy({ VITE_SUPABASE_URL: PROJECT, VITE_GTM_ID: 'GTM-ABC', VITE_ADS_CONVERSION_ID: 'AW-1' })
    const scripts = sources(both, 'script-src')
    expect(new Set(scripts).size).toBe(scripts.length)
  })

  it('allows the hero video\'s host for media when one is configured', () => {
    const withVideo = contentSecurityPolicy({ VITE_SUPABASE_URL: PROJECT, VITE_HERO_VIDEO_URL: 'https://media.example.com/hero.mp4' })
    expect(sources(withVideo, 'media-src')).toEqual(["'self'", 'https://media.example.com'])
  })

  it('allows Cloudflare Turnstile\'s script and frame only when its site key is set', () => {
    const without = contentSecurityPolicy({ VITE_SUPABASE_URL: PROJECT })
    expect(sources(without, 'script-src')).not.toContain('https://challenges.cloudflare.com')
    const withTurnstile = contentSecurityPolicy({ VITE_SUPABASE_URL: PROJECT, VITE_TURNSTILE_SITE_KEY: '0x4AAAA' })
    expect(sources(withTurnstile, 'script-src')).toContain('https://challenges.cloudflare.com')
    expect(sources(withTurnstile, 'frame-src')).toEqual(['https://challenges.cloudflare.com'])
  })

  it('cannot be made without the project\'s address', () => {
    expect(() => contentSecurityPolicy({})).toThrow(/VITE_SUPABASE_URL/)
    expect(() => contentSecurityPolicy({ VITE_SUPABASE_URL: 'not a url' })).toThrow(/VITE_SUPABASE_URL/)
  })
})

describe('the security headers', () => {
  it('are the policy, frame and sniffing protection, referrer and feature limits, and HSTS', () => {
    const headers = Object.fromEntries(securityHeaders({ VITE_SUPABASE_URL: PROJECT }))
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    })
    expect(headers['Permissions-Policy']).toMatch(/^(\w[\w-]*=\(\), )+\w[\w-]*=\(\)$/)
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })
})

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
    const names = securityHeaders({ VITE_SUPABASE_URL: PROJECT }).map(([name]) => name)
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

describe('vercel.json', () => {
  const committed = readFileSync('vercel.json', 'utf8')

  it('is what `npm run hosting:vercel` writes from the source for this checkout\'s settings', () => {
    // In the repository (no .env) that is the local stack; a deployment commits its project's.
    expect(committed, 'vercel.json is out of date: run `npm run hosting:vercel` and commit it').toBe(vercelConfig(vercelSettings()))
  })

  it('sets the same headers for the same paths as _headers', () => {
    const settings = { VITE_SUPABASE_URL: PROJECT }
    const config = JSON.parse(vercelConfig(settings)) as { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> }
    expect(config.headers.map((rule) => [rule.source.replace('(.*)', '*'), rule.headers.map(({ key, value }) => [key, value])])).toEqual(
      headerRules(settings).map((rule) => [rule.path, rule.headers]),
    )
  })

  it('stops a build on Vercel whose settings it was not made for', () => {
    expect(() => assertVercelConfigFits({ VITE_SUPABASE_URL: LOCAL_URL }, '.')).not.toThrow()
    expect(() => assertVercelConfigFits({ VITE_SUPABASE_URL: PROJECT }, '.')).toThrow(/npm run hosting:vercel/)
    expect(() => assertVercelConfigFits({ VITE_SUPABASE_URL: LOCAL_URL, VITE_GTM_ID: 'GTM-1' }, '.')).toThrow(/npm run hosting:vercel/)
  })
})
