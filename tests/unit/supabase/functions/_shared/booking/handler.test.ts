import { describe, expect, it, vi } from 'vitest'
import { handleBookingWebhook, requestedProvider, type WebhookDeps } from '../../../../../../supabase/functions/_shared/booking/handler'
import { calSignatureHeader } from '../../../../../../supabase/functions/_shared/booking/signature'
import { sha256Hex } from '../../../../../../supabase/functions/_shared/sha256'
import { calDelivery, calendlyDelivery, type Delivery } from '../../../../../support/booking-deliveries'

const SECRET = 'c'.repeat(64)
const NOW = 1_796_000_000
const BASE = 'http://localhost/functions/v1/booking-webhook'

function deps(overrides: Partial<WebhookDeps> = {}) {
  const record = vi.fn<WebhookDeps['record']>(async () => ({ outcome: 'recorded', meeting_id: 'm', inquiry_id: 'i', matched_by: 'reference' }))
  return { record, deps: { secret: async () => SECRET, record, nowSeconds: () => NOW, ...overrides } satisfies WebhookDeps }
}

const post = (path: string, delivery: Delivery, method = 'POST') =>
  new Request(`${BASE}${path}`, { method, headers: delivery.headers, body: method === 'POST' ? delivery.body : undefined })

describe('booking-webhook', () => {
  it('names the tool by path or by ?provider=', () => {
    expect(requestedProvider(`${BASE}/cal.com`)).toBe('cal.com')
    expect(requestedProvider(`${BASE}?provider=calendly`)).toBe('calendly')
    expect(requestedProvider(`${BASE}/zoom`)).toBeNull()
    expect(requestedProvider(BASE)).toBeNull()
  })

  it('records a signed Cal.com booking with the body’s SHA-256 and answers 200', async () => {
    const { deps: d, record } = deps()
    const delivery = await calDelivery('cal-booking-created', SECRET)
    const response = await handleBookingWebhook(post('/cal.com', delivery), d)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ outcome: 'recorded', matched: true })
    expect(record).toHaveBeenCalledWith('cal.com', await sha256Hex(delivery.body), expect.objectContaining({ status: 'booked', external_id: 'bFJeNb2uX8ANpT3JL5EfXw' }))
  })

  it('records a fresh Calendly delivery (?provider= form)', async () => {
    const { deps: d, record } = deps()
    const response = await handleBookingWebhook(post('?provider=calendly', await calendlyDelivery('calendly-invitee-created', SECRET, { signedAt: NOW - 5 })), d)
    expect(response.status).toBe(200)
    expect(record).toHaveBeenCalledOnce()
  })

  it('refuses with 401, reading nothing, a delivery unsigned, badly signed, stale, or when no secret was made', async () => {
    const cal = await calDelivery('cal-booking-created', SECRET)
    const cases: Array<[Request, Partial<WebhookDeps>]> = [
      [post('/cal.com', { body: cal.body, headers: { 'content-type': 'application/json' } }), {}],
      [post('/cal.com', await calDelivery('cal-booking-created', 'd'.repeat(64))), {}],
      [post('/cal.com', { body: cal.body.replace('Ada', 'Eve'), headers: cal.headers }), {}],
      [post('/calendly', await calendlyDelivery('calendly-invitee-created', SECRET, { signedAt: NOW - 181 })), {}],
      [post('/calendly', await calendlyDelivery('calendly-invitee-created', 'd'.repeat(64), { signedAt: NOW })), {}],
      [post('/cal.com', cal), { secret: async () => null }],
    ]
    for (const [request, overrides] of cases) {
      const { deps: d, record } = deps(overrides)
      const response = await handleBookingWebhook(request, d)
      expect(response.status).toBe(401)
      expect(record).not.toHaveBeenCalled()
    }
  })

  it('answers 400 to a signed body that is not JSON or lacks the booking’s fields, storing nothing', async () => {
    for (const body of ['not json', '{"triggerEvent":"BOOKING_CREATED","payload":{"uid":"x"}}']) {
      const { deps: d, record } = deps()
      const response = await handleBookingWebhook(post('/cal.com', { body, headers: { 'x-cal-signature-256': await calSignatureHeader(body, SECRET) } }), d)
      expect(response.status).toBe(400)
      expect(record).not.toHaveBeenCalled()
    }
  })

  it('acknowledges Cal.com’s PING and a Calendly reschedule’s cancellation without recording', async () => {
    const { deps: d, record } = deps()
    expect((await handleBookingWebhook(post('/cal.com', await calDelivery('cal-ping', SECRET)), d)).status).toBe(200)
    expect(record).not.toHaveBeenCalled()
  })

  it('passes the database’s duplicate answer on with 200', async () => {
    const { deps: d } = deps({ record: async () => ({ outcome: 'duplicate' }) })
    const response = await handleBookingWebhook(post('/cal.com', await calDelivery('cal-booking-created', SECRET)), d)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ outcome: 'duplicate', matched: false })
  })

  it('answers 405 to another method, 404 to an unknown tool, 413 to a huge body, 503 when the database fails', async () => {
    const delivery = await calDelivery('cal-booking-created', SECRET)
    expect((await handleBookingWebhook(post('/cal.com', delivery, 'GET'), deps().deps)).status).toBe(405)
    expect((await handleBookingWebhook(post('/zoom', delivery), deps().deps)).status).toBe(404)
    const huge = { body: 'x'.repeat(300 * 1024), headers: delivery.headers }
    expect((await handleBookingWebhook(post('/cal.com', huge), deps().deps)).status).toBe(413)
    const failing = deps({ record: async () => { throw new Error('down') } }).deps
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await handleBookingWebhook(post('/cal.com', delivery), failing)).status).toBe(503)
  })
})
