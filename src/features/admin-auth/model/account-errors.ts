import { ACCOUNT_MESSAGES } from './admin-auth-messages'

/** The parts of a supabase-js AuthError the account pages read. */
interface AuthFailure {
  status?: number
  code?: string
  message?: string
}

const failure = (error: unknown): AuthFailure => (typeof error === 'object' && error !== null ? (error as AuthFailure) : {})

/**
 * What "Forgot password?" says when Supabase Auth refuses: its limits, told apart (the
 * per-address wait, with its seconds; the project's hourly email budget; too many requests).
 */
export function recoveryErrorMessage(error: unknown): string {
  const { status, code, message = '' } = failure(error)
  if (code === 'over_email_send_rate_limit') {
    const seconds = /after (\d+) seconds?/.exec(message)?.[1]
    return seconds ? ACCOUNT_MESSAGES.sentRecently(Number(seconds)) : ACCOUNT_MESSAGES.tooManyEmails
  }
  if (code === 'over_request_rate_limit' || status === 429) return ACCOUNT_MESSAGES.tooManyRequests
  if (code === 'validation_failed' || code === 'email_address_invalid') return ACCOUNT_MESSAGES.emailInvalid
  return ACCOUNT_MESSAGES.sendFailed
}

/** What a password form says when Supabase Auth refuses the new password. */
export function passwordErrorMessage(error: unknown, minimumLength: number): string {
  const { code, status } = failure(error)
  if (code === 'weak_password') return ACCOUNT_MESSAGES.passwordTooShort(minimumLength)
  if (code === 'same_password') return ACCOUNT_MESSAGES.samePassword
  if (code === 'session_not_found' || code === 'no_authorization' || code === 'bad_jwt' || status === 401) return ACCOUNT_MESSAGES.sessionEnded
  return ACCOUNT_MESSAGES.saveFailed
}
