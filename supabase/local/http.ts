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

/** The app at http://localhost:5173 calls the stack cross-origin, as it calls hosted Supabase. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*')
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

const MAX_BODY_BYTES = 10 * 1024 * 1024

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { message: 'Request body too large' })
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
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
