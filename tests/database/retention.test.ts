/**
 * public.apply_retention(): the retention policy applied, with the privacy policy's values as
 * defaults. An inquiry goes 3 years after it was submitted, a trashed one 30 days after it was
 * trashed, a held or spam one (never approved) 30 days after it arrived; a notification's
 * payload is emptied 30 days after delivery, or, never delivered (pending, being sent,
 * retrying, failed), 30 days after it was queued, and then it is never sent; the record of
 * data-subject requests is kept 6 years. Only the service role (and pg_cron, as the owner)
 * runs it; only admins read or change the policy and its runs.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let service: SupabaseClient
let admin: SupabaseClient
let stranger: SupabaseClient

interface Seed {
  /** How long ago it was submitted, as a PostgreSQL interval. */
  age: string
  trashedAgo?: string
  screening?: 'clear' | 'held' | 'spam'
}

/** An inquiry stored behind the API with back-dated times; its id. */
async function inquiry({ age, trashedAgo, screening = 'clear' }: Seed): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.customer_inquiries (first_name, last_name, email, service_interest, budget_range,
        project_timeline, message, source_page, screening, created_at, deleted_at)
      values ('Old', 'Lead', 'old.lead@example.com', 'SaaS Solutions', '$5,000 - $15,000', '1-2 months',
        'A message long enough.', 'contact', $1, now() - $2::interval,
        case when $3::interval is null then null else now() - $3::interval end)
      returning id`,
    [screening, age, trashedAgo ?? null],
  )
  return rows[0]!.id
}

/** A notification of the inquiry, delivered that long ago (null: not delivered yet). */
async function notification(inquiryId: string, deliveredAgo: string | null): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.notification_outbox (inquiry_id, destination_kind, destination_name, event, payload, state,
        attempts, delivered_at, next_attempt_at)
      values ($1, 'email', 'Team inbox', 'inquiry.created', '{"email": "old.lead@example.com", "message": "A message long enough."}',
        case when $2::interval is null then 'retrying' else 'delivered' end, 1,
        case when $2::interval is null then null else now() - $2::interval end, now() + interval '1 year')
      returning id`,
    [inquiryId, deliveredAgo],
  )
  return rows[0]!.id
}

