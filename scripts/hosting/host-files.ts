/**
 * The host policy (host-policy.ts) written in each host's own format:
 * - `_headers` and `_redirects`, which Netlify and Cloudflare Pages both read from the published
 *   folder: the build writes them into dist/ (write-host-files.ts), where it knows the
 *   project's address and every page it built;
 * - `vercel.json`, which Vercel reads from the repository before it builds, so before any
 *   setting is known: it names no project (originNeutralContentSecurityPolicy, and the back
 *   office's without the tag hosts; each built page carries the exact policy in its own <meta>). `npm run hosting:vercel` writes it, and the
 *   build on Vercel checks that the committed file is current.
 */
import {
  CACHE_CONTROL,
  HASHED_ASSETS_FOLDER,
  appPageRewrites,
  backOfficeContentSecurityPolicy,
  backOfficePaths,
  contentSecurityPolicy,
  fileFolders,
  originNeutralBackOfficeContentSecurityPolicy,
  originNeutralContentSecurityPolicy,
  securityHeaders,
  type HostSettings,
  type Rewrite,
} from './host-policy.ts'

export const HEADERS_FILE = '_headers'
export const REDIRECTS_FILE = '_redirects'
export const VERCEL_CONFIG_FILE = 'vercel.json'

const GENERATED = [
  '# Written by the build from scripts/hosting/host-policy.ts; change that, not this file.',
]

/**
 * Header rules in `_headers` order, with these Content-Security-Policies: the security headers
 * everywhere, the long cache for hashed files, then, when the build has tags, the back office's
 * stricter policy on its addresses. The hosts differ on a header two matching rules both set:
 * Cloudflare Pages sends both values joined (two policies, and a browser enforces each), Netlify
 * and Vercel the later rule's. Either way the back office's addresses get no tag host.
 */
export function headerRules(
  policy: string,
  backOfficePolicy: string | null = null,
): Array<{ path: string; headers: Array<[string, string]> }> {
  return [
    { path: '/*', headers: securityHeaders(policy) },
    { path: `/${HASHED_ASSETS_FOLDER}/*`, headers: [['Cache-Control', CACHE_CONTROL.hashed]] },
    ...(backOfficePolicy
      ? backOfficePaths().map((path) => ({ path, headers: [['Content-Security-Policy', backOfficePolicy]] as Array<[string, string]> }))
      : []),
  ]
}

// Cloudflare Pages' limits: longer lines and further rules are ignored, so the build refuses them.
const MAX_HEADER_LINE = 2000
const MAX_REDIRECT_LINE = 1000
const MAX_STATIC_REDIRECTS = 2000
const MAX_DYNAMIC_REDIRECTS = 100

/** `_headers` for a build with these settings: the exact policy, its project named. */
export function headersFile(settings: HostSettings): string {
  const lines = [...GENERATED]
  for (const rule of headerRules(contentSecurityPolicy(settings), backOfficeContentSecurityPolicy(settings))) {
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`))
  }
  const tooLong = lines.find((line) => line.length > MAX_HEADER_LINE)
  if (tooLong) throw new Error(`${HEADERS_FILE}: a line is over ${MAX_HEADER_LINE} characters: ${tooLong.slice(0, 80)}...`)
  return `${lines.join('\n')}\n`
}

const isDynamic = (rewrite: Rewrite) => /[*:]/.test(rewrite.from)

export function redirectsFile(rewrites: readonly Rewrite[]): string {
  const dynamic = rewrites.filter(isDynamic).length
  if (rewrites.length - dynamic > MAX_STATIC_REDIRECTS || dynamic > MAX_DYNAMIC_REDIRECTS) {
    throw new Error(
      `${REDIRECTS_FILE}: ${rewrites.length - dynamic} fixed and ${dynamic} pattern rules, over Cloudflare Pages' ` +
        `${MAX_STATIC_REDIRECTS} and ${MAX_DYNAMIC_REDIRECTS}`,
    )
  }
  const lines = [...GENERATED, ...rewrites.map((rewrite) => `${rewrite.from} ${rewrite.to} 200`)]
  const tooLong = lines.find((line) => line.length > MAX_REDIRECT_LINE)
  if (tooLong) throw new Error(`${REDIRECTS_FILE}: a line is over ${MAX_REDIRECT_LINE} characters: ${tooLong.slice(0, 80)}...`)
  return `${lines.join('\n')}\n`
}

/** A `_redirects` pattern in Vercel's syntax: the trailing `*` and `:splat` become `:path*`. */
const vercelPattern = (pattern: string) => pattern.replace(/\*$/, ':path*').replace(/:splat$/, ':path*')
/** A `_headers` path in Vercel's syntax (a regular expression group for the rest). */
const vercelHeaderSource = (path: string) => path.replace(/\*$/, '(.*)')

/**
 * vercel.json: the same for every deployment, whatever its settings (the header's policy names
 * no project: originNeutralContentSecurityPolicy). Vercel looks at files before it applies a
 * rewrite, so the built pages need no rule of their own; `cleanUrls` serves `blogs.html` at
 * `/blogs`, and `trailingSlash: false` sends `/blogs/` there too. The folders of files are
 * assets/ and the folders of public/, as in a build.
 */
export function vercelConfig(publicDir = 'public'): string {
  const folders = [...new Set([HASHED_ASSETS_FOLDER, ...fileFolders(publicDir)])].sort()
  const rewrites: Rewrite[] = [
    ...folders.map((folder) => ({ from: `/${folder}/*`, to: `/${folder}/:splat` })),
    ...appPageRewrites(),
  ]
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    framework: null,
    cleanUrls: true,
    trailingSlash: false,
    rewrites: rewrites.map((rewrite) => ({ source: vercelPattern(rewrite.from), destination: vercelPattern(rewrite.to) })),
    headers: headerRules(originNeutralContentSecurityPolicy(), originNeutralBackOfficeContentSecurityPolicy()).map((rule) => ({
      source: vercelHeaderSource(rule.path),
      headers: rule.headers.map(([key, value]) => ({ key, value })),
    })),
  }
  return `${JSON.stringify(config, null, 2)}\n`
}
