/**
 * What a request tells SQL about itself.
 *
 * `request.headers` is PostgREST's JSON of the request headers (lower-case names, cookies
 * left out). `x-forwarded-for` is what the stack passes on as a proxy does: the client's own
 * header, if any, with the connection's address appended (`forwardedChain`), so the database
 * takes the entry the stack vouches for (`private.client_address_from_chain`).
 */
import type { IncomingMessage } from 'node:http'
import { forwardedChain } from '../client-address'

export function requestHeadersJson(req: IncomingMessage): string {
  const headers: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => name !== 'cookie').map(([name, value]) => [
      name, Array.isArray(value) ? value.join(', ') : value,
    ]),
  )
  headers['x-forwarded-for'] = forwardedChain(req)
  return JSON.stringify(headers)
}
