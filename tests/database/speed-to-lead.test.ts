/**
 * public.speed_to_lead: for a period's leads (clear, not in the trash, created from p_from up to
 * p_to), the time to the first touch per owner (median and 90th percentile among the touched,
 * the untouched counted apart) and the leads that booked a meeting per source and campaign.
 * Its speed at 10,000 inquiries is measured by `npm run seed:inquiries`.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertInquiry, type FixtureInquiry } from '../support/conversion-fixture'
import { startTestStack, uniqueSuffix, type TestStack, type TestUser } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient
let ana: TestUser
let ben: TestUser
let anaClient: SupabaseClient

const OCTOBER = { p_from: '2026-10-01T00:00:00Z', p_to: '2026-11-01T00:00:00Z' }
const CREATED = '2026-10-15T12:00:00Z'
const after = (seconds: number) => new Date(Date.parse(CREATED) + seconds * 1000).toISOString()

/** A lead of `owner`, touched `touchedAfter` seconds after it arrived (never, when absent). */
async function lead(owner: TestUser | null, touchedAfter?: number, inquiry: FixtureInquiry = {}): Promise<string> {
  const id = await insertInquiry(stack.db, { createdAt: CREATED, ...inquiry })
  await stack.db.query('update public.customer_inquiries set owner_id = $2, first_touched_at = $3 where id = $1', [
    id, owner?.id ?? null, touchedAfter === undefined ? null : new Date(Date.parse(inquiry.createdAt ?? CREATED) + touchedAfter * 1000).toISOString(),
  ])
  return id
}

/** A meeting booked on a lead (the first-touch trigger touches it then, if nothing did before). */
async function meeting(inquiryId: string | null, bookedAt: string, status = 'booked'): Promise<void> {
  await stack.db.query(
    `insert into public.inquiry_meetings (inquiry_id, provider, external_id, status, booked_at, matched_by, attendee_email)
     values ($1, 'cal.com', $2, $3, $4, case when $1::uuid is null then null else 'reference' end, 'someone@example.com')`,
    [inquiryId, `booking-${uniqueSuffix()}`, status, bookedAt],
  )
}

const google = { lastUtmSource: 'google', lastUtmMedium: 'cpc', lastUtmCampaign: 'brand' }

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
  ana = await stack.createMember(`ana-${uniqueSuffix()}@agency.test`, 'ana-password-1', 'sales')
  ben = await stack.createMember(`ben-${uniqueSuffix()}@agency.test`, 'ben-password-1', 'sales')
  await stack.db.query(`update public.team_members set display_name = 'Ana Lopez' where user_id = $1`, [ana.id])
  await stack.db.query(`update public.team_members set display_name = 'Ben Ode', active = false where user_id = $1`, [ben.id])
  anaClient = await stack.signedInClient(ana.email, ana.password)

  // Ana's: touched after 1, 2 and 10 minutes, one untouched; two from the brand campaign, one
  // of which booked a meeting after it was touched (and a second meeting, cancelled: one lead).
  const booked = await lead(ana, 60, google)
  await meeting(booked, after(300))
  await meeting(booked, after(400), 'cancelled')
  await lead(ana, 120, google)
  await lead(ana, 600)
  await lead(ana)
  // Ben's (deactivated since): touched by the meeting booked 30 seconds after the lead arrived.
  const bens = await lead(ben, undefined, { lastUtmSource: 'newsletter', lastUtmMedium: 'email' })
  await meeting(bens, after(30))
  // Unassigned and untouched.
  await lead(null)
  // Not October's leads: held, spam, trashed, arrived on the period's end, and an unmatched meeting.
  await lead(ana, 5, { screening: 'held' })
  await lead(ana, 5, { screening: 'spam' })
  await lead(ana, 5, { deletedAt: '2026-10-20T00:00:00Z' })
  await lead(ana, 5, { createdAt: OCTOBER.p_to })
  await meeting(null, after(10))
}, 120_000)

afterAll(() => stack?.stop())

describe('speed to lead', () => {
  it('times the first touch per owner and counts the leads that booked, per source and campaign', async () => {
    const { data, error } = await admin.rpc('speed_to_lead', OCTOBER)
    expect(error).toBeNull()
    expect(data).toEqual({
      owners: [
        // Median of 60, 120, 600 s is 120; the 90th percentile lies 80% of the way from 120 to 600.
        { owner_id: ana.id, owner_name: 'Ana Lopez', owner_active: true, leads: 4, touched: 3, untouched: 1, median_seconds: 120, p90_seconds: 504 },
        { owner_id: ben.id, owner_name: 'Ben Ode', owner_active: false, leads: 1, touched: 1, untouched: 0, median_seconds: 30, p90_seconds: 30 },
        { owner_id: null, owner_name: null, owner_active: null, leads: 1, touched: 0, untouched: 1, median_seconds: null, p90_seconds: null },
      ],
      sources: [
        { source: '(not recorded)', campaign: null, leads: 3, booked: 0 },
        { source: 'google', campaign: 'brand', leads: 2, booked: 1 },
        { source: 'newsletter', campaign: null, leads: 1, booked: 1 },
      ],
      totals: { leads: 6, touched: 4, untouched: 2, median_seconds: 90, p90_seconds: 456, booked: 2 },
    })
  })

  it('counts a touch recorded before the lead arrived as an instant one', async () => {
    const early = await lead(null, undefined, { createdAt: '2026-09-10T12:00:00Z' })
    await meeting(early, '2026-09-10T11:00:00Z')
    const { data } = await admin.rpc('speed_to_lead', { p_from: '2026-09-01T00:00:00Z', p_to: '2026-10-01T00:00:00Z' })
    expect((data as { totals: unknown }).totals).toEqual({ leads: 1, touched: 1, untouched: 0, median_seconds: 0, p90_seconds: 0, booked: 1 })
  })

  it('is empty for a period without leads', async () => {
    const { data } = await admin.rpc('speed_to_lead', { p_from: '2025-01-01T00:00:00Z', p_to: '2025-02-01T00:00:00Z' })
    expect(data).toEqual({ owners: [], sources: [], totals: { leads: 0, touched: 0, untouched: 0, median_seconds: null, p90_seconds: null, booked: 0 } })
  })

  it('takes the period from its start up to, not including, its end', async () => {
    const { data } = await admin.rpc('speed_to_lead', { p_from: OCTOBER.p_to, p_to: '2026-11-02T00:00:00Z' })
    expect((data as { totals: unknown }).totals).toEqual({ leads: 1, touched: 1, untouched: 0, median_seconds: 5, p90_seconds: 5, booked: 0 })
  })

  it('refuses a period that does not end after its start, and anyone but an admin', async () => {
    for (const period of [{ p_from: OCTOBER.p_to, p_to: OCTOBER.p_from }, { p_from: OCTOBER.p_from, p_to: OCTOBER.p_from }, { p_from: OCTOBER.p_from, p_to: null }]) {
      const { data, error } = await admin.rpc('speed_to_lead', period)
      expect(data).toBeNull()
      expect(error).toMatchObject({ code: 'P0001', message: 'Choose a period that ends after its start.' })
    }
    await stack.createUser('speed-stranger@example.com', 'stranger-password-1')
    const stranger = await stack.signedInClient('speed-stranger@example.com', 'stranger-password-1')
    for (const client of [stack.anonClient(), stranger, anaClient]) {
      const { data, error } = await client.rpc('speed_to_lead', OCTOBER)
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
  })
})
