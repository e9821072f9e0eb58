/**
 * `/functions/v1/<name>[/...]`: what Supabase's gateway does in front of Edge Functions. The
 * Authorization header must carry a JWT signed with the project's secret (the anon key, a
 * user's session, the service-role key), unless the function's verify_jwt is off; preflight
 * (OPTIONS) requests pass unchecked. The function answers CORS itself, as on Supabase. The
 * function sees X-Forwarded-For as behind the gateway: the client's own header, if any, with the
 * connection's address appended.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { forwardedChain } from '../client-address'
import { HttpError, readBody, sendJson } from '../http'
import { bearerToken } from '../request-auth'
import { verifyJwt } from '../jwt'
import type { FunctionRunner } from './runner'

export interface GatewayContext {
  runner: FunctionRunner
  jwtSecret: string
  withoutJwtCheck: Set<string>
  /** The largest request body passed on (the stack's cap). */
  maxBodyBytes: number
  log: (line: string) => void
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'])

export async function handleFunctions(ctx: GatewayContext, req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
  const match = /^\/([^/?]+)(\/[^?]*)?$/.exec(rest)
  const name = match?.[1] ?? ''
  if (!match || !ctx.runner.has(name)) {
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
    return
  }
  if (req.method !== 'OPTIONS' && !ctx.withoutJwtCheck.has(name)) {
    const token = bearerToken(req)
    if (!token) {
      sendJson(res, 401, { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' })
      return
    }
    if (!(await verifyJwt(token, ctx.jwtSecret)).ok) {
      sendJson(res, 401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' })
      return
    }
  }

  const url = new URL(req.url ?? '/', 'http://localhost')
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(key)) continue
    headers.set(key, Array.isArray(value) ? value.join(', ') : value)
  }
  headers.set('x-forwarded-for', forwardedChain(req))
  let body: string | undefined
  try {
    body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, ctx.maxBodyBytes)
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    sendJson(res, error.status, error.body, error.headers)
    return
  }
  let response: Response
  try {
    response = await ctx.runner.fetch(name, `${match[2] ?? ''}${url.search}`, { method: req.method, headers, body })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    ctx.log(`[${name}] ${message}`)
    sendJson(res, 503, { code: 'BOOT_ERROR', message: `Function failed to start: ${message}` })
    return
  }
  const buffer = Buffer.from(await response.arrayBuffer())
  response.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key) && key !== 'content-encoding') res.setHeader(key, value)
  })
  res.setHeader('Content-Length', buffer.length)
  res.statusCode = response.status
  res.end(buffer)
}
