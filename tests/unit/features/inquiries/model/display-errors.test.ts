import { describe, expect, it } from 'vitest'
import type { InquiryPayload } from '@/content/types'
import { submitInquiry } from '@/features/inquiries/api/submit-inquiry'
import { INQUIRY_DISPLAY, quickFormErrorMessage, REDIRECT_DELAY_MS } from '@/features/inquiries/model/display-errors'
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

describe('quick form display messages', () => {
  it('explains a network failure', async () => {
    // What postgrest-js reports when fetch itself fails.
    const error = await failureOf(async () => ({ data: null, error: { code: '', message: 'TypeError: Failed to fetch' } }))
    expect(quickFormErrorMessage(error)).toBe('Network connection issue. Please check your internet connection and try again.')
    const thrown = await failureOf(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(quickFormErrorMessage(thrown)).toBe('Network connection issue. Please check your internet connection and try again.')
  })

  it('explains Unauthorized and Forbidden', () => {
    expect(quickFormErrorMessage(new Error('Failed to submit inquiry: Unauthorized'))).toBe(
      'Authorization error. Please refresh the page and try again.',
    )
    expect(quickFormErrorMessage(new Error('Failed to submit inquiry: Forbidden'))).toBe(
      'Access denied. Please contact support if this persists.',
    )
  })

  it('falls back to the default message', () => {
    expect(quickFormErrorMessage(new Error('A submission with this information already exists.'))).toBe(
      'There was an error sending your message. Please try again.',
    )
    expect(quickFormErrorMessage(undefined)).toBe('There was an error sending your message. Please try again.')
  })

  it('keeps the spec texts of the other outcomes', () => {
    expect(INQUIRY_DISPLAY.failureTitle).toBe('Submission Failed')
    expect(INQUIRY_DISPLAY.detailedFailure).toBe('There was an error submitting your inquiry. Please try again.')
    expect(`${INQUIRY_DISPLAY.detailedSuccess.title} ${INQUIRY_DISPLAY.detailedSuccess.description}`).toBe(
      'Success! Your inquiry has been submitted successfully. Redirecting to confirmation page...',
    )
    expect(`${INQUIRY_DISPLAY.quickSuccess.title} ${INQUIRY_DISPLAY.quickSuccess.description}`).toBe(
      "Message Sent Successfully! Thanks for reaching out! We'll get back to you within 24 hours.",
    )
    expect(REDIRECT_DELAY_MS).toEqual({ detailed: 1000, quick: 1500 })
  })
})
