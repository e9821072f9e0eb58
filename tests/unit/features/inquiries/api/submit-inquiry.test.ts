import { describe, expect, it } from 'vitest'
import { submitInquiry } from '@/features/inquiries/api/submit-inquiry'
import { payload, clientAnswering, failureOf } from '../../../../support/inquiry-submission'

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

  it('returns the new id on success, and the withdrawal secret when the server made one', async () => {
    const result = await submitInquiry(
      clientAnswering(async () => ({ data: { id: 'abc', created_at: '2026-01-01', withdrawal_token: null }, error: null })),
      payload,
    )
    expect(result).toEqual({ id: 'abc', createdAt: '2026-01-01', withdrawalToken: null, booking: null })
    const withSecret = await submitInquiry(
      clientAnswering(async () => ({ data: { id: 'abc', created_at: '2026-01-01', withdrawal_token: 's3cr3t' }, error: null })),
      payload,
    )
    expect(withSecret.withdrawalToken).toBe('s3cr3t')
  })

  it('reads the booking page the server offered, and drops one the booking link rule refuses', async () => {
    const answer = (booking: unknown) => clientAnswering(async () => ({ data: { id: 'abc', created_at: 'now', withdrawal_token: null, booking }, error: null }))
    expect((await submitInquiry(answer({ host_name: 'Sam Seller', url: 'https://cal.com/sam/30min' }), payload)).booking)
      .toEqual({ hostName: 'Sam Seller', link: 'https://cal.com/sam/30min' })
    expect((await submitInquiry(answer({ host_name: null, url: 'https://calendly.com/agency/intro' }), payload)).booking)
      .toEqual({ hostName: null, link: 'https://calendly.com/agency/intro' })
    expect((await submitInquiry(answer({ host_name: 'Eve', url: 'https://evil.example/cal.com' }), payload)).booking).toBeNull()
    expect((await submitInquiry(answer('https://cal.com/sam'), payload)).booking).toBeNull()
  })
})
