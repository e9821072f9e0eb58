import { describe, expect, it } from 'vitest'
import { LOCAL_URL } from '../../../../supabase/local/defaults'
import {
  contentSecurityPolicy, originNeutralContentSecurityPolicy, pageContentSecurityPolicy, scriptHash, securityHeaders,
} from '../../../../scripts/hosting/host-policy'
import { START_SCRIPT } from '../../../../scripts/build/page-scripts'

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

/** Does a policy's source list let this source through (the same source, or its whole scheme)? */
const allows = (list: string[], source: string) =>
  list.includes(source) || list.some((scheme) => /^[a-z]+:$/.test(scheme) && source.startsWith(`${scheme}//`))

const DIRECTIVES = contentSecurityPolicy({ VITE_SUPABASE_URL: PROJECT }).split('; ').map((part) => part.split(' ')[0]!)

const SETTINGS_VARIANTS = [
  { VITE_SUPABASE_URL: PROJECT },
  { VITE_SUPABASE_URL: 'https://db.agency.example' },
  {
    VITE_SUPABASE_URL: PROJECT, VITE_GTM_ID: 'GTM-ABC', VITE_ADS_CONVERSION_ID: 'AW-1',
    VITE_HERO_VIDEO_URL: 'https://media.example.com/hero.mp4', VITE_TURNSTILE_SITE_KEY: '0x4AAAA',
  },
]

describe('the policy a page carries in its <meta>', () => {
  it('is the build\'s policy but for frame-ancestors, which browsers ignore there (the header keeps it)', () => {
    for (const settings of SETTINGS_VARIANTS) {
      const full = contentSecurityPolicy(settings)
      expect(pageContentSecurityPolicy(settings)).toBe(full.replace("; frame-ancestors 'none'", ''))
    }
  })
})

describe('the origin-neutral policy (the header of a host file written before the build)', () => {
  const neutral = originNeutralContentSecurityPolicy()

  it('names no project, no local stack and no setting\'s value', () => {
    expect(neutral).not.toMatch(/supabase\.co|127\.0\.0\.1|localhost|54321|media\.example/)
  })

  it('lets through everything any build\'s own policy allows, so it never blocks what the page allows', () => {
    for (const settings of SETTINGS_VARIANTS) {
      const exact = contentSecurityPolicy(settings)
      for (const directive of DIRECTIVES) {
        const wanted = sources(exact, directive).filter((source) => source !== "'none'")
        for (const source of wanted) expect(allows(sources(neutral, directive), source), `${directive} ${source}`).toBe(true)
      }
    }
  })

  it('keeps what no page may loosen: scripts by file and hash only, no eval, no plugins, no framing', () => {
    expect(sources(neutral, 'script-src').slice(0, 2)).toEqual(["'self'", scriptHash(START_SCRIPT)])
    expect(sources(neutral, 'script-src')).not.toEqual(expect.arrayContaining(['https:']))
    expect(neutral).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/)
    expect(sources(neutral, 'object-src')).toEqual(["'none'"])
    expect(sources(neutral, 'frame-ancestors')).toEqual(["'none'"])
    expect(sources(neutral, 'base-uri')).toEqual(["'self'"])
  })
})

describe('the security headers', () => {
  it('are the policy, frame and sniffing protection, referrer and feature limits, and HSTS', () => {
    const headers = Object.fromEntries(securityHeaders(contentSecurityPolicy({ VITE_SUPABASE_URL: PROJECT })))
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
