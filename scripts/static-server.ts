import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SPA_FALLBACK_FILE } from '../src/app/prerendered-paths'

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

const isFile = (file: string) => existsSync(file) && statSync(file).isFile()

/**
 * The file a host answers `pathname` with: the file itself, else a prerendered page
 * (`/blogs` -> blogs.html, `/` -> index.html), else the plain app page (spa.html) that
 * renders any other address in the browser. Configure a production host the same way
 * (README, Deploying).
 */
export function fileForPath(distDir: string, pathname: string): string {
  const path = normalize(pathname).replace(/(.)\/+$/, '$1')
  const inside = (file: string) => (file.startsWith(distDir + sep) ? file : join(distDir, SPA_FALLBACK_FILE))
  if (path === '/') return join(distDir, 'index.html')
  const direct = inside(join(distDir, path))
  if (isFile(direct)) return direct
  const page = inside(join(distDir, `${path}.html`))
  if (isFile(page)) return page
  const fallback = join(distDir, SPA_FALLBACK_FILE)
  return isFile(fallback) ? fallback : join(distDir, 'index.html')
}

/**
 * Serves a build the way a production host does (vite preview does not compress, nor knows
 * the prerendered pages): gzip for text, long-lived caching for hashed assets, prerendered
 * pages by address and the app page for the rest. Lighthouse's simulated network then sees
 * the sizes a visitor would download.
 */
export function serveBuild(distDir: string, port: number): Promise<Server> {
  const root = resolve(distDir)
  const cache = new Map<string, Buffer>()
  const server = createServer((req, res) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    } catch {
      pathname = '/'
    }
    const file = fileForPath(root, pathname)
    const ext = extname(file)
    let body: Buffer = readFileSync(file)
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream')
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
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
