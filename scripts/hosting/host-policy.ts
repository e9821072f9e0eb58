/**
 * How a static host answers for this site, stated once: which file answers an address (derived
 * from the route table), how long browsers may keep what they download, and the security
 * headers with their Content-Security-Policy. The build writes it out for Netlify and Cloudflare
 * Pages (dist/_headers, dist/_redirects) and into every page's head (a <meta> policy),
 * `npm run hosting:vercel` writes vercel.json, which names no project (host-files.ts), and
 * `npm run preview`, the journeys and `npm run perf` serve the same (scripts/dev/static-server.ts), so every
 * browser test runs under the production policy.
 *
 * Node only: the app never imports it.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { APP_PAGE_PATTERNS, ROUTES, SPA_FALLBACK_FILE } from '../../src/app/route-table.ts'
import { matchesPattern } from '../../src/app/route-match.ts'
import { START_SCRIPT } from '../build/page-scripts.ts'

/** The build's settings the policy depends on: its VITE_ values (.env, or the host's variables). */
export type HostSettings = Readonly<Record<string, string | undefined>>

// ---------------------------------------------------------------------------------------------
// Caching

/** The build's folder of files whose names carry a hash of their content (Vite's assetsDir). */
export const HASHED_ASSETS_FOLDER = 'assets'

export const CACHE_CONTROL = {
  /** A hashed file never changes at its address: kept a year, never asked about again. */
  hashed: 'public, max-age=31536000, immutable',
  /**
   * Pages and the site's other files (images, sitemap, feed): the browser asks on every visit
   * whether they changed (a 304 when not), so a publish shows at once. Netlify, Cloudflare
   * Pages and Vercel send exactly this by default, so the host files state only the hashed rule.
   */
  revalidate: 'public, max-age=0, must-revalidate',
} as const

// ---------------------------------------------------------------------------------------------
// Content-Security-Policy

type Directive =
  | 'default-src' | 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'media-src'
  | 'frame-src' | 'object-src' | 'base-uri' | 'form-action' | 'frame-ancestors'
type Sources = Partial<Record<Directive, readonly string[]>>

/** A CSP source that allows one inline script: the SHA-256 of its exact text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * What the site itself needs. Scripts come only from the site's own files, plus the one inline
 * script a prerendered page has (its start script, the same text on every page of every build:
 * scripts/build/page-scripts.ts), allowed by its hash; data blocks such as the JSON-LD and the query
 * state do not run, and nothing evaluates strings (zod runs jitless: src/lib/zod.ts). Styles
 * allow inline ones: the toaster and the dialogs add <style> elements at run time, and pages
 * carry style attributes; CSS cannot run code. Images come from anywhere over https: project,
 * post, logo and avatar images are addresses an admin types in.
 */
const SITE_SOURCES: Readonly<Record<Directive, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", scriptHash(START_SCRIPT)],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'"],
  // 'self': the back office reads the build's build-info.json.
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'frame-src': [],
  'object-src': [],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // Nobody may show the site inside a frame (clickjacking); X-Frame-Options says it to old browsers.
  'frame-ancestors': [],
}

/**
 * The Supabase project: its REST, Auth, Storage and Edge Functions are all under its origin;
 * supabase-js's realtime client would use the same origin over WebSocket. Its Storage serves
 * images, and a local stack does so over http, which 'https:' alone would not allow.
 */
function projectSources(supabaseUrl: string): Sources {
  const origin = new URL(supabaseUrl).origin
  return { 'connect-src': [origin, origin.replace(/^http/, 'ws')], 'img-src': [origin] }
}

// Google's published hosts for its tags (Tag platform, "Use a Content Security Policy"). Images
// are already allowed over https. Tag Manager's custom HTML tags and custom JavaScript
// variables need 'unsafe-eval' and stay blocked: use its built-in tag templates.
const GOOGLE_TAG_MANAGER: Sources = {
  'script-src': ['https://*.googletagmanager.com'],
  'connect-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.google.com'],
}
const GOOGLE_ADS: Sources = {
  'script-src': ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  'connect-src': ['https://www.google.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'],
  'frame-src': ['https://td.doubleclick.net', 'https://bid.g.doubleclick.net', 'https://www.googletagmanager.com'],
}

/**
 * Third-party origins, each allowed only while the setting that makes the site use it is set:
 * with none set, nothing leaves the site but its calls to the Supabase project. A new service
 * (a challenge widget, another video host) is one more line here, with `anyValue`: what it
 * allows whatever the setting's value, for the policy written before the settings are known
 * (originNeutralContentSecurityPolicy).
 */
