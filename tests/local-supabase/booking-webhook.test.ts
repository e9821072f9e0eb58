/**
 * The booking-webhook Edge Function under real Deno behind the stack's gateway, as Cal.com and
 * Calendly post to it: no JWT, the signature with the tool's secret the only key, the body
 * recorded once.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calSignatureHeader } from '../../supabase/functions/_shared/booking/signature'
import { calDelivery, calendlyDelivery, type Delivery } from '../support/booking-deliveries'
import { insertInquiry } from '../support/conversion-fixture'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient
const secrets: Record<'cal.com' | 'calendly', string> = { 'cal.com': '', calendly: '' }

const post = (path: string, delivery: Delivery) =>
  fetch(`${stack.url}/functions/v1/booking-webhook/${path}`, { method: 'POST', headers: delivery.headers, body: delivery.body })

async function meetingsOf(inquiry: string) {
  const { rows } = await stack.db.query<{ status: string; matched_by: string; host_name: string }>(
    'select status, matched_by, host_name from public.inquiry_meetings where inquiry_id = $1',
    [inquiry],
  )
  return rows
}

const statusOf = async (inquiry: string) =>
  (await stack.db.query<{ status: string }>('select status from public.customer_inquiries where id = $1', [inquiry])).rows[0]!.status

const meetingCount = async () => Number((await stack.db.query<{ n: string }>('select count(*) as n from public.inquiry_meetings')).rows[0]!.n)

beforeAll(async () => {
  stack = await startTestStack({ functions: { warm: false } })
  admin = await stack.adminClient()
  for (const provider of ['cal.com', 'calendly'] as const) {
    const made = await admin.rpc('rotate_booking_webhook_secret', { p_provider: provider })
    if (made.error) throw made.error
    secrets[provider] = made.data as string
  }
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

describe('POST /functions/v1/booking-webhook/cal.com', () => {
  it('puts a signed BOOKING_CREATED on its lead, Contacted; the same delivery again changes nothing', async () => {
    const inquiry = await insertInquiry(stack.db, { email: 'cal-visitor@example.com' })
    const delivery = await calDelivery('cal-booking-created', secrets['cal.com'], { reference: inquiry, id: `cal-${inquiry}` })
    const first = await post('cal.com', delivery)
    expect([first.status, await first.json()]).toEqual([200, { outcome: 'recorded', matched: true }])
    expect(await meetingsOf(inquiry)).toEqual([{ status: 'booked', matched_by: 'reference', host_name: 'Dana Sales' }])
    expect(await statusOf(inquiry)).toBe('contacted')
    const again = await post('cal.com', delivery)
    expect([again.status, await again.json()]).toEqual([200, { outcome: 'duplicate', matched: false }])
    expect(await meetingsOf(inquiry)).toHaveLength(1)
  }, 60_000)

  it('refuses a badly signed delivery with 401 and a signed non-JSON body with 400, storing nothing', async () => {
    const before = await meetingCount()
    const forged = await calDelivery('cal-booking-created', 'f'.repeat(64), { id: 'cal-forged' })
    expect((await post('cal.com', forged)).status).toBe(401)
    const unsigned = await post('cal.com', { body: forged.body, headers: { 'content-type': 'application/json' } })
    expect(unsigned.status).toBe(401)
    const notJson = 'triggerEvent=BOOKING_CREATED'
    expect((await post('cal.com', { body: notJson, headers: { 'x-cal-signature-256': await calSignatureHeader(notJson, secrets['cal.com']) } })).status).toBe(400)
    expect(await meetingCount()).toBe(before)
  }, 60_000)
})

describe('POST /functions/v1/booking-webhook/calendly', () => {
  it('puts a fresh invitee.created on the lead with the attendee’s email; refuses a stale one with 401', async () => {
    const inquiry = await insertInquiry(stack.db, { email: 'calendly-visitor@example.com' })
    const id = `https://api.calendly.com/scheduled_events/E/invitees/${inquiry}`
    const stale = await calendlyDelivery('calendly-invitee-created', secrets.calendly, {
      reference: null, email: 'calendly-visitor@example.com', id, signedAt: Math.floor(Date.now() / 1000) - 600,
    })
    expect((await post('calendly', stale)).status).toBe(401)
    expect(await meetingsOf(inquiry)).toEqual([])
    const fresh = await calendlyDelivery('calendly-invitee-created', secrets.calendly, { reference: null, email: 'calendly-visitor@example.com', id })
    expect((await post('calendly', fresh)).status).toBe(200)
    expect(await meetingsOf(inquiry)).toEqual([{ status: 'booked', matched_by: 'email', host_name: 'Dana Sales' }])
    expect(await statusOf(inquiry)).toBe('contacted')
  }, 60_000)
})
