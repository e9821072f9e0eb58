/**
 * The owner hears first: a lead's owner (an active sales member) gets its notifications by
 * email through the outbox besides the configured destinations; a lead given to an owner later
 * tells the new owner; the speed-to-lead reminder goes to the owner, then escalates to the
 * active admins while the lead stays untouched; touching the lead takes its reminders out of
 * the queue. No delivery runs here: these are the rows the delivery function sends.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, uniqueSuffix, type TestStack, type TestUser } from '../support/local-stack'
import { signingSecret } from '../support/notifications'

let stack: TestStack
let service: SupabaseClient
let admin: SupabaseClient
let owner: TestUser
let colleague: TestUser
let ownerLink: string

interface OutboxRow {
  id: string
  destination_id: string | null
  destination_kind: string
  destination_name: string
  recipient_email: string | null
  event: string
  state: string
  payload: Record<string, unknown>
}

const FIELDS = `'Lena', 'Park', 'A message long enough.', 'SaaS Solutions', '$5,000 - $15,000', '1-2 months', 'contact'`

/** A lead as submit_inquiry stores one: through the owner's referral link, or none. */
async function addLead(options: { link?: string | null; screening?: 'clear' | 'held' | 'spam' } = {}): Promise<string> {
  const result = await stack.db.query<{ id: string }>(
    `insert into public.customer_inquiries (first_name, last_name, message, service_interest, budget_range, project_timeline,
       source_page, email, salesperson_name, screening, screening_reason)
     values (${FIELDS}, $1, $2, $3, $4) returning id`,
    [`lena-${uniqueSuffix()}@example.com`, options.link ?? null, options.screening ?? 'clear',
      options.screening && options.screening !== 'clear' ? 'overall_rate' : null],
  )
  return result.rows[0]!.id
}

async function outboxOf(inquiryId: string): Promise<OutboxRow[]> {
  const result = await stack.db.query<OutboxRow>(
    'select * from public.notification_outbox where inquiry_id = $1 order by event, destination_name', [inquiryId],
  )
  return result.rows
}

const toPeople = async (inquiryId: string) =>
  (await outboxOf(inquiryId)).filter((row) => row.recipient_email !== null).map((row) => `${row.event} -> ${row.recipient_email}`)

const ownerOf = async (inquiryId: string) =>
  (await stack.db.query<{ owner_id: string | null }>('select owner_id from public.customer_inquiries where id = $1', [inquiryId])).rows[0]!.owner_id

async function queueReminders(): Promise<number> {
  const { data, error } = await service.rpc('queue_notification_reminders')
  if (error) throw error
  return data as number
}

/** Time passes: the lead arrived and was announced `hours` ago. */
async function backdate(inquiryId: string, hours: number, event = 'inquiry.created') {
  await stack.db.query(`update public.customer_inquiries set created_at = now() - make_interval(hours => $2) where id = $1`, [inquiryId, hours])
  await stack.db.query(
    `update public.notification_outbox set created_at = now() - make_interval(hours => $2) where inquiry_id = $1 and event = $3`,
    [inquiryId, hours, event],
  )
}

async function activeAdminEmails(): Promise<string[]> {
  const result = await stack.db.query<{ email: string }>(
    `select email from public.team_members where role = 'admin' and active order by email`,
  )
  return result.rows.map((row) => row.email)
}

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  admin = await stack.adminClient()
  owner = await stack.createMember(`owner-${uniqueSuffix()}@agency.test`, 'owner-password-1', 'sales')
  colleague = await stack.createMember(`colleague-${uniqueSuffix()}@agency.test`, 'colleague-password-1', 'sales')
  ownerLink = `owner-link-${uniqueSuffix()}`
  const { error } = await service.from('salesperson_links').insert({
    salesperson_name: ownerLink, display_name: 'Olivia Owner', email: owner.email, services: ['saas'], member_id: owner.id,
  })
  if (error) throw error
}, 120_000)

afterAll(() => stack?.stop())

beforeEach(async () => {
  await stack.db.exec(`
    delete from public.notification_outbox;
    delete from public.notification_destinations;
    delete from public.customer_inquiries;
    update public.notification_settings set reminder_after_hours = null, escalate_after_hours = null;
  `)
  const { error } = await service.from('notification_destinations').insert({
    kind: 'webhook', name: 'Slack', webhook_url: 'http://127.0.0.1:9/hook', signing_secret: signingSecret(),
  })
  if (error) throw error
})

