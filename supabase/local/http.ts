import type { IncomingMessage, ServerResponse } from 'node:http'

/** An error whose body is already in the shape the client expects (Kong, GoTrue ...). */
export class HttpError extends Error {
  readonly status: number
  readonly body: unknown
  readonly headers: Record<string, string>

  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`)
    this.status = status
    this.body = body
    this.headers = headers
  }
}

const ALLOWED_HEADERS = [
  'apikey', 'authorization', 'content-type', 'prefer', 'range', 'range-unit', 'accept', 'accept-profile',
  'content-profile', 'x-client-info', 'x-supabase-api-version', 'x-retry-count',
]
const EXPOSED_HEADERS = [
  'Content-Range', 'Range-Unit', 'Content-Location', 'Location', 'Preference-Applied', 'X-Supabase-Api-Version',
]

/**
 * Whether a page at this origin was served from this machine: `http://localhost`, `127.x.y.z`
 * or `[::1]`, on any port (previews and tests run on free ones). Only the canonical form counts,
 * so `localhost.example.com` or `127.1` is not one.
 */
export function isLoopbackOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false
  const url = new URL(origin)
  if (url.protocol !== 'http:' || url.origin !== origin) return false
  return url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname)
}

/**
 * The stack's keys are Supabase's published demo keys, so any web page could otherwise drive a
 * developer's local database from their browser. A request a browser sends from a page that was
 * not served from this machine (its Origin says so) is refused before any route sees it, preflight
 * included; requests without an Origin (Node, curl, an <img>) pass. False when it answered.
 */
export function admitOrigin(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = header(req, 'origin')
  if (origin === undefined || isLoopbackOrigin(origin)) return true
  sendJson(res, 403, { message: 'The local stack answers pages served from this machine only (http://localhost, 127.x.y.z or [::1], any port).' })
  return false
}

/**
 * CORS for the app at a loopback origin (http://localhost:5173, a preview on a free port), which
 * calls the stack cross-origin as it calls hosted Supabase: that origin is named, never `*`.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = header(req, 'origin')
  if (origin === undefined || !isLoopbackOrigin(origin)) return
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '))
  if (req.method === 'OPTIONS') {
    const requested = req.headers['access-control-request-headers']
    const allowed = new Set(ALLOWED_HEADERS)
    if (typeof requested === 'string') {
      for (const header of requested.split(',')) if (header.trim()) allowed.add(header.trim().toLowerCase())
    }
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS')
    res.setHeader('Access-Control-Allow-Headers', [...allowed].join(', '))
    res.setHeader('Access-Control-Max-Age', '86400')
  }
}

/**
 * The largest request body the stack reads: 2 MiB, room for the largest row the schema allows
 * (a 200,000-character blog post, JSON-escaped) with margin. Hosted Supabase publishes no REST
 * body limit to mirror; this one exists so that a few large bodies cannot grow the embedded
 * database's memory, which WebAssembly never gives back.
 */
export const MAX_BODY_BYTES = 2 * 1024 * 1024

/** JSON nested deeper than this is refused before Postgres parses it (its parser recurses). */
export const MAX_JSON_DEPTH = 1000

const mebibytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`

/** The gateway's refusal of an oversized body, with PostgREST's error keys (it has no PostgREST code). */
export function bodyTooLarge(limit: number): HttpError {
  return new HttpError(
    413,
    {
      code: null,
      message: 'Request size limit exceeded',
      details: `The request body is larger than ${mebibytes(limit)}, the most this API accepts.`,
      hint: null,
    },
  )
}

/**
 * Reads the body as text, at most `limit` bytes: a larger one (by its Content-Length, or as it
 * streams in) is refused with 413. The rest of it still arrives but is dropped as it comes, so
 * memory stays bounded and the client, still sending, gets the answer rather than a reset.
 */
export function readBody(req: IncomingMessage, limit: number = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) {
      req.resume()
      reject(bodyTooLarge(limit))
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) {
        chunks.push(chunk)
        return
      }
      chunks.length = 0
      req.off('data', onData)
      req.off('end', onEnd)
      req.resume()
      reject(bodyTooLarge(limit))
    }
    const onEnd = () => resolveBody(Buffer.concat(chunks).toString('utf8'))
    req.on('data', onData)
    req.on('end', onEnd)
    req.once('error', reject)
  })
}

/** How deeply a JSON text nests its arrays and objects (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c) i += 1 // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1
      if (depth > deepest) deepest = depth
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1
    }
  }
  return deepest
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  if (body === null) {
    res.statusCode = status
    res.end()
    return
  }
  if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.statusCode = status
  res.end(body)
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  send(res, status, JSON.stringify(value), headers)
}

/** The first value of a header, whichever way Node delivered it. */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : value
}
