import { ServiceError } from '@/lib/errors'
import { isRecord } from '@/lib/json'
import { submissionErrorMessage, thrownSubmissionMessage } from '../model/submission-errors'
import { toSubmittedInquiry, type InquirySubmission, type SubmittedInquiry } from './submit-inquiry'
import { HUMAN_CHECK_MESSAGE } from '../model/inquiry-messages'

/** The Edge Function that checks Turnstile's token, then submits (supabase/functions/). */
export const VERIFIED_SUBMISSION_FUNCTION = 'submit-verified-inquiry'

export interface FunctionsEndpoint {
  /** The Supabase project's URL. */
  url: string
  anonKey: string
  fetch?: typeof fetch
}

/**
 * Sends an inquiry with its Turnstile token through the Edge Function, used only when a
 * Turnstile site key is configured. Its answers have PostgREST's shape (it passes on what
 * rpc/submit_inquiry answered), so they map to the same messages.
 */
export async function submitVerifiedInquiry(
  endpoint: FunctionsEndpoint,
  payload: InquirySubmission,
  token: string | null,
): Promise<SubmittedInquiry> {
  if (!token) throw new ServiceError(submissionErrorMessage({ code: 'P0001', message: HUMAN_CHECK_MESSAGE }))
  let response: Response
  let body: unknown
  try {
    response = await (endpoint.fetch ?? fetch)(`${endpoint.url}/functions/v1/${VERIFIED_SUBMISSION_FUNCTION}`, {
      method: 'POST',
      headers: {
        apikey: endpoint.anonKey,
        Authorization: `Bearer ${endpoint.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ payload, token }),
    })
    body = await response.json().catch(() => null)
  } catch (thrown) {
    throw new ServiceError(thrownSubmissionMessage(thrown), { cause: thrown })
  }
  if (!response.ok) {
    const error = {
      code: isRecord(body) && typeof body.code === 'string' ? body.code : String(response.status),
      message: isRecord(body) && typeof body.message === 'string' ? body.message : response.statusText,
    }
    throw new ServiceError(submissionErrorMessage(error), { code: error.code, cause: body })
  }
  return toSubmittedInquiry(body)
}