describe('a new lead with an owner', () => {
  it('is emailed to its owner besides every configured destination, in the same transaction', async () => {
    const id = await addLead({ link: ownerLink })
    expect(await ownerOf(id)).toBe(owner.id)
    const rows = await outboxOf(id)
    expect(rows.map((row) => [row.event, row.destination_name, row.destination_kind, row.recipient_email])).toEqual([
      ['inquiry.created', 'Slack', 'webhook', null],
      ['inquiry.created', expect.stringMatching(/ \(owner\)$/), 'email', owner.email],
    ])
    const [, toOwner] = rows
    expect(toOwner!.destination_id).toBeNull()
    expect(toOwner!.payload).toMatchObject({ id, email: expect.stringMatching(/^lena-/), message: 'A message long enough.' })
    // Every channel says whose lead it is.
    const ownerName = (await stack.db.query<{ display_name: string }>('select display_name from public.team_members where user_id = $1', [owner.id])).rows[0]!.display_name
    expect(rows.map((row) => row.payload.owner)).toEqual([ownerName, ownerName])
  })

  it('a lead without an owner goes to the destinations only, spam to nobody', async () => {
    const unowned = await addLead()
    expect(await toPeople(unowned)).toEqual([])
    expect((await outboxOf(unowned)).map((row) => row.payload.owner)).toEqual([null])
    const spam = await addLead({ link: ownerLink, screening: 'spam' })
    expect(await outboxOf(spam)).toEqual([])
  })

  it('a held lead tells its owner only when approved, once, however often it is moved', async () => {
    const id = await addLead({ link: ownerLink, screening: 'held' })
    expect(await toPeople(id)).toEqual([])
    const approve = () => admin.from('customer_inquiries').update({ screening: 'clear', screening_reason: 'admin' }).eq('id', id)
    expect((await approve()).error).toBeNull()
    expect(await ownerOf(id)).toBe(owner.id)
    expect(await toPeople(id)).toEqual([`inquiry.created -> ${owner.email}`])

    await admin.from('customer_inquiries').update({ screening: 'held', screening_reason: 'admin' }).eq('id', id)
    await approve()
    expect(await toPeople(id)).toEqual([`inquiry.created -> ${owner.email}`])
  })

  it('a claim takes the owner\'s email like any other notification, although it has no destination', async () => {
    const id = await addLead({ link: ownerLink })
    const { data, error } = await service.rpc('claim_notifications', { batch_size: 50, lease_seconds: 120 })
    expect(error).toBeNull()
    const claimed = (data as OutboxRow[]).filter((row) => row.recipient_email === owner.email)
    expect(claimed).toHaveLength(1)
    expect((await outboxOf(id)).map((row) => row.state)).toEqual(['sending', 'sending'])
  })
})

describe('a lead given to an owner later', () => {
  const assign = async (ids: string[], to: string | null) => {
    const { error } = await admin.rpc('assign_inquiries', { p_ids: ids, p_owner: to })
    expect(error).toBeNull()
  }

  it('tells the new owner, once per assignment; unassigning tells nobody', async () => {
    const id = await addLead({ link: ownerLink })
    await assign([id], colleague.id)
    expect(await toPeople(id)).toEqual([
      `inquiry.assigned -> ${colleague.email}`,
      `inquiry.created -> ${owner.email}`,
    ])
    await assign([id], colleague.id)
    await assign([id], null)
    expect(await toPeople(id)).toHaveLength(2)
    await assign([id], owner.id)
    expect(await toPeople(id)).toEqual([
      `inquiry.assigned -> ${colleague.email}`,
      `inquiry.assigned -> ${owner.email}`,
      `inquiry.created -> ${owner.email}`,
    ])
    expect((await outboxOf(id)).filter((row) => row.destination_name === 'Slack')).toHaveLength(1)
  })

  it('tells nobody while the lead is held, spam or in the trash', async () => {
    const held = await addLead({ screening: 'held' })
    const spam = await addLead({ screening: 'spam' })
    const trashed = await addLead()
    await admin.from('customer_inquiries').update({ deleted_at: new Date().toISOString() }).eq('id', trashed)
    await assign([held, spam, trashed], colleague.id)
    for (const id of [held, spam, trashed]) expect(await toPeople(id)).toEqual([])
  })
})

