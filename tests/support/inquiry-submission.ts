// An inquiry sent through submitInquiry with a data client that answers what a test says.
import { expect } from 'vitest'
import type { InquiryPayload } from '@/content/types'
import { submitInquiry } from '@/features/inquiries/api/submit-inquiry'
import type { DataClient } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'

/** A quick form's inquiry as it is sent. */
export const payload: InquiryPayload = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '',
  company: '',
  service_interest: 'General Inquiry',
  budget_range: 'To be discussed',
  project_timeline: 'To be discussed',
  message: 'Hello from the tests.',
  source_page: 'home-simple',
}

/** A data client whose rpc answers (or throws) what the test says. */
export function clientAnswering(answer: () => unknown): DataClient {
  return { rpc: (() => answer()) as unknown as DataClient['rpc'], from: (() => undefined) as unknown as DataClient['from'] }
}

/** What submitInquiry throws when the client answers `answer`. */
export async function failureOf(answer: () => unknown): Promise<ServiceError> {
  const error = await submitInquiry(clientAnswering(answer), payload).then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ServiceError)
  return error as ServiceError
}