const TURNSTILE = 'https://challenges.cloudflare.com'
// The inquiry forms' optional human check: its script, its frame and its verify calls.
const TURNSTILE_SOURCES: Sources = { 'script-src': [TURNSTILE], 'frame-src': [TURNSTILE], 'connect-src': [TURNSTILE] }

const OPTIONAL_SOURCES: ReadonlyArray<{ setting: string; sources: (value: string) => Sources; anyValue: Sources }> = [
  { setting: 'VITE_ADS_CONVERSION_ID', sources: () => GOOGLE_ADS, anyValue: GOOGLE_ADS },
  { setting: 'VITE_GTM_ID', sources: () => GOOGLE_TAG_MANAGER, anyValue: GOOGLE_TAG_MANAGER },
  { setting: 'VITE_HERO_VIDEO_URL', sources: (url) => ({ 'media-src': [new URL(url).origin] }), anyValue: { 'media-src': ['https:'] } },
  { setting: 'VITE_TURNSTILE_SITE_KEY', sources: () => TURNSTILE_SOURCES, anyValue: TURNSTILE_SOURCES },
]

/** Whatever hosted Supabase project a build names: its https API and wss realtime. */
const ANY_HTTPS_PROJECT: Sources = { 'connect-src': ['https:', 'wss:'] }

const setting = (settings: HostSettings, name: string) => settings[name]?.trim() || undefined

/** The policy's text: every directive in SITE_SOURCES' order, each source once, `'none'` for none. */
function policyText(parts: readonly Sources[], leaveOut: readonly Directive[] = []): string {
  return (Object.keys(SITE_SOURCES) as Directive[])
    .filter((directive) => !leaveOut.includes(directive))
    .map((directive) => {
      const listed = [...new Set(parts.flatMap((part) => part[directive] ?? []))]
      // A host under a scheme the directive already allows whole (`https:`) adds nothing.
      const sources = listed.filter((source) => !listed.some((scheme) => /^[a-z]+:$/.test(scheme) && source.startsWith(`${scheme}//`)))
      return `${directive} ${sources.length > 0 ? sources.join(' ') : "'none'"}`
    })
    .join('; ')
}

/** The settings that bring Google's tags: the public site's only, never the back office's. */
const TAG_SETTINGS = ['VITE_ADS_CONVERSION_ID', 'VITE_GTM_ID'] as const

/**
 * The back office's Content-Security-Policy: the site's, without the tag hosts. The back office
 * never loads a tag; should anything try (a tag manager's history listener after a link from
 * the public site, an injected script), the browser refuses it next to the admin's session and
 * the leads on screen. Null when the build has no tag, and so nothing to take away.
 */
export function backOfficeContentSecurityPolicy(settings: HostSettings): string | null {
  if (!TAG_SETTINGS.some((name) => setting(settings, name))) return null
  return contentSecurityPolicy({ ...settings, ...Object.fromEntries(TAG_SETTINGS.map((name) => [name, undefined])) })
}

/** The policy's parts for a build with these settings. */
function policyParts(settings: HostSettings): Sources[] {
  const supabaseUrl = setting(settings, 'VITE_SUPABASE_URL')
  if (!supabaseUrl || !URL.canParse(supabaseUrl)) {
    throw new Error('The security policy needs VITE_SUPABASE_URL, the address of the Supabase project')
  }
  const parts: Sources[] = [SITE_SOURCES, projectSources(supabaseUrl)]
  for (const optional of OPTIONAL_SOURCES) {
    const value = setting(settings, optional.setting)
    if (value) parts.push(optional.sources(value))
  }
  return parts
}

/** The Content-Security-Policy for a build with these settings. */
export function contentSecurityPolicy(settings: HostSettings): string {
  return policyText(policyParts(settings))
}

/**
 * The same policy as every built page states it in its own `<meta http-equiv>` (so a host whose
 * header cannot name the project still applies it): browsers ignore `frame-ancestors` there (the
 * header says it), so it is left out.
 */
export function pageContentSecurityPolicy(settings: HostSettings): string {
  return policyText(policyParts(settings), ['frame-ancestors'])
}

/**
 * A policy that names no project and no setting's value, for a host file written before the
 * build knows them (vercel.json, which Vercel reads from the repository): the site's own rules,
 * any https project (and its wss: realtime), every optional third party. It never stands alone:
 * each page's `<meta>` policy, written by the build from its settings, narrows it to the project
 * and the third parties actually set, and a browser enforces both.
 */
