import { describe, expect, it } from 'vitest'
import { submissionErrorMessage, thrownSubmissionMessage } from '@/features/inquiries/model/submission-errors'
import { SUBMISSION_MESSAGES } from '@/features/inquiries/model/inquiry-messages'

describe('inquiry submission error catalogue', () => {
  it('maps permission denied (42501)', () => {
    expect(submissionErrorMessage({ code: '42501', message: 'permission denied for function' })).toBe(
      'Database permission denied. Please try again or contact support.',
    )
  })

  it('maps a duplicate (23505)', () => {
    expect(submissionErrorMessage({ code: '23505', message: 'duplicate key' })).toBe(
      'A submission with this information already exists.',
    )
  })

  it('maps a message mentioning RLS', () => {
    expect(submissionErrorMessage({ code: 'XX000', message: 'new row violates row-level security policy' })).toBe(
      'Database security policy error. Please contact support.',
    )
    expect(submissionErrorMessage({ code: '', message: 'RLS blocked it' })).toBe(SUBMISSION_MESSAGES.securityPolicy)
  })

  it('prefixes any other message', () => {
    expect(submissionErrorMessage({ code: '22023', message: 'Please enter a valid email address' })).toBe(
      'Failed to submit inquiry: Please enter a valid email address',
    )
  })

  it('maps thrown errors and non-errors', () => {
    expect(thrownSubmissionMessage(new TypeError('Failed to fetch'))).toBe('Failed to submit inquiry: Failed to fetch')
    expect(thrownSubmissionMessage('boom')).toBe(
      'An unexpected error occurred during submission. Please try again.',
    )
  })

  it('has the empty-result message', () => {
    expect(SUBMISSION_MESSAGES.noData).toBe('No data returned from submission. Please try again.')
  })
})