describe('the speed-to-lead reminder', () => {
  beforeEach(async () => {
    await stack.db.exec('update public.notification_settings set reminder_after_hours = 2, escalate_after_hours = 3')
  })

  it('goes to the owner alone when the lead has one, else to the destinations as before', async () => {
    const owned = await addLead({ link: ownerLink })
    const unowned = await addLead()
    await backdate(owned, 3)
    await backdate(unowned, 3)
    expect(await queueReminders()).toBe(2)
    const reminders = async (id: string) => (await outboxOf(id)).filter((row) => row.event === 'inquiry.reminder')
    expect((await reminders(owned)).map((row) => [row.destination_name, row.recipient_email]))
      .toEqual([[expect.stringMatching(/ \(owner\)$/), owner.email]])
    expect((await reminders(unowned)).map((row) => [row.destination_name, row.recipient_email])).toEqual([['Slack', null]])
    expect(await queueReminders()).toBe(0)
  })

  it('escalates to every active admin by email when still untouched the second interval after the reminder, once', async () => {
    const id = await addLead({ link: ownerLink })
    await backdate(id, 3)
    expect(await queueReminders()).toBe(1)
    // Two hours after the reminder: the three-hour escalation is not due yet.
    await backdate(id, 2, 'inquiry.reminder')
    expect(await queueReminders()).toBe(0)
    await backdate(id, 3, 'inquiry.reminder')
    const admins = await activeAdminEmails()
    expect(admins.length).toBeGreaterThan(0)
    expect(await queueReminders()).toBe(admins.length)
    const escalated = (await outboxOf(id)).filter((row) => row.event === 'inquiry.escalated')
    expect(escalated.map((row) => row.recipient_email).sort()).toEqual(admins)
    expect(escalated.every((row) => row.destination_kind === 'email' && row.destination_name.endsWith(' (admin)'))).toBe(true)
    expect(await queueReminders()).toBe(0)
  })

  it('never escalates when escalation is off, nor a lead touched in the meantime', async () => {
    const id = await addLead({ link: ownerLink })
    await backdate(id, 3)
    await queueReminders()
    await backdate(id, 4, 'inquiry.reminder')
    await stack.db.exec('update public.notification_settings set escalate_after_hours = null')
    expect(await queueReminders()).toBe(0)
    await stack.db.exec('update public.notification_settings set escalate_after_hours = 3')
    await stack.db.query(`update public.customer_inquiries set notes = 'Called, left a message.' where id = $1`, [id])
    expect(await queueReminders()).toBe(0)
    expect((await outboxOf(id)).map((row) => row.event)).toEqual(['inquiry.created', 'inquiry.created'])
  })

  it('a touched lead gets no reminder at all', async () => {
    const id = await addLead({ link: ownerLink })
    await backdate(id, 3)
    await admin.from('customer_inquiries').update({ status: 'contacted' }).eq('id', id)
    expect(await queueReminders()).toBe(0)
  })
})

describe('touching a lead', () => {
  async function remindedAndEscalated(): Promise<string> {
    await stack.db.exec('update public.notification_settings set reminder_after_hours = 2, escalate_after_hours = 3')
    const id = await addLead({ link: ownerLink })
    await backdate(id, 3)
    await queueReminders()
    await backdate(id, 4, 'inquiry.reminder')
    await queueReminders()
    expect((await outboxOf(id)).filter((row) => row.event === 'inquiry.escalated').length).toBeGreaterThan(0)
    return id
  }

  it('by its owner\'s status change takes its waiting reminder and escalations out of the queue, unsent', async () => {
    const id = await remindedAndEscalated()
    const ownerClient = await stack.signedInClient(owner.email, owner.password)
    const { error } = await ownerClient.from('customer_inquiries').update({ status: 'contacted' }).eq('id', id)
    expect(error).toBeNull()
    expect((await outboxOf(id)).map((row) => row.event)).toEqual(['inquiry.created', 'inquiry.created'])
  })

  it('by a note, or a meeting booked on it, does the same; what was already delivered stays on record', async () => {
    const noted = await remindedAndEscalated()
    await stack.db.query(
      `update public.notification_outbox set state = 'delivered', delivered_at = now(), attempts = 1
        where inquiry_id = $1 and event = 'inquiry.reminder'`, [noted],
    )
    await stack.db.query(`update public.notification_outbox set state = 'retrying', attempts = 1 where inquiry_id = $1 and event = 'inquiry.escalated'`, [noted])
    await admin.from('customer_inquiries').update({ notes: 'Emailed them.' }).eq('id', noted)
    expect((await outboxOf(noted)).map((row) => `${row.event} ${row.state}`)).toEqual([
      'inquiry.created pending', 'inquiry.created pending', 'inquiry.reminder delivered',
    ])

    const booked = await remindedAndEscalated()
    await stack.db.query(
      `insert into public.inquiry_meetings (inquiry_id, provider, external_id, status, starts_at, ends_at, attendee_email, matched_by, booked_at)
       values ($1, 'cal.com', $2, 'booked', now() + interval '1 day', now() + interval '1 day 30 minutes', 'lena@example.com', 'reference', now())`,
      [booked, `uid-${uniqueSuffix()}`],
    )
    expect((await outboxOf(booked)).map((row) => row.event)).toEqual(['inquiry.created', 'inquiry.created'])
  })
})
