import { paths } from '@/config/paths'
import { adminClient } from '@/lib/admin-client'
import { ServiceError } from '@/lib/errors'
import { passwordErrorMessage, recoveryErrorMessage } from '../model/account-errors'
import { PASSWORD_MIN_LENGTH } from '../model/password-schema'

/** Where the emailed links (invite and recovery) return: this site's set-password page. */
export function setPasswordUrl(origin: string = window.location.origin): string {
  return `${origin}${paths.admin.setPassword.to()}`
}

/**
 * "Forgot password?": Supabase Auth emails a recovery link when the address has an account,
 * and answers the same either way; only its limits are reported.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await adminClient.auth.resetPasswordForEmail(email.trim(), { redirectTo: setPasswordUrl() })
  if (error) throw new ServiceError(recoveryErrorMessage(error), { code: error.code, cause: error })
}

/**
 * The signed-in user's new password (after an invite or recovery link, or from the account
 * menu). Supabase Auth ends the user's other sessions; this one stays.
 */
export async function setNewPassword(password: string): Promise<void> {
  const { error } = await adminClient.auth.updateUser({ password })
  if (error) throw new ServiceError(passwordErrorMessage(error, PASSWORD_MIN_LENGTH), { code: error.code, cause: error })
}

/** What an emailed link put in the address's fragment: the kind of link, or why it failed. */
export interface EmailLinkState {
  type: 'invite' | 'recovery' | null
  /** Supabase Auth's error_code when the link did not verify (otp_expired: used or too old). */
  error: string | null
}

export function readEmailLink(hash: string): EmailLinkState {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const type = params.get('type')
  return {
    type: type === 'invite' || type === 'recovery' ? type : null,
    error: params.get('error_code') ?? params.get('error'),
  }
}

/**
 * The fragment as the page was opened: read when this module loads, before supabase-js has
 * taken the session out of it and cleared it (it does so after a request to the server).
 */
export const EMAIL_LINK_AT_LOAD: EmailLinkState =
  typeof window === 'undefined' ? { type: null, error: null } : readEmailLink(window.location.hash)
