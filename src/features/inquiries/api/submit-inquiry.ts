import type { InquiryPayload } from '@/content/types'
import type { DataClient } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'
import { isRecord, toJson } from '@/lib/json'
import { SUBMISSION_MESSAGES, submissionErrorMessage, thrownSubmissionMessage } from '../model/submission-errors'

export interface SubmittedInquiry {
  id: string
  createdAt: string
}

/**
 * Sends an inquiry through rpc/submit_inquiry, which validates it on the server.
 * Throws a ServiceError whose message is the spec's catalogue entry.
 */
export async function submitInquiry(client: DataClient, payload: InquiryPayload): Promise<SubmittedInquiry> {
  let response: Awaited<ReturnType<DataClient['rpc']>>
  try {
    response = await client.rpc('submit_inquiry', { payload: toJson(payload) })
  } catch (thrown) {
    throw new ServiceError(thrownSubmissionMessage(thrown), { cause: thrown })
  }
  const { data, error } = response
  if (error) throw new ServiceError(submissionErrorMessage(error), { code: error.code, cause: error })
  if (!isRecord(data) || typeof data.id !== 'string') throw new ServiceError(SUBMISSION_MESSAGES.noData)
  return { id: data.id, createdAt: String(data.created_at ?? '') }
}
