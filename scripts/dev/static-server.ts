import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { matchesPattern } from '../../src/app/route-match'
import { APP_PAGE_PATTERNS, NOT_FOUND_FILE, SPA_FALLBACK_FILE } from '../../src/app/route-table'
import { headersForPath, parseHeadersFile, type HeaderRule } from '../hosting/host-emulation'
import { HEADERS_FILE, REDIRECTS_FILE } from '../hosting/host-files'
import { CACHE_CONTROL, fileFolders } from '../hosting/host-policy'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt'])

/** The host reads these; it never serves them. */
const HOST_FILES = new Set([`/${HEADERS_FILE}`, `/${REDIRECTS_FILE}`])

const folderCache = new Map<string, string[]>()
const fileFoldersOf = (distDir: string) => {
  if (!folderCache.has(distDir)) folderCache.set(distDir, fileFolders(distDir))
  return folderCache.get(distDir)!
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile()

export interface HostAnswer {
  file: string
  status: 200 | 404
}

/**
 * What a host answers for `pathname`, by the route table's rules: the file itself, else a
 * prerendered page (`/blogs` -> blogs.html, `/` -> index.html), else, for an address the app
 * renders in the browser (a referral link, /admin, a case study or post the build did not
 * know), the plain app page (spa.html), else the not-found page (404.html) with status 404.
 * An address inside a folder of files (assets/, images/) is that file or a 404: a missing
 * script of an older build is never answered with a page. The host files the build ships
 * (scripts/hosting/) give Netlify, Cloudflare Pages and Vercel the same rules.
 */
export function answerForPath(distDir: string, pathname: string): HostAnswer {
  const path = normalize(pathname).replace(/(.)\/+$/, '$1')
  const notFound = { file: join(distDir, NOT_FOUND_FILE), status: 404 as const }
  const inside = (file: string) => file.startsWith(distDir + sep)
  if (path === '/') return { file: join(distDir, 'index.html'), status: 200 }
  if (HOST_FILES.has(path)) return notFound
  for (const candidate of [join(distDir, path), join(distDir, `${path}.html`)]) {
    if (!inside(candidate)) return notFound
    if (isFile(candidate)) return { file: candidate, status: 200 }
  }
  if (fileFoldersOf(distDir).includes(path.split('/')[1])) return notFound
  if (APP_PAGE_PATTERNS.some((pattern) => matchesPattern(pattern, path))) return { file: join(distDir, SPA_FALLBACK_FILE), status: 200 }
  return notFound
}

/** The headers the build shipped for Netlify and Cloudflare Pages (its _headers file). */
function shippedHeaderRules(root: string): HeaderRule[] {
  const file = join(root, HEADERS_FILE)
  if (isFile(file)) return parseHeadersFile(readFileSync(file, 'utf8'))
  console.warn(`${root} has no ${HEADERS_FILE}: served without the security headers (an older build?)`)
  return []
}

/**
 * Serves a build the way a production host does (vite preview does not compress, nor knows
 * the prerendered pages): gzip for text, the addresses answered as answerForPath says, and
 * the headers the build shipped in its _headers file (the security headers and the caching
 * rules), with the hosts' own revalidating Cache-Control where it names none. Lighthouse's
 * simulated network then sees the sizes a visitor would download, and every journey runs
 * under the production Content-Security-Policy.
 */
export function serveBuild(distDir: string, port: number): Promise<Server> {
  const root = resolve(distDir)
  const headerRules = shippedHeaderRules(root)
  const cache = new Map<string, Buffer>()
  const server = createServer((req, res) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    } catch {
      pathname = '/'
    }
    const { file, status } = answerForPath(root, pathname)
    const ext = extname(file)
    res.statusCode = status
    let body: Buffer = readFileSync(file)
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream')
    res.setHeader('Cache-Control', CACHE_CONTROL.revalidate)
    for (const [name, value] of headersForPath(headerRules, pathname)) res.setHeader(name, value)
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      body = cache.get(file) ?? gzipSync(body, { level: 9 })
      cache.set(file, body)
      res.setHeader('Content-Encoding', 'gzip')
      res.setHeader('Vary', 'Accept-Encoding')
    }
    res.setHeader('Content-Length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
