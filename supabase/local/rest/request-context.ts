/**
 * What a request tells SQL about itself, and a guard on its JSON body.
 *
 * `request.headers` is PostgREST's JSON of the request headers (lower-case names, cookies
 * left out). Hosted Supabase's gateway always sets `x-forwarded-for` to the client's address
 * chain; there is no gateway here, so a request without the header gets one naming the
 * connection's address. A request that brings its own (a proxy in front, or a test standing
 * in for several clients) keeps it, as behind the gateway.
 */
import type { IncomingMessage } from 'node:http'
import { PgrstError } from '../errors'

function connectionAddress(req: IncomingMessage): string | undefined {
  const address = req.socket.remoteAddress
  // IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d; the gateway reports a.b.c.d.
  return address?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')
}

export function requestHeadersJson(req: IncomingMessage): string {
  const headers: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => name !== 'cookie').map(([name, value]) => [
      name, Array.isArray(value) ? value.join(', ') : value,
    ]),
  )
  if (!headers['x-forwarded-for']) {
    const address = connectionAddress(req)
    if (address) headers['x-forwarded-for'] = address
  }
  return JSON.stringify(headers)
}

/**
 * JSON nested deeper than this is refused before it reaches the database. Postgres parses
 * JSON recursively and PGlite's WebAssembly stack gives out somewhere past 5,000 levels,
 * answering with nothing at all; no request of this project nests more than a few levels.
 */
export const MAX_JSON_DEPTH = 512

/** Throws a 400 when the raw JSON text nests arrays and objects deeper than MAX_JSON_DEPTH. */
export function assertJsonDepth(raw: string): void {
  let depth = 0
  let inString = false
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i]
    if (inString) {
      if (char === '\\') i += 1
      else if (char === '"') inString = false
    } else if (char === '"') {
      inString = true
    } else if (char === '[' || char === '{') {
      depth += 1
      if (depth > MAX_JSON_DEPTH) {
        throw new PgrstError(400, 'PGRST102', `JSON nested more than ${MAX_JSON_DEPTH} levels deep`)
      }
    } else if (char === ']' || char === '}') {
      depth -= 1
    }
  }
}
