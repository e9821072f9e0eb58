import type { InquiryPayload } from '@/content/types'
import type { AttributionPayload } from '@/lib/attribution/attribution-store'
import type { ConsentPayload } from '@/lib/consent/consent-payload'
import type { DataClient } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'
import { isRecord, toJson } from '@/lib/json'
import { toOfferedBookingPage, type OfferedBookingPage } from '../model/booking-offer'
import { submissionErrorMessage, thrownSubmissionMessage } from '../model/submission-errors'
import { SUBMISSION_MESSAGES } from '../model/inquiry-messages'

/**
 * What a form sends: its fields, the bot signals the server judges (the hidden field and the
 * time the form was open) and, added on the way out, where the visitor came from and the
 * cookie consent they had given (absent when none was asked or given).
 */
export interface InquirySubmission extends InquiryPayload {
  /** A field people never see; bots fill it in. */
  website?: string
  /** Milliseconds from the form's first render to its submission. */
  form_fill_ms?: number
  attribution?: AttributionPayload
  consent?: ConsentPayload
  /** The browser's user agent (for Meta's matching). */
  client_user_agent?: string
  /** Google Analytics' client id, only with analytics consent. */
  ga_client_id?: string
}

export interface SubmittedInquiry {
  id: string
  createdAt: string
  /** The secret that lets this browser withdraw the lead's consent later; null when it carries none. */
  withdrawalToken: string | null
  /** The booking page to offer the visitor (the lead's owner's, else the team's), or null. */
  booking: OfferedBookingPage | null
}

/** The server's answer (id, created_at, the withdrawal secret and the booking page), or the "no data" failure. */
export function toSubmittedInquiry(data: unknown): SubmittedInquiry {
  if (!isRecord(data) || typeof data.id !== 'string') throw new ServiceError(SUBMISSION_MESSAGES.noData)
  return {
    id: data.id,
    createdAt: String(data.created_at ?? ''),
    withdrawalToken: typeof data.withdrawal_token === 'string' ? data.withdrawal_token : null,
    booking: toOfferedBookingPage(data.booking),
  }
}

/**
 * Sends an inquiry through rpc/submit_inquiry, which validates and screens it on the server.
 * Throws a ServiceError whose message is one of SUBMISSION_MESSAGES.
 */
export async function submitInquiry(client: DataClient, payload: InquirySubmission): Promise<SubmittedInquiry> {
  let response: Awaited<ReturnType<DataClient['rpc']>>
  try {
    response = await client.rpc('submit_inquiry', { payload: toJson(payload) })
  } catch (thrown) {
    throw new ServiceError(thrownSubmissionMessage(thrown), { cause: thrown })
  }
  const { data, error } = response
  if (error) throw new ServiceError(submissionErrorMessage(error), { code: error.code, cause: error })
  return toSubmittedInquiry(data)
}
