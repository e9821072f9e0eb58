/**
 * Sessions the way GoTrue keeps them: a row in auth.sessions per sign-in, rotating refresh
 * tokens in auth.refresh_tokens (each use revokes the token and issues a child), and short-lived
 * HS256 access tokens carrying Supabase's claims.
 */
import { randomBytes } from 'node:crypto'
import type { Database, Queryable } from '../db/database'
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_REUSE_SECONDS } from '../defaults'
import { signJwt, verifyJwt } from '../jwt'
import type { JwtClaims } from '../jwt'
import {
  badJwt, invalidCredentials, noAuthorization, refreshTokenAlreadyUsed, refreshTokenNotFound, sessionNotFound,
  userBanned, userNotFound,
} from './errors'
import { DUMMY_PASSWORD_HASH } from './passwords'
import type { PasswordCheck } from './passwords'
import { appMetadata, USER_COLUMNS, userJson } from './user-json'
import type { UserRow } from './user-json'

export interface AuthContext {
  db: Database
  jwtSecret: string
  /** The `iss` claim: `<url>/auth/v1`, as GoTrue sets it. */
  issuer: string
  checkPassword: PasswordCheck
  // audit:
  /** The Password Verification Attempt hook's SQL function ("schema"."name"), or null. */
  passwordVerificationHook?: string | null
}

interface SessionRef {
  id: string
  created_at: Date
}

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url')
}

function inTransaction<T>(ctx: AuthContext, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return ctx.db.transaction(work)
}

async function loadUser(tx: Queryable, where: string, params: unknown[]): Promise<UserRow | undefined> {
  const result = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where ${where}`, params)
  return result.rows[0]
}

function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now()
}

/** How the session began, as its access token's `amr` claim names it. */
export type SignInMethod = 'password' | 'invite' | 'recovery'

async function sessionResponse(ctx: AuthContext, user: UserRow, session: SessionRef, refreshToken: string, method: SignInMethod = 'password') {
  const now = Math.floor(Date.now() / 1000)
  const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS
  const claims: JwtClaims = {
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: now,
    iss: ctx.issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: Math.floor(session.created_at.getTime() / 1000) }],
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  }
  return {
    access_token: await signJwt(claims, ctx.jwtSecret),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

export type SessionJson = Awaited<ReturnType<typeof sessionResponse>>

/**
 * grant_type=password. An unknown email and a wrong password get the same answer after the same
 * work: one bcrypt comparison, against a dummy hash when there is no user, so neither the body
 * nor the time tells whether an account exists.
 */
// audit: ipAddress is the client's address, which GoTrue writes to its audit log entry.
export async function signInWithPassword(ctx: AuthContext, email: string, password: string, ipAddress = ''): Promise<SessionJson> {
  const outcome = await inTransaction(ctx, async (tx) => {
    const found = (await tx.query<{ id: string; encrypted_password: string | null }>(
      'select id, encrypted_password from auth.users where lower(email) = lower($1)', [email.trim()],
    )).rows[0]
    const hash = found?.encrypted_password ?? null
    const matches = await ctx.checkPassword(tx, password, hash ?? DUMMY_PASSWORD_HASH)
    // audit: an existing account's check goes to the hook; a failure's call must outlive this transaction.
    if (found && hash !== null && !matches && ctx.passwordVerificationHook) return { failedFor: found.id, user: null }
    if (found && hash !== null && matches && ctx.passwordVerificationHook) await passwordHook(tx, ctx.passwordVerificationHook, found.id, true)
    if (!found || hash === null || !matches) throw invalidCredentials()
    const user = (await loadUser(tx, 'id = $1', [found.id]))!
    if (isBanned(user)) throw userBanned()
    const started = await startSession(tx, user.id)
    await recordAuthEvent(tx, started.user, 'login', ipAddress)
    return started
  })
  // audit:
  if (outcome.user === null) {
    await inTransaction(ctx, (tx) => passwordHook(tx, ctx.passwordVerificationHook!, outcome.failedFor, false))
    throw invalidCredentials()
  }
  return sessionResponse(ctx, outcome.user, outcome.session, outcome.token)
}

/**
 * GoTrue's own record of an auth event: a row of auth.audit_log_entries, in the event's
 * transaction, with the client's address (the audit trail's sign-in trigger reads the 'login' rows).
 */
export async function recordAuthEvent(tx: Queryable, user: UserRow, action: string, ipAddress: string): Promise<void> {
  await tx.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), $1::json, now(), $2)`,
    [JSON.stringify({ action, actor_id: user.id, actor_username: user.email ?? '', actor_via_sso: false, log_type: 'account', traits: { provider: 'email' } }), ipAddress],
  )
}

export interface StartedSession {
  user: UserRow
  session: SessionRef
  token: string
}

/** A new session and its first refresh token; the sign-in is the user's last_sign_in_at. */
export async function startSession(tx: Queryable, userId: string): Promise<StartedSession> {
  const session = (await tx.query<SessionRef>(
    'insert into auth.sessions (user_id) values ($1) returning id, created_at', [userId],
  )).rows[0]!
  const token = newRefreshToken()
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [token, userId, session.id])
  const user = (await tx.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [userId],
  )).rows[0]!
  return { user, session, token }
}

