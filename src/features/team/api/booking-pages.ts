import { adminClient } from '@/lib/admin-client'
import { NEVER_ABORTED } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'
import { isRecord } from '@/lib/json'
import { BOOKING_PAGE_MESSAGES } from '../model/team-admin-messages'

/*
 * Booking pages (a Cal.com or Calendly link offered on the thank-you page): a sales member's
 * own, set by an admin or by themselves, and the team default. The booking link rule's
 * refusals (errcode P0001) are sentences for the person and are shown as they are.
 */

type RpcError = { code: string; message: string }

function failure(error: RpcError): ServiceError {
  return new ServiceError(error.code === 'P0001' && error.message ? error.message : BOOKING_PAGE_MESSAGES.save, { code: error.code, cause: error })
}

const storedLink = (value: unknown) => (typeof value === 'string' ? value : null)

/** Sets (or, with null or blank, removes) a sales member's booking page (admins). */
export async function setMemberBookingUrl(userId: string, url: string | null): Promise<string | null> {
  const { data, error } = await adminClient.rpc('set_member_booking_url', { p_user_id: userId, p_url: url ?? '' })
  if (error) throw failure(error)
  return storedLink(data)
}

/** Sets (or removes) the signed-in sales member's own booking page. */
export async function setMyBookingUrl(url: string | null): Promise<string | null> {
  const { data, error } = await adminClient.rpc('set_my_booking_url', { p_url: url ?? '' })
  if (error) throw failure(error)
  return storedLink(data)
}

/** The team default booking page (admins). */
export async function getTeamBookingUrl(signal: AbortSignal = NEVER_ABORTED): Promise<string | null> {
  const { data, error } = await adminClient.rpc('get_booking_settings').abortSignal(signal)
  if (error) throw new ServiceError(BOOKING_PAGE_MESSAGES.loadSettings, { code: error.code, cause: error })
  if (!isRecord(data)) throw new ServiceError(BOOKING_PAGE_MESSAGES.loadSettings)
  return storedLink(data.default_url)
}

export async function setTeamBookingUrl(url: string | null): Promise<string | null> {
  const { data, error } = await adminClient.rpc('set_booking_settings', { p_default_url: url ?? '' })
  if (error) throw failure(error)
  return isRecord(data) ? storedLink(data.default_url) : null
}
