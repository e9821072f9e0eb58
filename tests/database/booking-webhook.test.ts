/**
 * The booking webhook's database side: the signing secret per tool (made by an admin, shown
 * once, a hint after, read only by the service role), recording a verified delivery
 * (once-effective by the body's SHA-256; matched by the carried reference, else the attendee's
 * email among the last 30 days' leads, else unmatched; a reschedule or a cancellation updates
 * the booking's row; the lead moves from New to Contacted and is touched), and an admin
 * attaching an unmatched booking.
 */
import { createHash } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { insertInquiry } from '../support/conversion-fixture'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient
let service: SupabaseClient
let stranger: SupabaseClient

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
  service = stack.serviceClient()
  await stack.createUser('booking-stranger@example.com', 'stranger-password-1')
  stranger = await stack.signedInClient('booking-stranger@example.com', 'stranger-password-1')
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.db.exec('delete from public.inquiry_meetings; delete from private.booking_webhook_deliveries; delete from public.customer_inquiries;')
})

let bodies = 0
/** A distinct body digest per call unless one is given (the same delivery sent again). */
const digest = (body = `body-${(bodies += 1)}-${Math.random()}`) => createHash('sha256').update(body).digest('hex')

interface EventFields {
  status?: 'booked' | 'rescheduled' | 'cancelled'
  external_id?: string
  previous_external_id?: string | null
  starts_at?: string | null
  attendee_email?: string | null
  reference?: string | null
}

function event(fields: EventFields = {}) {
  return {
    status: 'booked',
    external_id: 'booking-1',
    previous_external_id: null,
    starts_at: '2026-12-03T14:00:00.000Z',
    ends_at: '2026-12-03T14:30:00.000Z',
    host_name: 'Dana Sales',
    host_email: 'dana.sales@example.com',
    attendee_name: 'Ada Visitor',
    attendee_email: 'ada@example.com',
    reference: null,
    ...fields,
  }
}

async function record(fields: EventFields = {}, bodySha256 = digest(), provider = 'cal.com') {
  const { data, error } = await service.rpc('record_booking_event', { p_provider: provider, p_body_sha256: bodySha256, p_event: event(fields) })
  expect(error).toBeNull()
  return data as { outcome: string; meeting_id?: string; inquiry_id?: string | null; matched_by?: string | null }
}

async function meetings() {
  const { rows } = await stack.db.query<{ inquiry_id: string | null; external_id: string; status: string; starts_at: Date; matched_by: string | null }>(
    'select inquiry_id, external_id, status, starts_at, matched_by from public.inquiry_meetings order by booked_at',
  )
  return rows
}