export function originNeutralContentSecurityPolicy(): string {
  return policyText([SITE_SOURCES, ANY_HTTPS_PROJECT, ...OPTIONAL_SOURCES.map((optional) => optional.anyValue)])
}

/** The back office's origin-neutral policy: the one above without the tag hosts. */
export function originNeutralBackOfficeContentSecurityPolicy(): string {
  const untagged = OPTIONAL_SOURCES.filter((optional) => !(TAG_SETTINGS as readonly string[]).includes(optional.setting))
  return policyText([SITE_SOURCES, ANY_HTTPS_PROJECT, ...untagged.map((optional) => optional.anyValue)])
}

/** Browser features the site never uses, switched off for it and for anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer', 'browsing-topics', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid',
  'magnetometer', 'microphone', 'midi', 'payment', 'serial', 'usb',
].map((feature) => `${feature}=()`).join(', ')

/** The headers every answer carries, with this Content-Security-Policy, in the order the host files list them. */
export function securityHeaders(policy: string): Array<[name: string, value: string]> {
  return [
    ['Content-Security-Policy', policy],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // Two years, subdomains included; browsers ignore it over plain http (npm run preview).
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    // No other window keeps a handle on the site's (the chat link opens without an opener anyway).
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
}

// ---------------------------------------------------------------------------------------------
// Addresses

/**
 * The plain app page's address. Without `.html`: Cloudflare Pages answers a rewrite to a
 * `.html` address with a redirect to its clean address, which would change the visitor's URL;
 * every host serves `spa.html` at `/spa`.
 */
export const APP_PAGE_ADDRESS = `/${SPA_FALLBACK_FILE.replace(/\.html$/, '')}`

/** A host's rewrite, in the `_redirects` pattern syntax: `:name` is one segment, `*` the rest. */
export interface Rewrite {
  from: string
  to: string
}

/** A route pattern as host patterns ('/admin/*' covers '/admin' too). */
const hostPatterns = (pattern: string) => (pattern.endsWith('/*') ? [pattern.slice(0, -2), pattern] : [pattern])

/** The route table's app-page patterns as host patterns. */
export function appPageRewrites(): Rewrite[] {
  return APP_PAGE_PATTERNS.flatMap(hostPatterns).map((from) => ({ from, to: APP_PAGE_ADDRESS }))
}

/** The back office's addresses as host patterns: the routes outside the public layout. */
export function backOfficePaths(): string[] {
  return ROUTES.filter((route) => route.layout === 'none').flatMap((route) => hostPatterns(route.pattern))
}

/** What a host needs to know of a build to route it: see siteListing. */
export interface SiteListing {
  /** Addresses of built pages that an app-page pattern matches too ('/case-study/shopsphere'). */
  pagesAtAppAddresses: string[]
  /** Top-level folders of files that hold no page ('assets', 'images'). */
  fileFolders: string[]
}

const pagesIn = (dir: string, prefix = ''): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return pagesIn(path, `${prefix}/${name}`)
    return name.endsWith('.html') ? [`${prefix}/${name.slice(0, -'.html'.length)}`] : []
  })

/**
 * The folders of files in a build (or in public/): an address inside one is that file or a
 * 404, never a page, so a missing script of an older build is never answered with a page, and
 * `/images/x` is never taken for a referral link.
 */
export function fileFolders(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && statSync(join(dir, name)).isDirectory() && pagesIn(join(dir, name)).length === 0)
    .sort()
}

/** Reads a finished build for its host rules. */
export function siteListing(distDir: string): SiteListing {
  const pages = pagesIn(distDir).sort()
  return {
    pagesAtAppAddresses: pages.filter((address) => APP_PAGE_PATTERNS.some((pattern) => matchesPattern(pattern, address))),
    fileFolders: fileFolders(distDir),
  }
}

/**
 * Every rewrite a host applies, in order. Some hosts (Cloudflare Pages) apply a matching rule
 * even where a file exists, so the pages and files that an app-page pattern would also match
 * come first and answer with themselves; then the app-page patterns answer with the plain app
 * page. Anything left (no file, no rule) is the host's 404 with 404.html.
 */
export function hostRewrites(listing: SiteListing): Rewrite[] {
  return [
    ...listing.pagesAtAppAddresses.map((address) => ({ from: address, to: address })),
    ...listing.fileFolders.map((folder) => ({ from: `/${folder}/*`, to: `/${folder}/:splat` })),
    ...appPageRewrites(),
  ]
}
