/**
 * GoTrue's email flows, as supabase-js calls them: an admin's invite (POST /invite), "forgot
 * password" (POST /recover), following the emailed link (GET /verify, or POST /verify with the
 * token hash), a signed-in user's password change (PUT /user), and the admin API's delete.
 *
 * As GoTrue does: an email carries a one-time token whose SHA-224 hash (of the address and the
 * token) is kept in auth.users and put in the link; following the link spends it and starts a
 * session, handed to the redirect URL in its fragment (the implicit flow). Emails go to the
 * local mailbox folder, since the stand-in has no mail server.
 */
import { createHash, randomInt } from 'node:crypto'
import type { Queryable } from '../db/database'
import { writeMailboxFile } from '../mailbox'
import type { AuthEmailSettings, EmailTemplate } from './email-settings'
import {
  adminUserNotFound, AuthError, emailExists, emailSentTooRecently, invalidEmail, otpExpired, overEmailSendRateLimit,
  passwordTooLong, samePassword, userBanned, weakPassword,
} from './errors'
import type { RateLimiter } from './rate-limit'
import { isBanned, loadUser, recordAuthEvent, startedSessionJson, startSession } from './sessions'
import type { AuthContext, Authenticated, SessionJson, SignInMethod } from './sessions'
import { USER_COLUMNS, userJson } from './user-json'
import type { UserRow } from './user-json'

export interface AccountsContext extends AuthContext {
  email: AuthEmailSettings
  /** Where the emails are written; null: nowhere (they are still counted and their tokens kept). */
  mailDir: string | null
  /** The project-wide hourly email budget; null: unlimited. */
  emailLimiter: RateLimiter | null
}

/** GoTrue's sender when the project has no SMTP settings of its own. */
const SENDER = 'Supabase Auth <noreply@mail.app.supabase.io>'

// GoTrue's address check (and its 255-character cap).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function validEmail(value: string): string {
  const email = value.trim().toLowerCase()
  if (!email || email.length > 255 || !EMAIL_PATTERN.test(email)) throw invalidEmail()
  return email
}

/** GoTrue's token hash: hex SHA-224 of the address followed by the one-time token. */
export function tokenHash(email: string, token: string): string {
  return createHash('sha224').update(`${email}${token}`).digest('hex')
}

function globPattern(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) => part.split('*').map((piece) => piece.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')).join('[^./]*'))
    .join('.*')
  return new RegExp(`^${source}$`)
}

/**
 * GoTrue's rule for redirect_to: any address on the Site URL's host, or one the allow list
 * (additional_redirect_urls, with * and ** globs) matches; anything else falls back to the
 * Site URL, so a link never sends a session to somebody else's site.
 */
export function allowedRedirect(settings: AuthEmailSettings, requested: string | null): string {
  if (!requested) return settings.siteUrl
  let target: URL
  try {
    target = new URL(requested)
  } catch {
    return settings.siteUrl
  }
  try {
    if (new URL(settings.siteUrl).hostname === target.hostname) return requested
  } catch {
    // a Site URL that is no URL allows nothing by host
  }
  return settings.additionalRedirectUrls.some((glob) => globPattern(glob).test(requested)) ? requested : settings.siteUrl
}

function render(template: EmailTemplate, fields: Record<string, string>): { subject: string; body: string } {
  const fill = (text: string) => text.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) => fields[name] ?? whole)
  return { subject: fill(template.subject), body: fill(template.content) }
}

type EmailKind = 'invite' | 'recovery'

interface PendingEmail {
  kind: EmailKind
  email: string
  token: string
  hash: string
  redirectTo: string
}

function newEmailToken(kind: EmailKind, email: string, redirectTo: string): PendingEmail {
  const token = String(randomInt(0, 1_000_000)).padStart(6, '0')
  return { kind, email, token, hash: tokenHash(email, token), redirectTo }
}

/** The project's hourly budget, spent before anything is stored (GoTrue refuses, changing nothing). */
function spendEmail(ctx: AccountsContext): void {
  if (ctx.emailLimiter && !ctx.emailLimiter.take('project')) throw overEmailSendRateLimit()
}

