/**
 * Requests from a chosen source address. Per-client rules are tested with clients that differ
 * where the network says they do, by the address their connection comes from, never by a
 * header they write: on Linux every 127.x.y.z address is the loopback interface's, so
 * `http.request({ localAddress: '127.0.0.2' })` is another client to the stack.
 */
import { request as httpRequest } from 'node:http'

/** A `fetch` whose every connection comes from `localAddress` (plain http, as the local stack speaks). */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const outgoing = new Request(input, init)
    const url = new URL(outgoing.url)
    const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : null
    const headers = Object.fromEntries(outgoing.headers)
    if (body) headers['content-length'] = String(body.length)
    return new Promise<Response>((resolve, reject) => {
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: outgoing.method,
        headers,
        localAddress,
      }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const status = res.statusCode ?? 500
          const responseHeaders = new Headers()
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value)
          }
          const empty = status === 204 || status === 304 || outgoing.method === 'HEAD'
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }))
        })
      })
      req.on('error', reject)
      const signal = init?.signal ?? outgoing.signal
      signal?.addEventListener('abort', () => req.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted')), { once: true })
      req.end(body ?? undefined)
    })
  }
}

let lastSource = 1

/** A loopback address no other client of this test process has used (127.0.0.2 on). */
export function newSourceAddress(): string {
  lastSource += 1
  return `127.${(lastSource >> 16) & 255}.${(lastSource >> 8) & 255}.${lastSource & 255}`
}
