/**
 * Reads the shipped host files back and answers an address as each host documents it does, so
 * the preview server can serve the headers the build shipped, and tests can check that Netlify,
 * Cloudflare Pages and Vercel, given those files, answer every address as `npm run preview`
 * does (scripts/dev/static-server.ts, answerForPath).
 *
 * - Cloudflare Pages: a `_redirects` rule applies whether or not a file exists at the address
 *   (fixed rules before pattern rules), then the file is looked up at the rewritten address
 *   (`/x` finds `x.html`); no file is a 404 with 404.html.
 * - Netlify: a file at the address wins over any rule (shadowing); else the first matching rule.
 * - Vercel (vercel.json): files first (`cleanUrls`: `/x` finds `x.html`), then the first
 *   matching rewrite.
 * A `_headers` rule applies to every address it matches, whatever answers it.
 */
import type { Rewrite } from './host-policy.ts'

export type Header = [name: string, value: string]

const escapeRegExp = (text: string) => text.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&')

/**
 * A `_headers` or `_redirects` pattern as Cloudflare Pages compiles it: `*` matches any rest
 * (`:splat`), `:name` one non-empty segment, the whole path, case-sensitive. The captures, or null.
 */
export function matchHostPattern(pattern: string, path: string): Record<string, string> | null {
  const source = pattern
    .split('*')
    .map((part) => escapeRegExp(part).replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)'))
    .join('(?<splat>.*)')
  const match = new RegExp(`^${source}$`).exec(path)
  return match ? { ...match.groups } : null
}

const fill = (target: string, captures: Record<string, string>) =>
  target.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => captures[name] ?? whole)

// ---------------------------------------------------------------------------------------------
// _headers

export interface HeaderRule {
  path: string
  headers: Header[]
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a rule, or without a value: "${line}"`)
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** The headers a host adds to its answer for `path`: every matching rule's, a repeated name's values joined. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Header[] {
  const headers = new Map<string, Header>()
  for (const rule of rules) {
    if (!matchHostPattern(rule.path, path)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const earlier = headers.get(key)
      headers.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value])
    }
  }
  return [...headers.values()]
}

// ---------------------------------------------------------------------------------------------
// _redirects and vercel.json

export function parseRedirectsFile(text: string): Rewrite[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'))
    .map((line) => {
      const [from, to, status, ...rest] = line.trim().split(/\s+/)
      if (!from || !to || status !== '200' || rest.length > 0) throw new Error(`_redirects: not a rewrite: "${line}"`)
      return { from, to }
    })
}

/** vercel.json's rewrites in the `_redirects` syntax (`:path*` is the rest, as `*` and `:splat`). */
export function vercelRewrites(config: { rewrites?: Array<{ source: string; destination: string }> }): Rewrite[] {
  return (config.rewrites ?? []).map(({ source, destination }) => ({
    from: source.replace(/\/:path\*$/, '/*'),
    to: destination.replace(/:path\*$/, ':splat'),
  }))
}

export type Host = 'netlify' | 'cloudflare-pages' | 'vercel'

export interface HostAnswerForPath {
  /** The file served, relative to the published folder ('blogs.html', '404.html'). */
  file: string
  status: 200 | 404
}

/**
 * What `host` answers for `path` given the rewrites it read and the published files
 * (relative paths: 'index.html', 'case-study/x.html', 'assets/index-abc.js').
 */
export function hostAnswer(host: Host, rewrites: readonly Rewrite[], files: ReadonlySet<string>, path: string): HostAnswerForPath {
  const notFound: HostAnswerForPath = { file: '404.html', status: 404 }
  // The host files themselves are read by the host, never served.
  const served = (file: string) => files.has(file) && !['_headers', '_redirects'].includes(file)
  const fileAt = (address: string): string | undefined => {
    const relative = address.replace(/^\/+/, '')
    if (address === '/') return served('index.html') ? 'index.html' : undefined
    if (relative.endsWith('.html')) return undefined // every host sends these to their clean address
    if (served(relative)) return relative
    if (served(`${relative}.html`)) return `${relative}.html`
    return undefined
  }
  const ruleFor = (candidates: readonly Rewrite[]) => {
    for (const rewrite of candidates) {
      const captures = matchHostPattern(rewrite.from, path)
      if (captures) return fill(rewrite.to, captures)
    }
    return undefined
  }
  const answer = (file: string | undefined): HostAnswerForPath => (file ? { file, status: 200 } : notFound)

  if (host === 'cloudflare-pages') {
    const fixed = rewrites.filter((rewrite) => !/[*:]/.test(rewrite.from))
    const patterns = rewrites.filter((rewrite) => /[*:]/.test(rewrite.from))
    const target = ruleFor(fixed) ?? ruleFor(patterns) ?? path
    return answer(fileAt(target))
  }
  const file = fileAt(path)
  if (file) return answer(file)
  const target = ruleFor(rewrites)
  return answer(target === undefined ? undefined : fileAt(target))
}