function deliver(ctx: AccountsContext, pending: PendingEmail): void {
  const link = new URL(`${ctx.issuer}/verify`)
  link.searchParams.set('token', pending.hash)
  link.searchParams.set('type', pending.kind)
  link.searchParams.set('redirect_to', pending.redirectTo)
  const { subject, body } = render(ctx.email.templates[pending.kind], {
    ConfirmationURL: link.toString(),
    SiteURL: ctx.email.siteUrl,
    Email: pending.email,
    Token: pending.token,
    TokenHash: pending.hash,
    RedirectTo: pending.redirectTo,
  })
  if (!ctx.mailDir) return
  try {
    writeMailboxFile(ctx.mailDir, { from: SENDER, to: pending.email, subject, body })
  } catch (error) {
    console.error('[local-stack] could not write an auth email:', error)
    throw new AuthError(500, 'unexpected_failure', pending.kind === 'invite' ? 'Error sending invite email' : 'Error sending recovery email')
  }
}

/** POST /invite (service role): creates the user, or invites again one who never accepted. */
export async function inviteUser(
  ctx: AccountsContext, rawEmail: string, data: Record<string, unknown>, redirectTo: string | null,
): Promise<ReturnType<typeof userJson>> {
  const email = validEmail(rawEmail)
  const pending = newEmailToken('invite', email, allowedRedirect(ctx.email, redirectTo))
  const user = await ctx.db.transaction(async (tx) => {
    const existing = await loadUser(tx, 'lower(email) = $1', [email])
    if (existing?.email_confirmed_at) throw emailExists()
    spendEmail(ctx)
    const row = existing
      ? await tx.query<UserRow>(
        `update auth.users set confirmation_token = $2, invited_at = now(), confirmation_sent_at = now(),
                raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $3::jsonb, updated_at = now()
          where id = $1 returning ${USER_COLUMNS}`,
        [existing.id, pending.hash, JSON.stringify(data)],
      )
      : await tx.query<UserRow>(
        `insert into auth.users (email, raw_user_meta_data, confirmation_token, invited_at, confirmation_sent_at)
         values ($1, $2::jsonb, $3, now(), now()) returning ${USER_COLUMNS}`,
        [email, JSON.stringify(data), pending.hash],
      )
    return row.rows[0]!
  })
  deliver(ctx, pending)
  return userJson(user)
}

/**
 * POST /recover: emails a recovery link. An address without an account gets the same empty
 * 200 and no email, so the answer never tells who has an account.
 */
export async function recoverPassword(ctx: AccountsContext, rawEmail: string, redirectTo: string | null): Promise<void> {
  if (!rawEmail.trim()) throw new AuthError(422, 'validation_failed', 'Password recovery requires an email')
  const email = validEmail(rawEmail)
  const pending = newEmailToken('recovery', email, allowedRedirect(ctx.email, redirectTo))
  const sent = await ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, 'lower(email) = $1', [email])
    if (!user) return false
    if (user.recovery_sent_at) {
      const wait = Math.ceil(user.recovery_sent_at.getTime() / 1000 + ctx.email.maxFrequencySeconds - Date.now() / 1000)
      if (wait > 0) throw emailSentTooRecently(wait)
    }
    spendEmail(ctx)
    await tx.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
      [user.id, pending.hash],
    )
    return true
  })
  if (sent) deliver(ctx, pending)
}

const VERIFY_TYPES = ['invite', 'recovery', 'signup', 'magiclink', 'email', 'email_change'] as const
type VerifyType = (typeof VERIFY_TYPES)[number]

export function verifyType(value: string): VerifyType {
  if ((VERIFY_TYPES as readonly string[]).includes(value)) return value as VerifyType
  throw new AuthError(400, 'validation_failed', 'Unsupported verification type')
}

/**
 * Spends an invite or recovery token and starts a session. Unknown, used and expired tokens
 * are one answer (otp_expired); so are the kinds of link this stand-in never sends.
 */
