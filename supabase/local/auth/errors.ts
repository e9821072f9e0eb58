/**
 * GoTrue's error bodies. Clients that send `X-Supabase-Api-Version: 2024-01-01` (auth-js does)
 * get `{ code, message }` and the version echoed back; older clients get `{ code, error_code, msg }`.
 * auth-js turns either into an AuthApiError with the message and the error code.
 */
export class AuthError extends Error {
  readonly status: number
  readonly errorCode: string
  /** Fields GoTrue adds beside the message (weak_password's reasons). */
  readonly extra: Record<string, unknown>

  constructor(status: number, errorCode: string, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.status = status
    this.errorCode = errorCode
    this.extra = extra
  }
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version'
const API_VERSION_2024 = '2024-01-01'

/** True when the client asked for the 2024-01-01 API (or later). */
export function wantsApiVersion2024(requested: string | undefined): boolean {
  return Boolean(requested && /^\d{4}-\d{2}-\d{2}$/.test(requested.trim()) && requested.trim() >= API_VERSION_2024)
}

export function renderAuthError(
  error: AuthError,
  requestedVersion: string | undefined,
): { status: number; body: unknown; headers: Record<string, string> } {
  if (wantsApiVersion2024(requestedVersion)) {
    return {
      status: error.status,
      body: { code: error.errorCode, message: error.message, ...error.extra },
      headers: { [API_VERSION_HEADER]: API_VERSION_2024 },
    }
  }
  return {
    status: error.status,
    body: { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra },
    headers: {},
  }
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
export const refreshTokenNotFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
export const refreshTokenAlreadyUsed = () =>
  new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
export const badJwt = (reason: string) =>
  new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`)
export const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
export const userNotFound = () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
export const signupDisabled = () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
export const userBanned = () => new AuthError(400, 'user_banned', 'User is banned')
/** GoTrue's answer past its per-address limit (see rate-limit.ts). */
export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')

/** The admin API (invite, users) answers only the service role (GoTrue's requireAdmin). */
export const notAdmin = () => new AuthError(403, 'not_admin', 'User not allowed')
export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered')
export const invalidEmail = () =>
  new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format')
/** The project-wide limit on emails sent per hour ([auth.rate_limit] email_sent). */
export const overEmailSendRateLimit = () => new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
/** The per-address interval between two emails of a kind (GoTrue's SMTP max frequency). */
export const emailSentTooRecently = (seconds: number) =>
  new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`)
/** An invite or recovery link (or token hash) that is unknown, used, or past its expiry. */
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
export const weakPassword = (minimum: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${minimum} characters.`, { weak_password: { reasons: ['length'] } })
export const samePassword = () =>
  new AuthError(422, 'same_password', 'New password should be different from the old password.')
/** bcrypt reads only 72 bytes: GoTrue refuses longer passwords rather than ignore the rest. */
export const passwordTooLong = () =>
  new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters')
export const adminUserNotFound = () => new AuthError(404, 'user_not_found', 'User not found')
