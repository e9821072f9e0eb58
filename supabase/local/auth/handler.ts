/**
 * `/auth/v1/*`: the GoTrue subset the app uses: password sign-in, refresh, the current user,
 * logout, and the email flows (accounts.ts): an admin's invite, recovery, following an emailed
 * link, changing the password, the admin API's delete. Sign-ups are disabled, as in this
 * project's Supabase settings: members are invited by an admin (or, the first admin, created
 * by the local stack from .env).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { requestClient } from '../client-address'
import { header, HttpError, jsonDepth, MAX_JSON_DEPTH, readBody, sendJson, send } from '../http'
import { verifyJwt } from '../jwt'
import { bearerToken, requireApiKey } from '../request-auth'
import {
  deleteUser, errorFragment, inviteUser, recoverPassword, sessionFragment, updateUser, verifyToken, verifyType, allowedRedirect,
  tokenHash, validEmail,
} from './accounts'
import type { AccountsContext } from './accounts'
import { AuthError, badJwt, noAuthorization, notAdmin, overRequestRateLimit, renderAuthError, signupDisabled } from './errors'
import type { RateLimiter } from './rate-limit'
import { authenticate, logout, refreshSession, signInWithPassword, userJson } from './sessions'
import type { LogoutScope } from './sessions'

export interface AuthRoutesContext extends AccountsContext {
  /** GoTrue's per-address limit on /token; null: unlimited. */
  tokenLimiter: RateLimiter | null
  maxBodyBytes: number
}

async function jsonBody(ctx: AuthRoutesContext, req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req, ctx.maxBodyBytes)
  if (!raw.trim()) return {}
  if (jsonDepth(raw) > MAX_JSON_DEPTH) throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON')
  try {
    const value = JSON.parse(raw) as unknown
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON')
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** GoTrue's requireAdmin: the admin API answers only a token whose role is the service role. */
async function requireServiceRole(ctx: AuthRoutesContext, req: IncomingMessage): Promise<void> {
  const token = bearerToken(req)
  if (!token) throw noAuthorization()
  const verified = await verifyJwt(token, ctx.jwtSecret)
  if (!verified.ok) throw badJwt(verified.expired ? 'token has invalid claims: token is expired' : verified.message)
  if (verified.claims.role !== 'service_role' && verified.claims.role !== 'supabase_admin') throw notAdmin()
}

/** GET /verify: the emailed link. Success and failure alike go back to the app by redirect (303). */
async function verifyLink(ctx: AuthRoutesContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const target = allowedRedirect(ctx.email, url.searchParams.get('redirect_to'))
  let fragment: string
  try {
    const verified = await verifyToken(ctx, verifyType(url.searchParams.get('type') ?? ''), url.searchParams.get('token') ?? '', requestClient(req))
    fragment = sessionFragment(verified.session, verified.type)
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    fragment = errorFragment(error)
  }
  res.statusCode = 303
  res.setHeader('Location', `${target.split('#')[0]}#${fragment}`)
  res.setHeader('Content-Length', '0')
  res.end()
}

const SETTINGS = {
  external: { email: true, phone: false, anonymous_users: false },
  disable_signup: true,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
}

async function route(ctx: AuthRoutesContext, req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
  const method = req.method ?? 'GET'
  if (path === '/health' && method === 'GET') {
    sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' })
    return
  }
  if (path === '/settings' && method === 'GET') {
    sendJson(res, 200, SETTINGS)
    return
  }
  if (path === '/token' && method === 'POST') {
    const grantType = url.searchParams.get('grant_type')
    if (grantType !== 'password' && grantType !== 'refresh_token') {
      throw new AuthError(400, 'validation_failed', 'unsupported_grant_type')
    }
    // GoTrue counts every request to /token, whatever its outcome, before reading the body.
    if (ctx.tokenLimiter && !ctx.tokenLimiter.take(requestClient(req))) throw overRequestRateLimit()
    const body = await jsonBody(ctx, req)
    if (grantType === 'password') {
      const email = text(body.email)
      if (!email) throw new AuthError(400, 'validation_failed', 'missing email or phone')
      // audit: the client's address for GoTrue's audit log entry
      sendJson(res, 200, await signInWithPassword(ctx, email, text(body.password), requestClient(req)))
      return
    }
    const token = text(body.refresh_token)
    if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required')
    sendJson(res, 200, await refreshSession(ctx, token))
    return
  }
  if (path === '/invite' && method === 'POST') {
    await requireServiceRole(ctx, req)
    const body = await jsonBody(ctx, req)
    const data = body.data
    const metadata = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
    sendJson(res, 200, await inviteUser(ctx, text(body.email), metadata, url.searchParams.get('redirect_to')))
    return
  }
  if (path === '/recover' && method === 'POST') {
    const body = await jsonBody(ctx, req)
    await recoverPassword(ctx, text(body.email), url.searchParams.get('redirect_to'))
    sendJson(res, 200, {})
    return
  }
  if (path === '/verify' && method === 'POST') {
    const body = await jsonBody(ctx, req)
    const type = verifyType(text(body.type))
    // verifyOtp sends the link's token hash, or the address and the code from the email.
    const hash = text(body.token_hash) || (text(body.token) && text(body.email) ? tokenHash(validEmail(text(body.email)), text(body.token)) : '')
    if (!hash) throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash')
    const { session } = await verifyToken(ctx, type, hash, requestClient(req))
    sendJson(res, 200, session)
    return
  }
  if (path === '/user' && method === 'PUT') {
    const auth = await authenticate(ctx, bearerToken(req))
    sendJson(res, 200, await updateUser(ctx, auth, await jsonBody(ctx, req)))
    return
  }
  const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path)
  if (adminUser && method === 'DELETE') {
    await requireServiceRole(ctx, req)
    await deleteUser(ctx, decodeURIComponent(adminUser[1]!))
    sendJson(res, 200, {})
    return
  }
  if (path === '/user' && method === 'GET') {
    const { user } = await authenticate(ctx, bearerToken(req))
    sendJson(res, 200, userJson(user))
    return
  }
  if (path === '/logout' && method === 'POST') {
    const scope = url.searchParams.get('scope') ?? 'global'
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw new AuthError(400, 'validation_failed', 'Unsupported logout scope')
    }
    await logout(ctx, await authenticate(ctx, bearerToken(req)), scope as LogoutScope)
    send(res, 204, null)
    return
  }
  if (path === '/signup' || path === '/otp' || path === '/magiclink') {
    throw signupDisabled()
  }
  throw new AuthError(404, 'not_found', `The local stack does not implement ${method} /auth/v1${path}`)
}

/** Entry point for `/auth/v1/...`; `path` is what follows `/auth/v1`. */
export async function handleAuth(ctx: AuthRoutesContext, req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
  try {
    // The emailed link is opened by a browser with no key: Supabase's gateway lets it through.
    if ((path || '/') === '/verify' && req.method === 'GET') {
      await verifyLink(ctx, req, res, url)
      return
    }
    await requireApiKey(req, url, ctx.jwtSecret)
    await route(ctx, req, res, url, path || '/')
  } catch (error) {
    if (error instanceof HttpError) {
      sendJson(res, error.status, error.body, error.headers)
      return
    }
    if (error instanceof AuthError) {
      const rendered = renderAuthError(error, header(req, 'x-supabase-api-version'))
      sendJson(res, rendered.status, rendered.body, rendered.headers)
      return
    }
    console.error('[local-stack] auth error:', error)
    const rendered = renderAuthError(
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
      header(req, 'x-supabase-api-version'),
    )
    sendJson(res, rendered.status, rendered.body, rendered.headers)
  }
}