export async function verifyToken(
  ctx: AccountsContext, type: VerifyType, hash: string, ipAddress = '',
): Promise<{ session: SessionJson; type: VerifyType }> {
  if (type !== 'invite' && type !== 'recovery') throw otpExpired()
  const [tokenColumn, sentColumn] = type === 'invite' ? ['confirmation_token', 'invited_at'] : ['recovery_token', 'recovery_sent_at']
  const started = await ctx.db.transaction(async (tx) => {
    const user = hash ? await loadUser(tx, `${tokenColumn} = $1`, [hash]) : undefined
    const sentAt = user?.[sentColumn as 'invited_at' | 'recovery_sent_at']
    if (!user || !sentAt || sentAt.getTime() + ctx.email.otpExpirySeconds * 1000 < Date.now()) throw otpExpired()
    if (isBanned(user)) throw userBanned()
    // Following the link proves the address: an invited user is confirmed by it.
    await tx.query(
      `update auth.users set ${tokenColumn} = '', email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
      [user.id],
    )
    const started = await startSession(tx, user.id)
    // As GoTrue logs them: a recovery link is a sign-in ('login'), an accepted invite a sign-up.
    await recordAuthEvent(tx, started.user, type === 'recovery' ? 'login' : 'user_signedup', ipAddress)
    return started
  })
  return { session: await startedSessionJson(ctx, started, type as SignInMethod), type }
}

/** The fragment GoTrue's implicit flow appends to the redirect URL after a verified link. */
export function sessionFragment(session: SessionJson, type: VerifyType): string {
  const params = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  })
  return params.toString()
}

/** What GoTrue appends for a link that did not verify: the app shows "the link has expired". */
export function errorFragment(error: AuthError): string {
  const description = error.errorCode === 'otp_expired' ? 'Email link is invalid or has expired' : error.message
  return new URLSearchParams({ error: 'access_denied', error_code: error.errorCode, error_description: description }).toString()
}

/**
 * PUT /user: the signed-in user's password (and user_metadata). A new password ends the
 * user's other sessions, as GoTrue does; this one stays signed in.
 */
export async function updateUser(ctx: AccountsContext, auth: Authenticated, body: Record<string, unknown>): Promise<ReturnType<typeof userJson>> {
  if (body.email !== undefined || body.phone !== undefined) {
    throw new AuthError(422, 'validation_failed', 'The local stack does not implement changing the email or phone')
  }
  const password = body.password
  const data = body.data
  if (password !== undefined && typeof password !== 'string') throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON')
  if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON')
  }
  if (typeof password === 'string') {
    if ([...password].length < ctx.email.minimumPasswordLength) throw weakPassword(ctx.email.minimumPasswordLength)
    if (Buffer.byteLength(password) > 72) throw passwordTooLong()
  }
  const sessionId = typeof auth.claims.session_id === 'string' ? auth.claims.session_id : null
  const user = await ctx.db.transaction(async (tx: Queryable) => {
    if (typeof password === 'string') {
      const current = (await tx.query<{ encrypted_password: string | null }>(
        'select encrypted_password from auth.users where id = $1', [auth.user.id],
      )).rows[0]?.encrypted_password
      if (current && (await ctx.checkPassword(tx, password, current))) throw samePassword()
      await tx.query(
        `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')), updated_at = now() where id = $1`,
        [auth.user.id, password],
      )
      await tx.query('delete from auth.sessions where user_id = $1 and ($2::text is null or id::text <> $2)', [auth.user.id, sessionId])
    }
    if (data !== undefined) {
      await tx.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
        [auth.user.id, JSON.stringify(data)],
      )
    }
    return (await loadUser(tx, 'id = $1', [auth.user.id]))!
  })
  return userJson(user)
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** DELETE /admin/users/:id (service role): the user, their sessions and what cascades from them. */
export async function deleteUser(ctx: AccountsContext, id: string): Promise<void> {
  if (!UUID_PATTERN.test(id)) throw new AuthError(400, 'validation_failed', 'user_id must be an UUID')
  const deleted = await ctx.db.transaction((tx) => tx.query('delete from auth.users where id = $1 returning id', [id]))
  if (deleted.rows.length === 0) throw adminUserNotFound()
}
