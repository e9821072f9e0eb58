import { describe, expect, it } from 'vitest'
import { quickFormErrorMessage, REDIRECT_DELAY_MS } from '@/features/inquiries/model/display-errors'
import { INQUIRY_DISPLAY } from '@/features/inquiries/model/inquiry-messages'
import { failureOf } from '../../../../support/inquiry-submission'

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