/** A notification of the inquiry in a state other than delivered, queued that long ago. */
async function undelivered(inquiryId: string, state: 'pending' | 'sending' | 'retrying' | 'failed', queuedAgo: string): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.notification_outbox (inquiry_id, destination_kind, destination_name, event, payload, state,
        attempts, last_error, next_attempt_at, locked_until, created_at)
      values ($1, 'email', 'Team inbox', 'inquiry.created', '{"email": "old.lead@example.com", "message": "A message long enough."}',
        $2, 3, case when $2 = 'failed' then 'HTTP 5xx: the receiver failed.' end, now(),
        case when $2 = 'sending' then now() + interval '2 minutes' end, now() - $3::interval)
      returning id`,
    [inquiryId, state, queuedAgo],
  )
  return rows[0]!.id
}

async function exists(id: string): Promise<boolean> {
  const { rows } = await stack.db.query('select 1 from public.customer_inquiries where id = $1', [id])
  return rows.length === 1
}

async function applyRetention(): Promise<Record<string, number>> {
  const { data, error } = await service.rpc('apply_retention')
  if (error) throw error
  return data as Record<string, number>
}

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  await stack.createAdminUser('retention-admin@example.com', 'admin-password-1')
  await stack.createUser('retention-stranger@example.com', 'stranger-password-1')
  admin = await stack.signedInClient('retention-admin@example.com', 'admin-password-1')
  stranger = await stack.signedInClient('retention-stranger@example.com', 'stranger-password-1')
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.db.query('delete from public.customer_inquiries')
  await stack.db.query(
    'update public.retention_settings set inquiry_months = 36, trash_days = 30, screened_days = 30, notification_days = 30, privacy_request_years = 6',
  )
})

describe('apply_retention, with the default policy', () => {
  it('deletes an inquiry submitted 3 years and a day ago and keeps one a day younger than 3 years', async () => {
    const expired = await inquiry({ age: '3 years 1 day' })
    const kept = await inquiry({ age: '3 years' })
    await stack.db.query(`update public.customer_inquiries set created_at = created_at + interval '1 day' where id = $1`, [kept])
    const removed = await applyRetention()
    expect(await exists(expired)).toBe(false)
    expect(await exists(kept)).toBe(true)
    expect(removed).toMatchObject({ inquiries_expired: 1 })
  })

  it("takes an expired inquiry's conversions and their ledger with it, and leaves a kept one's", async () => {
    const expired = await inquiry({ age: '3 years 1 day' })
    const kept = await inquiry({ age: '1 year' })
    await stack.db.query(`update public.customer_inquiries set status = 'converted' where id = any($1)`, [[expired, kept]])
    await applyRetention()
    const { rows } = await stack.db.query<{ inquiry_id: string; deliveries: number }>(
      `select v.inquiry_id, (select count(*)::int from public.conversion_deliveries d where d.conversion_id = v.id) as deliveries
         from public.conversions v order by v.stage`,
    )
    expect(rows).toEqual([{ inquiry_id: kept, deliveries: 1 }, { inquiry_id: kept, deliveries: 1 }])
    const { rows: orphans } = await stack.db.query(
      'select 1 from public.conversion_deliveries d left join public.conversions v on v.id = d.conversion_id where v.id is null',
    )
    expect(orphans).toEqual([])
  })

  it('purges an inquiry 30 days after it was trashed, not before', async () => {
    const purged = await inquiry({ age: '90 days', trashedAgo: '30 days 1 hour' })
    const kept = await inquiry({ age: '90 days', trashedAgo: '29 days' })
    const removed = await applyRetention()
    expect(await exists(purged)).toBe(false)
    expect(await exists(kept)).toBe(true)
    expect(removed).toMatchObject({ inquiries_trashed: 1, inquiries_expired: 0 })
  })

  it('purges held and spam inquiries 30 days after they arrived, unless approved', async () => {
    const held = await inquiry({ age: '30 days 1 hour', screening: 'held' })
    const spam = await inquiry({ age: '31 days', screening: 'spam' })
    const approved = await inquiry({ age: '31 days', screening: 'clear' })
    const recentHeld = await inquiry({ age: '29 days', screening: 'held' })
    const removed = await applyRetention()
    expect(await exists(held)).toBe(false)
    expect(await exists(spam)).toBe(false)
    expect(await exists(approved)).toBe(true)
    expect(await exists(recentHeld)).toBe(true)
    expect(removed).toMatchObject({ inquiries_screened: 2 })
  })

  it("empties a notification's payload 30 days after delivery and keeps where and when it went", async () => {
    const lead = await inquiry({ age: '60 days' })
    const old = await notification(lead, '31 days')
    const recent = await notification((await inquiry({ age: '60 days' })), '2 days')
    const pending = await notification((await inquiry({ age: '60 days' })), null)
    const removed = await applyRetention()
    const { rows } = await stack.db.query<{ id: string; payload: Record<string, unknown>; state: string; destination_name: string }>(
      'select id, payload, state, destination_name from public.notification_outbox where id = any($1)', [[old, recent, pending]],
    )
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get(old)).toMatchObject({ payload: {}, state: 'delivered', destination_name: 'Team inbox' })
    expect(byId.get(recent)?.payload).toMatchObject({ email: 'old.lead@example.com' })
    expect(byId.get(pending)?.payload).toMatchObject({ email: 'old.lead@example.com' })
    expect(removed).toMatchObject({ notifications_emptied: 1 })
    expect(await applyRetention()).toMatchObject({ notifications_emptied: 0 })
  })

  it('empties a failed notification past its window, and a pending, retrying or claimed one, which then ends failed', async () => {
    const lead = await inquiry({ age: '60 days' })
    const failed = await undelivered(lead, 'failed', '31 days')
    const pending = await undelivered(lead, 'pending', '31 days')
    const retrying = await undelivered(lead, 'retrying', '31 days')
    const claimed = await undelivered(lead, 'sending', '31 days')
    const recentFailed = await undelivered(lead, 'failed', '29 days')
    const removed = await applyRetention()
    expect(removed).toMatchObject({ notifications_emptied: 4 })
    const { rows } = await stack.db.query<{ id: string; payload: unknown; state: string; last_error: string | null; locked_until: string | null }>(
      'select id, payload, state, last_error, locked_until from public.notification_outbox where id = any($1)',
      [[failed, pending, retrying, claimed, recentFailed]],
    )
    const byId = new Map(rows.map((row) => [row.id, row]))
    for (const id of [failed, pending, retrying, claimed]) {
      expect(byId.get(id)).toEqual({
        id, payload: {}, state: 'failed', last_error: 'Not delivered: the retention policy emptied it.', locked_until: null,
      })
    }
    expect(byId.get(recentFailed)).toMatchObject({ state: 'failed', payload: { email: 'old.lead@example.com' } })
    expect(await applyRetention()).toMatchObject({ notifications_emptied: 0 })
  })

  it('leaves nothing to send of an emptied notification: its worker may not send it, and a retry sends nothing', async () => {
    const lead = await inquiry({ age: '60 days' })
    const claimed = await undelivered(lead, 'sending', '31 days')
    expect((await service.rpc('notification_still_claimed', { notification_id: claimed })).data).toBe(true)
    await applyRetention()
    expect((await service.rpc('notification_still_claimed', { notification_id: claimed })).data).toBe(false)
    const { data: changed } = await service.rpc('record_notification_results', { results: [{ id: claimed, delivered: true, error: null, retry_at: null }] })
    expect(changed).toBe(0)
    const { error } = await admin.rpc('retry_notification', { notification_id: claimed })
    expect(error).toBeNull()
    const { data: taken } = await service.rpc('claim_notifications', { batch_size: 100, lease_seconds: 120 })
    expect((taken as Array<{ id: string }>).map((row) => row.id)).not.toContain(claimed)
    const { rows } = await stack.db.query<{ state: string; payload: unknown }>('select state, payload from public.notification_outbox where id = $1', [claimed])
    expect(rows).toEqual([{ state: 'failed', payload: {} }])
  })

  it('removes the record of a data-subject request 6 years after it was made, and keeps a younger one', async () => {
    await stack.db.query(
      `insert into public.privacy_requests (action, email_hash, counts, requested_at)
       values ('erase', repeat('a', 64), '{}', now() - interval '6 years 1 day'), ('erase', repeat('b', 64), '{}', now() - interval '5 years 11 months')`,
    )
    expect(await applyRetention()).toMatchObject({ privacy_requests_removed: 1 })
    const { rows } = await stack.db.query<{ email_hash: string }>(`select email_hash from public.privacy_requests where email_hash ~ '^(a|b)+$'`)
    expect(rows).toEqual([{ email_hash: 'b'.repeat(64) }])
  })

  it('records each run with what it removed, for the Privacy screen', async () => {
    await inquiry({ age: '4 years' })
    const removed = await applyRetention()
    expect(removed).toEqual({
      inquiries_expired: 1, inquiries_trashed: 0, inquiries_screened: 0, notifications_emptied: 0, privacy_requests_removed: 0,
      audit_events_removed: 0, meetings_unmatched_removed: 0,
    })
    const { data, error } = await admin.from('retention_runs').select('ran_at, removed').order('ran_at', { ascending: false }).limit(1)
    expect(error).toBeNull()
    expect(data?.[0]?.removed).toEqual(removed)
  })
})

describe('apply_retention, with a policy an admin changed', () => {
  it('keeps inquiries for the months the admin set', async () => {
    const { error } = await admin.from('retention_settings').update({ inquiry_months: 12 }).eq('id', true)
    expect(error).toBeNull()
    const expired = await inquiry({ age: '13 months' })
    const kept = await inquiry({ age: '11 months' })
    await applyRetention()
    expect(await exists(expired)).toBe(false)
    expect(await exists(kept)).toBe(true)
  })

  it('refuses values outside the allowed ranges', async () => {
    const { error } = await admin.from('retention_settings').update({ trash_days: 0 }).eq('id', true)
    expect(error?.code).toBe('23514')
  })

  it('keeps the record of data-subject requests for the years the admin set, between 1 and 10', async () => {
    const { error } = await admin.from('retention_settings').update({ privacy_request_years: 2 }).eq('id', true)
    expect(error).toBeNull()
    await stack.db.query(
      `insert into public.privacy_requests (action, email_hash, counts, requested_at) values ('lookup', repeat('c', 64), '{}', now() - interval '3 years')`,
    )
    const { rows: younger } = await stack.db.query(`select 1 from public.privacy_requests where requested_at > now() - interval '2 years'`)
    expect((await applyRetention()).privacy_requests_removed).toBeGreaterThanOrEqual(1)
    expect((await stack.db.query(`select 1 from public.privacy_requests where email_hash = repeat('c', 64)`)).rows).toEqual([])
    expect((await stack.db.query(`select 1 from public.privacy_requests where requested_at > now() - interval '2 years'`)).rows).toHaveLength(younger.length)
    for (const years of [0, 11]) {
      expect((await admin.from('retention_settings').update({ privacy_request_years: years }).eq('id', true)).error?.code).toBe('23514')
    }
  })
})

describe('who may do what', () => {
  it('only the service role runs apply_retention: visitors, signed-in strangers and admins are refused', async () => {
    await inquiry({ age: '4 years' })
    for (const client of [stack.anonClient(), stranger, admin]) {
      const { data, error } = await client.rpc('apply_retention')
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
    const { rows } = await stack.db.query('select 1 from public.customer_inquiries')
    expect(rows).toHaveLength(1)
  })

  it('only admins read or change the policy and read its runs; anyone reads the values in force', async () => {
    await applyRetention()
    for (const client of [stack.anonClient(), stranger]) {
      expect((await client.from('retention_settings').select('*')).data ?? []).toEqual([])
      expect((await client.from('retention_runs').select('*')).data ?? []).toEqual([])
      await client.from('retention_settings').update({ inquiry_months: 1, privacy_request_years: 1 }).eq('id', true)
      const { data } = await client.rpc('retention_policy')
      expect(data).toEqual({ inquiry_months: 36, trash_days: 30, screened_days: 30, notification_days: 30, privacy_request_years: 6 })
    }
    expect((await admin.from('retention_settings').select('inquiry_months, privacy_request_years')).data)
      .toEqual([{ inquiry_months: 36, privacy_request_years: 6 }])
    expect(((await admin.from('retention_runs').select('*')).data ?? []).length).toBeGreaterThan(0)
    for (const client of [stack.anonClient(), stranger, admin]) {
      const { error } = await client.from('retention_runs').insert({ removed: {} })
      expect(error).not.toBeNull()
    }
  })

  it('is scheduled daily at 03:00 where a cron schema exists (the local stand-in here)', async () => {
    const { rows } = await stack.db.query<{ schedule: string; command: string }>(
      `select schedule, command from cron.job where jobname = 'apply-retention'`,
    )
    expect(rows).toEqual([{ schedule: '0 3 * * *', command: 'select public.apply_retention()' }])
  })
})
