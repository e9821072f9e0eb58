/**
 * What a request tells SQL about itself.
 *
 * `request.headers` is PostgREST's JSON of the request headers (lower-case names, cookies
 * left out). Hosted Supabase's gateway always sets `x-forwarded-for` to the client's address
 * chain; there is no gateway here, so a request without the header gets one naming the
 * connection's address. A request that brings its own (a proxy in front, or a test standing
 * in for several clients) keeps it, as behind the gateway.
 */
import type { IncomingMessage } from 'node:http'
import { clientAddress } from '../http'

export function requestHeadersJson(req: IncomingMessage): string {
  const headers: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => name !== 'cookie').map(([name, value]) => [
      name, Array.isArray(value) ? value.join(', ') : value,
    ]),
  )
  headers['x-forwarded-for'] ||= clientAddress(req)
  return JSON.stringify(headers)
}