/** The session JSON GoTrue answers (and puts in a verify link's redirect) for a started session. */
export function startedSessionJson(ctx: AuthContext, started: StartedSession, method: SignInMethod): Promise<SessionJson> {
  return sessionResponse(ctx, started.user, started.session, started.token, method)
}

export { isBanned, loadUser }

// audit: GoTrue's Password Verification Attempt hook: the function gets {user_id, valid}; a
// "reject" decision would refuse the sign-in (this project's hook always continues).
// A database migrated with other migrations (a suite's own) may lack the function: no hook then.
async function passwordHook(tx: Queryable, fn: string, userId: string, valid: boolean): Promise<void> {
  const present = (await tx.query<{ present: boolean }>(`select to_regprocedure($1) is not null as present`, [`${fn}(jsonb)`])).rows[0]
  if (present?.present) await tx.query(`select ${fn}($1::jsonb)`, [JSON.stringify({ user_id: userId, valid })])
}

type RefreshOutcome =
  | { ok: true; user: UserRow; session: SessionRef; token: string }
  | { ok: false; error: 'not_found' | 'already_used' | 'banned' }

/** grant_type=refresh_token: rotate the token; reuse outside the grace period ends the session. */
export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<SessionJson> {
  const outcome = await inTransaction<RefreshOutcome>(ctx, async (tx) => {
    const found = (await tx.query<{ user_id: string; session_id: string; revoked: boolean; recently: boolean }>(
      `select user_id, session_id, revoked, updated_at > now() - make_interval(secs => $2) as recently
         from auth.refresh_tokens where token = $1`,
      [refreshToken, REFRESH_TOKEN_REUSE_SECONDS],
    )).rows[0]
    if (!found) return { ok: false, error: 'not_found' }
    const user = await loadUser(tx, 'id = $1', [found.user_id])
    if (!user) return { ok: false, error: 'not_found' }
    if (isBanned(user)) return { ok: false, error: 'banned' }
    const session = (await tx.query<SessionRef>(
      'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1 returning id, created_at',
      [found.session_id],
    )).rows[0]!
    if (found.revoked) {
      // Two tabs refreshing at once: within the grace period the current token is handed out again.
      const active = found.recently
        ? (await tx.query<{ token: string }>(
            'select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
            [found.session_id],
          )).rows[0]
        : undefined
      if (active) return { ok: true, user, session, token: active.token }
      // Reuse of an old token looks like theft: GoTrue revokes the whole session.
      await tx.query('delete from auth.sessions where id = $1', [found.session_id])
      return { ok: false, error: 'already_used' }
    }
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [refreshToken])
    const token = newRefreshToken()
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
      [token, user.id, found.session_id, refreshToken],
    )
    return { ok: true, user, session, token }
  })
  if (!outcome.ok) {
    if (outcome.error === 'banned') throw userBanned()
    throw outcome.error === 'already_used' ? refreshTokenAlreadyUsed() : refreshTokenNotFound()
  }
  return sessionResponse(ctx, outcome.user, outcome.session, outcome.token)
}

export interface Authenticated {
  user: UserRow
  claims: JwtClaims
}

/** GoTrue's requireAuthentication: a valid access token whose user and session still exist. */
export async function authenticate(ctx: AuthContext, bearer: string | null): Promise<Authenticated> {
  if (!bearer) throw noAuthorization()
  const verified = await verifyJwt(bearer, ctx.jwtSecret)
  if (!verified.ok) throw badJwt(verified.expired ? 'token has invalid claims: token is expired' : verified.message)
  const { claims } = verified
  if (typeof claims.sub !== 'string' || !claims.sub) throw badJwt('invalid claim: missing sub claim')
  const sub = claims.sub
  const user = await inTransaction(ctx, async (tx) => {
    const row = await loadUser(tx, 'id::text = $1', [sub])
    if (row && typeof claims.session_id === 'string') {
      const session = await tx.query('select 1 from auth.sessions where id::text = $1', [claims.session_id])
      if (session.rows.length === 0) throw sessionNotFound()
    }
    return row
  })
  if (!user) throw userNotFound()
  return { user, claims }
}

export type LogoutScope = 'global' | 'local' | 'others'

/** POST /logout: ends this session, every session of the user, or the others. */
export async function logout(ctx: AuthContext, auth: Authenticated, scope: LogoutScope): Promise<void> {
  const sessionId = typeof auth.claims.session_id === 'string' ? auth.claims.session_id : null
  await inTransaction(ctx, async (tx) => {
    if (scope === 'global' || !sessionId) {
      await tx.query('delete from auth.sessions where user_id = $1', [auth.user.id])
    } else if (scope === 'local') {
      await tx.query('delete from auth.sessions where id::text = $1', [sessionId])
    } else {
      await tx.query('delete from auth.sessions where user_id = $1 and id::text <> $2', [auth.user.id, sessionId])
    }
  })
}

export { userJson }
