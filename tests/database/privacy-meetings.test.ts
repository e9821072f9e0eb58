/**
 * The meetings booked through Cal.com or Calendly (inquiry_meetings) in data-subject requests
 * and retention. A person's meetings are those booked with their address as the attendee's,
 * matched to any lead or to none, and those on their own inquiries: privacy_lookup counts them,
 * privacy_export carries them, privacy_erase deletes them (those on their inquiries with the
 * inquiries). apply_retention removes a meeting no lead claimed once it is older than an
 * inquiry may be (inquiry_months, from when it was booked); a matched one stays with its lead.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertInquiry } from '../support/conversion-fixture'
import { startTestStack, uniqueSuffix, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient

const SUBJECT = 'Mina.Park@Client.example'
const OTHER = 'colleague@client.example'

/** A meeting, matched to `inquiryId` or unmatched, booked by `attendee` that long ago; its id. */
async function meeting(inquiryId: string | null, attendee: string, bookedAgo = '1 day'): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.inquiry_meetings (inquiry_id, provider, external_id, booked_at, matched_by, attendee_name, attendee_email, host_name)
     values ($1, 'calendly', $2, now() - $4::interval, case when $1::uuid is null then null else 'email' end, 'Attendee', $3, 'Ana Lopez')
     returning id`,
    [inquiryId, `https://api.calendly.com/invitees/${uniqueSuffix()}`, attendee, bookedAgo],
  )
  return rows[0]!.id
}

const meetingIds = async () =>
  new Set((await stack.db.query<{ id: string }>('select id from public.inquiry_meetings')).rows.map((row) => row.id))

let own: { lead: string; onOwnLead: string; byColleague: string; onOthersLead: string; unmatched: string; othersOwn: string }

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
  const lead = await insertInquiry(stack.db, { email: SUBJECT.toLowerCase() })
  const othersLead = await insertInquiry(stack.db, { email: OTHER })
  own = {
    lead,
    // Booked by the person on their own lead; by a colleague on the person's lead; by the person
    // on a colleague's lead (matched by the reference); and one no lead claimed.
    onOwnLead: await meeting(lead, SUBJECT),
    byColleague: await meeting(lead, OTHER),
    onOthersLead: await meeting(othersLead, SUBJECT.toUpperCase()),
    unmatched: await meeting(null, SUBJECT.toLowerCase()),
    othersOwn: await meeting(othersLead, OTHER),
  }
}, 120_000)

afterAll(() => stack?.stop())

describe('a person\'s meetings in data-subject requests', () => {
  it('are counted and exported: those booked with the address and those on the person\'s inquiries', async () => {
    const lookup = await admin.rpc('privacy_lookup', { email: SUBJECT })
    expect(lookup.error).toBeNull()
    expect(lookup.data).toMatchObject({ inquiries_active: 1, meetings: 4 })
    const exported = await admin.rpc('privacy_export', { email: SUBJECT })
    expect(exported.error).toBeNull()
    const meetings = (exported.data as { meetings: Array<{ id: string; attendee_email: string; host_name: string }> }).meetings
    expect(new Set(meetings.map((row) => row.id))).toEqual(new Set([own.onOwnLead, own.byColleague, own.onOthersLead, own.unmatched]))
    expect(meetings[0]).toMatchObject({ host_name: 'Ana Lopez', provider: 'calendly' })
  })

  it('are erased with the inquiries, and nobody else\'s meeting goes with them', async () => {
    const erased = await admin.rpc('privacy_erase', { email: SUBJECT })
    expect(erased.error).toBeNull()
    expect(erased.data).toMatchObject({ meetings: 4 })
    expect(await meetingIds()).toEqual(new Set([own.othersOwn]))
    const { rows } = await stack.db.query(`select 1 from public.inquiry_meetings where attendee_email ilike $1`, [SUBJECT])
    expect(rows).toEqual([])
    expect((await admin.rpc('privacy_lookup', { email: SUBJECT })).data).toMatchObject({ meetings: 0 })
  })
})

describe('retention of meetings', () => {
  it('removes an unmatched meeting older than an inquiry may be, and keeps the rest', async () => {
    const recentLead = await insertInquiry(stack.db, { email: 'recent@example.com' })
    const oldUnmatched = await meeting(null, 'old@example.com', '36 months 1 day')
    const youngUnmatched = await meeting(null, 'young@example.com', '35 months')
    const oldOnKeptLead = await meeting(recentLead, 'recent@example.com', '37 months')
    const { data, error } = await stack.serviceClient().rpc('apply_retention')
    expect(error).toBeNull()
    expect(data).toMatchObject({ meetings_unmatched_removed: 1 })
    const left = await meetingIds()
    expect(left.has(oldUnmatched)).toBe(false)
    expect(left.has(youngUnmatched)).toBe(true)
    expect(left.has(oldOnKeptLead)).toBe(true)
  })
})
