/**
 * GoTrue's error bodies. Clients that send `X-Supabase-Api-Version: 2024-01-01` (auth-js does)
 * get `{ code, message }` and the version echoed back; older clients get `{ code, error_code, msg }`.
 * auth-js turns either into an AuthApiError with the message and the error code.
 */
export class AuthError extends Error {
  readonly status: number
  readonly errorCode: string

  constructor(status: number, errorCode: string, message: string) {
    super(message)
    this.status = status
    this.errorCode = errorCode
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
      body: { code: error.errorCode, message: error.message },
      headers: { [API_VERSION_HEADER]: API_VERSION_2024 },
    }
  }
  return {
    status: error.status,
    body: { code: error.status, error_code: error.errorCode, msg: error.message },
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