async function lead(id: string) {
  const { rows } = await stack.db.query<{ status: string; first_touched_at: Date | null }>(
    'select status, first_touched_at from public.customer_inquiries where id = $1',
    [id],
  )
  return rows[0]!
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

describe('booking webhook secrets', () => {
  it('are made by an admin, answered once, then seen only as a hint; the service role reads the secret', async () => {
    const made = await admin.rpc('rotate_booking_webhook_secret', { p_provider: 'calendly' })
    expect(made.error).toBeNull()
    const secret = made.data as string
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    const hints = await admin.rpc('booking_webhook_secret_hints')
    expect(hints.data).toEqual([{ provider: 'calendly', hint: `${secret.slice(0, 4)}…${secret.slice(-4)}`, created_at: expect.any(String) }])
    expect((await service.rpc('booking_webhook_secret', { p_provider: 'calendly' })).data).toBe(secret)
    expect((await service.rpc('booking_webhook_secret', { p_provider: 'cal.com' })).data).toBeNull()
  })

  it('remaking a secret ends the old one', async () => {
    const first = (await admin.rpc('rotate_booking_webhook_secret', { p_provider: 'cal.com' })).data as string
    const second = (await admin.rpc('rotate_booking_webhook_secret', { p_provider: 'cal.com' })).data as string
    expect(second).not.toBe(first)
    expect((await service.rpc('booking_webhook_secret', { p_provider: 'cal.com' })).data).toBe(second)
  })

  it('refuses another tool with a clear message, and anyone but an admin', async () => {
    const other = await admin.rpc('rotate_booking_webhook_secret', { p_provider: 'zoom' })
    expect(other.error).toMatchObject({ code: 'P0001', message: 'The booking tool must be Cal.com or Calendly.' })
    expect((await stranger.rpc('rotate_booking_webhook_secret', { p_provider: 'cal.com' })).error?.code).toBe('42501')
    expect((await stranger.rpc('booking_webhook_secret_hints')).error?.code).toBe('42501')
    expect((await stranger.rpc('booking_webhook_secret', { p_provider: 'cal.com' })).error?.code).toBe('42501')
    expect((await admin.rpc('booking_webhook_secret', { p_provider: 'cal.com' })).error?.code).toBe('42501')
  })
})

describe('record_booking_event', () => {
  it('matches by the carried reference first, moves the lead to Contacted and touches it', async () => {
    const byEmail = await insertInquiry(stack.db, { email: 'ada@example.com' })
    const referenced = await insertInquiry(stack.db, { email: 'someone-else@example.com', createdAt: daysAgo(2) })
    const result = await record({ reference: referenced })
    expect(result).toMatchObject({ outcome: 'recorded', inquiry_id: referenced, matched_by: 'reference' })
    expect(await lead(referenced)).toMatchObject({ status: 'contacted', first_touched_at: expect.any(Date) })
    expect((await lead(byEmail)).status).toBe('new')
  })

  it('else matches the newest lead of the last 30 days with the attendee’s email, case aside', async () => {
    await insertInquiry(stack.db, { email: 'ada@example.com', createdAt: daysAgo(20) })
    const newest = await insertInquiry(stack.db, { email: 'Ada@Example.com', createdAt: daysAgo(1) })
    await insertInquiry(stack.db, { email: 'ada@example.com', createdAt: daysAgo(0), screening: 'spam' })
    await insertInquiry(stack.db, { email: 'ada@example.com', createdAt: daysAgo(0), deletedAt: daysAgo(0) })
    expect(await record({ reference: '11111111-1111-4111-8111-111111111111' })).toMatchObject({ inquiry_id: newest, matched_by: 'email' })
  })

  it('keeps a booking unmatched when no reference or recent lead fits', async () => {
    await insertInquiry(stack.db, { email: 'ada@example.com', createdAt: daysAgo(31) })
    expect(await record({ reference: 'not-a-reference' })).toMatchObject({ outcome: 'recorded', inquiry_id: null, matched_by: null })
    expect(await meetings()).toEqual([expect.objectContaining({ inquiry_id: null, matched_by: null, status: 'booked' })])
  })

  it('leaves a lead further along than New at its status', async () => {
    const id = await insertInquiry(stack.db, { email: 'ada@example.com' })
    await stack.db.query("update public.customer_inquiries set status = 'converted' where id = $1", [id])
    await record({ reference: id })
    expect((await lead(id)).status).toBe('converted')
  })

  it('is once-effective: the same body again answers duplicate and changes nothing, even after a later change', async () => {
    const id = await insertInquiry(stack.db, { email: 'ada@example.com' })
    const created = digest('created')
    await record({ reference: id }, created)
    await record({ status: 'cancelled', starts_at: null }, digest('cancelled'))
    expect(await record({ reference: id }, created)).toEqual({ outcome: 'duplicate' })
    expect(await meetings()).toEqual([expect.objectContaining({ status: 'cancelled', inquiry_id: id })])
  })

  it('moves a rescheduled booking (new id, old id carried) and keeps the time a cancellation cancelled', async () => {
    const id = await insertInquiry(stack.db, { email: 'ada@example.com' })
    await record({ reference: id })
    await record({ status: 'rescheduled', external_id: 'booking-2', previous_external_id: 'booking-1', starts_at: '2026-12-04T09:00:00.000Z' })
    await record({ status: 'cancelled', external_id: 'booking-2', starts_at: null })
    expect(await meetings()).toEqual([
      { inquiry_id: id, external_id: 'booking-2', status: 'cancelled', starts_at: new Date('2026-12-04T09:00:00.000Z'), matched_by: 'reference' },
    ])
  })

  it('keeps the same booking id of each tool apart', async () => {
    await record({}, digest(), 'cal.com')
    await record({}, digest(), 'calendly')
    expect(await meetings()).toHaveLength(2)
  })

  it('refuses an event without its tool, status or id, storing nothing', async () => {
    for (const [provider, fields] of [['zoom', {}], ['cal.com', { status: 'maybe' }], ['cal.com', { external_id: '' }]] as const) {
      const { error } = await service.rpc('record_booking_event', { p_provider: provider, p_body_sha256: digest(), p_event: event(fields as EventFields) })
      expect(error).toMatchObject({ code: 'P0001', message: 'The booking event lacks its tool, status or booking id.' })
    }
    expect(await meetings()).toEqual([])
    expect((await stack.db.query('select 1 from private.booking_webhook_deliveries')).rows).toEqual([])
  })

  it('is the service role’s alone', async () => {
    const args = { p_provider: 'cal.com', p_body_sha256: digest(), p_event: event() }
    expect((await admin.rpc('record_booking_event', args)).error?.code).toBe('42501')
    expect((await stranger.rpc('record_booking_event', args)).error?.code).toBe('42501')
  })
})

describe('attach_meeting', () => {
  it('lets an admin attach an unmatched booking to a lead, which moves to Contacted', async () => {
    const { meeting_id: meeting } = await record()
    const id = await insertInquiry(stack.db, { email: 'other@example.com', createdAt: daysAgo(60) })
    const { error } = await admin.rpc('attach_meeting', { p_meeting: meeting, p_inquiry: id })
    expect(error).toBeNull()
    expect(await meetings()).toEqual([expect.objectContaining({ inquiry_id: id, matched_by: 'admin' })])
    expect(await lead(id)).toMatchObject({ status: 'contacted', first_touched_at: expect.any(Date) })
  })

  it('says clearly when the lead or the meeting is gone, changing nothing', async () => {
    const { meeting_id: meeting } = await record()
    const trashed = await insertInquiry(stack.db, { deletedAt: daysAgo(0) })
    const gone = await admin.rpc('attach_meeting', { p_meeting: meeting, p_inquiry: trashed })
    expect(gone.error).toMatchObject({ code: 'P0001', message: 'That lead does not exist or is in the trash.' })
    const id = await insertInquiry(stack.db)
    const noMeeting = await admin.rpc('attach_meeting', { p_meeting: '22222222-2222-4222-8222-222222222222', p_inquiry: id })
    expect(noMeeting.error).toMatchObject({ code: 'P0001', message: 'That meeting no longer exists.' })
    expect((await lead(id)).status).toBe('new')
    expect(await meetings()).toEqual([expect.objectContaining({ inquiry_id: null })])
  })

  it('refuses anyone but an admin', async () => {
    const { meeting_id: meeting } = await record()
    const id = await insertInquiry(stack.db)
    expect((await stranger.rpc('attach_meeting', { p_meeting: meeting, p_inquiry: id })).error?.code).toBe('42501')
  })
})
