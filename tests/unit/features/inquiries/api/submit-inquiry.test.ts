import { describe, expect, it } from 'vitest'
import type { InquiryPayload } from '@/content/types'
import { submitInquiry } from '@/features/inquiries/api/submit-inquiry'
import type { DataClient } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'

const payload: InquiryPayload = {
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
function clientAnswering(answer: () => unknown): DataClient {
  return { rpc: (() => answer()) as unknown as DataClient['rpc'], from: (() => undefined) as unknown as DataClient['from'] }
}

async function failureOf(answer: () => unknown): Promise<ServiceError> {
  const error = await submitInquiry(clientAnswering(answer), payload).then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ServiceError)
  return error as ServiceError
}

describe('service error catalogue, through submitInquiry', () => {
  it.each([
    [{ code: '42501', message: 'permission denied' }, 'Database permission denied. Please try again or contact support.'],
    [{ code: '23505', message: 'duplicate key value' }, 'A submission with this information already exists.'],
    [{ code: 'P0001', message: 'blocked by RLS policy' }, 'Database security policy error. Please contact support.'],
    [{ code: '22023', message: 'Too many submissions' }, 'Failed to submit inquiry: Too many submissions'],
  ])('maps the database error %o', async (error, message) => {
    expect((await failureOf(async () => ({ data: null, error }))).message).toBe(message)
  })

  it('reports an empty result', async () => {
    expect((await failureOf(async () => ({ data: null, error: null }))).message).toBe(
      'No data returned from submission. Please try again.',
    )
  })

  it('reports a thrown non-Error', async () => {
    expect((await failureOf(() => Promise.reject('boom'))).message).toBe(
      'An unexpected error occurred during submission. Please try again.',
    )
  })

  it('returns the new id on success', async () => {
    const result = await submitInquiry(
      clientAnswering(async () => ({ data: { id: 'abc', created_at: '2026-01-01' }, error: null })),
      payload,
    )
    expect(result).toEqual({ id: 'abc', createdAt: '2026-01-01' })
  })
})
