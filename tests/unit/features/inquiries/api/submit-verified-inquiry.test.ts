import { describe, expect, it, vi } from 'vitest'
import { submitVerifiedInquiry } from '@/features/inquiries/api/submit-verified-inquiry'
import { HUMAN_CHECK_MESSAGE } from '@/features/inquiries/model/inquiry-messages'

describe('the app\'s verified submission', () => {
  const endpoint = (fetch: typeof globalThis.fetch) => ({ url: 'https://project.supabase.example', anonKey: 'anon', fetch })
  const payload = { first_name: 'Ada' } as never

  it('sends the inquiry and the token to the function and reads the answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'i-2', created_at: 'now', withdrawal_token: 'sec' }), { status: 200 }))
    await expect(submitVerifiedInquiry(endpoint(fetch), payload, 'tok')).resolves.toEqual({ id: 'i-2', createdAt: 'now', withdrawalToken: 'sec', booking: null })
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit]
    expect(url).toBe('https://project.supabase.example/functions/v1/submit-verified-inquiry')
    expect(JSON.parse(String(init.body))).toEqual({ payload: { first_name: 'Ada' }, token: 'tok' })
  })

  it('reads the booking page the function passed on from submit_inquiry', async () => {
    const booking = { host_name: 'Sam Seller', url: 'https://cal.com/sam/30min' }
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'i-3', created_at: 'now', withdrawal_token: null, booking }), { status: 200 }))
    await expect(submitVerifiedInquiry(endpoint(fetch), payload, 'tok')).resolves.toMatchObject({ booking: { hostName: 'Sam Seller', link: booking.url } })
  })

  it('fails with the catalogue\'s messages', async () => {
    const refused = vi.fn(async () => new Response(JSON.stringify({ code: 'P0001', message: HUMAN_CHECK_MESSAGE }), { status: 400 }))
    await expect(submitVerifiedInquiry(endpoint(refused), payload, 'tok')).rejects.toThrow(`Failed to submit inquiry: ${HUMAN_CHECK_MESSAGE}`)
    await expect(submitVerifiedInquiry(endpoint(refused), payload, null)).rejects.toThrow(`Failed to submit inquiry: ${HUMAN_CHECK_MESSAGE}`)
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(submitVerifiedInquiry(endpoint(offline), payload, 'tok')).rejects.toThrow('Failed to submit inquiry: Failed to fetch')
  })
})
