/**
 * The notification outbox in the database: the trigger that fills it in the inquiry's own
 * transaction, the claims and results the delivery function records, reminders, and an
 * admin's retry. No delivery runs here (the stack has no functions): these are the rules the
 * delivery code relies on.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'
import { inquiryPayload, signingSecret } from '../support/notifications'
import { newSourceAddress } from '../support/source-address'

let stack: TestStack
let anon: SupabaseClient
let service: SupabaseClient
let admin: SupabaseClient

interface OutboxRow {
  id: string
  inquiry_id: string | null
  destination_id: string | null
  destination_name: string
  event: string
  state: string
  attempts: number
  payload: Record<string, unknown>
  last_error: string | null
  next_attempt_at: string
}

async function addDestination(values: Record<string, unknown>): Promise<string> {
  const { data, error } = await service.from('notification_destinations').insert(values).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

const webhook = (name: string, extra: Record<string, unknown> = {}) =>
  addDestination({ kind: 'webhook', name, webhook_url: `http://127.0.0.1:9/${encodeURIComponent(name)}`, signing_secret: signingSecret(), ...extra })

async function submit(overrides = {}): Promise<string> {
  const { data, error } = await anon.rpc('submit_inquiry', { payload: inquiryPayload(overrides) })
  if (error) throw error
  return (data as { id: string }).id
}

async function outboxOf(inquiryId: string): Promise<OutboxRow[]> {
  const result = await stack.db.query<OutboxRow>(
    'select * from public.notification_outbox where inquiry_id = $1 order by destination_name, event', [inquiryId],
  )
  return result.rows
}

async function digestRows(): Promise<OutboxRow[]> {
  const result = await stack.db.query<OutboxRow>(
    `select * from public.notification_outbox where event = 'inquiry.held_digest' order by created_at, destination_name`,
  )
  return result.rows
}

/** A held inquiry, stored as submit_inquiry stores one past a flood rule. */
async function insertHeld(): Promise<string> {
  const result = await stack.db.query<{ id: string }>(
    `insert into public.customer_inquiries (first_name, last_name, email, service_interest, budget_range,
       project_timeline, message, source_page, screening, screening_reason)
     values ('Jo', 'Col', 'jo@example.com', 'Mobile Apps', '$250,000+', '1-2 months', 'A long enough message.',
       'contact', 'held', 'overall_rate') returning id`,
  )
  return result.rows[0]!.id
}

async function claim(batch = 50, lease = 120): Promise<OutboxRow[]> {
  const { data, error } = await service.rpc('claim_notifications', { batch_size: batch, lease_seconds: lease })
  if (error) throw error
  return data as OutboxRow[]
}

beforeAll(async () => {
  stack = await startTestStack()
  anon = stack.anonClient()
  service = stack.serviceClient()
  admin = await stack.adminClient()
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.db.exec(`
    delete from public.notification_outbox;
    delete from public.notification_destinations;
    delete from public.customer_inquiries;
    update public.notification_settings set reminder_after_hours = 4;
  `)
})

describe('storing an inquiry', () => {
  it('queues one notification per enabled destination, with the inquiry as stored', async () => {
    await webhook('Slack')
    await addDestination({ kind: 'email', name: 'Sales inbox', email_recipients: ['sales@agency.test'] })
    await webhook('Switched off', { enabled: false })
    const id = await submit({ first_name: 'Queued', company: 'Outbox Ltd' })

    const rows = await outboxOf(id)
    expect(rows.map((row) => [row.destination_name, row.event, row.state, row.attempts])).toEqual([
      ['Sales inbox', 'inquiry.created', 'pending', 0],
      ['Slack', 'inquiry.created', 'pending', 0],
    ])
    expect(rows[0]!.payload).toMatchObject({ id, first_name: 'Queued', company: 'Outbox Ltd', status: 'new', source_page: 'contact' })
    expect(new Set(rows.map((row) => row.id)).size).toBe(2)
  })

  it('with no destination configured stores the inquiry and queues nothing', async () => {
    const id = await submit()
    expect(await outboxOf(id)).toEqual([])
    const { count } = await service.from('customer_inquiries').select('*', { count: 'exact', head: true }).eq('id', id)
    expect(count).toBe(1)
  })

  it('is all or nothing: when its notifications cannot be stored, neither is the inquiry', async () => {
    await webhook('Slack')
    await stack.db.exec(`alter table public.notification_outbox add constraint test_refuse_all check (destination_name <> 'Slack') not valid`)
    try {
      const before = (await service.from('customer_inquiries').select('*', { count: 'exact', head: true })).count
      const { error } = await anon.rpc('submit_inquiry', { payload: inquiryPayload() })
      expect(error).not.toBeNull()
      const after = (await service.from('customer_inquiries').select('*', { count: 'exact', head: true })).count
      expect(after).toBe(before)
    } finally {
      await stack.db.exec('alter table public.notification_outbox drop constraint test_refuse_all')
    }
  })

  it('carries the attribution staff need, and nothing only the database or an ad platform needs', async () => {
    await webhook('Slack')
    const attribution = {
      first_touch: { utm_source: 'google', utm_medium: 'cpc', landing_path: '/web-apps', gclid: 'Cj0KCQ-first', at: '2026-11-01T10:00:00Z' },
      last_touch: { utm_source: 'newsletter', utm_campaign: 'november', at: '2026-11-20T10:00:00Z' },
    }
    const { data, error } = await stack.anonClient({ sourceAddress: newSourceAddress() }).rpc('submit_inquiry', {
      payload: { ...inquiryPayload(), attribution, client_user_agent: 'Mozilla/5.0 (test agent)' } as never,
    })
    if (error) throw error
    const id = (data as { id: string }).id
    // The database keeps its hash of the sender's network (privately); the notification does not.
    const stored = await stack.db.query<{ client_hash: string | null }>('select client_hash from private.inquiry_clients where inquiry_id = $1', [id])
    expect(stored.rows[0]?.client_hash).toMatch(/^[0-9a-f]{64}$/)
    const [row] = await outboxOf(id)
    expect(row!.payload).toMatchObject({
      source: 'newsletter',
      campaign: 'november',
      landing_page: '/web-apps',
      screening: 'clear',
    })
    const text = JSON.stringify(row!.payload)
    expect(text).not.toContain(stored.rows[0]!.client_hash!)
    expect(text).not.toContain('Cj0KCQ-first')
    expect(text).not.toContain('test agent')
    expect(row!.payload).not.toHaveProperty('screening_reason')
    expect(Object.keys(row!.payload as object).some((key) => key.startsWith('consent_'))).toBe(false)
  })

  it('never announces spam, and announces held inquiries only as one digest per destination per hour, with a count', async () => {
    await webhook('Slack')
    await addDestination({ kind: 'email', name: 'Sales inbox', email_recipients: ['sales@agency.test'] })
    // A hidden field filled in: stored as spam behind the usual answer.
    const spam = await submit({ website: 'http://bot.example' } as never)
    expect(await outboxOf(spam)).toEqual([])

    const held = [await insertHeld()]
    for (let i = 0; i < 3; i += 1) held.push(await insertHeld())
    for (const id of held) expect(await outboxOf(id)).toEqual([])

    const digests = await digestRows()
    expect(digests.map((row) => [row.destination_name, row.inquiry_id, row.payload])).toEqual([
      ['Sales inbox', null, { held_count: 4 }],
      ['Slack', null, { held_count: 4 }],
    ])
    // It gathers for a few minutes before it is due.
    expect(new Date(digests[0]!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 60_000)
  })

  it('a held inquiry arriving after the hour\'s digest went out is counted in the next one, due an hour after the last', async () => {
    await webhook('Slack')
    await insertHeld()
    await insertHeld()
    // The digest goes out: due now, claimed, delivered.
    await stack.db.exec(`update public.notification_outbox set next_attempt_at = now() where event = 'inquiry.held_digest'`)
    const [sent] = await claim()
    const { error } = await service.rpc('record_notification_results', { results: [{ id: sent!.id, delivered: true, error: null, retry_at: null }] })
    expect(error).toBeNull()
    const sentDue = new Date(sent!.next_attempt_at).getTime()

    await insertHeld()
    await insertHeld()
    await insertHeld()
    const [first, next] = await digestRows()
    expect([first!.state, first!.payload]).toEqual(['delivered', { held_count: 2 }])
    expect([next!.state, next!.payload]).toEqual(['pending', { held_count: 3 }])
    // At most one digest an hour: the next is due an hour after the last was.
    expect(new Date(next!.next_attempt_at).getTime()).toBe(sentDue + 3_600_000)
  })

  it('a digest stands on its own row: removing every inquiry it counts keeps it', async () => {
    await webhook('Slack')
    const held = [await insertHeld(), await insertHeld()]
    await stack.db.query('delete from public.customer_inquiries where id = any($1::uuid[])', [held])
    expect((await digestRows()).map((row) => row.payload)).toEqual([{ held_count: 2 }])
    // Only a digest may stand without an inquiry.
    await expect(stack.db.query(
      `insert into public.notification_outbox (destination_kind, destination_name, event, payload) values ('webhook', 'X', 'inquiry.created', '{}')`,
    )).rejects.toThrow(/notification_outbox_inquiry_check/)
  })

  it('in bulk, the service role may ask for no notifications; a visitor may not', async () => {
    await webhook('Slack')
    const quiet = stack.serviceClient()
    const { data, error } = await quiet
      .from('customer_inquiries')
      .insert({ ...inquiryPayload(), status: 'new' })
      .select('id')
      .single()
      .setHeader('X-Notifications', 'off')
    expect(error).toBeNull()
    expect(await outboxOf((data as { id: string }).id)).toEqual([])

    const { data: visitor } = await anon.rpc('submit_inquiry', { payload: inquiryPayload() }).setHeader('X-Notifications', 'off')
    expect(await outboxOf((visitor as { id: string }).id)).toHaveLength(1)
  })
})

describe('delivery bookkeeping', () => {
  it('a claim takes each due notification once, counts the attempt, and a late result changes nothing', async () => {
    await webhook('Slack')
    const id = await submit()
    const first = await claim()
    expect(first.map((row) => [row.inquiry_id, row.state, row.attempts])).toEqual([[id, 'sending', 1]])
    expect(await claim()).toEqual([])

    const retryAt = new Date(Date.now() + 60_000).toISOString()
    await service.rpc('record_notification_results', {
      results: [{ id: first[0]!.id, delivered: false, error: 'HTTP 500 Internal Server Error', retry_at: retryAt }],
    })
    const [retrying] = await outboxOf(id)
    expect(retrying).toMatchObject({ state: 'retrying', attempts: 1, last_error: 'HTTP 500 Internal Server Error' })
    expect(new Date(retrying!.next_attempt_at).toISOString()).toBe(retryAt)
    expect(await claim()).toEqual([])

    // Due now: taken again, then delivered; a second, late answer for it is ignored.
    await stack.db.query(`update public.notification_outbox set next_attempt_at = now() where id = $1`, [first[0]!.id])
    const second = await claim()
    expect(second[0]).toMatchObject({ id: first[0]!.id, attempts: 2 })
    await service.rpc('record_notification_results', { results: [{ id: first[0]!.id, delivered: true, error: null, retry_at: null }] })
    await service.rpc('record_notification_results', { results: [{ id: first[0]!.id, delivered: false, error: 'late', retry_at: null }] })
    expect((await outboxOf(id))[0]).toMatchObject({ state: 'delivered', attempts: 2, last_error: null })
  })

  it('takes a notification again once the run that claimed it is presumed dead', async () => {
    await webhook('Slack')
    await submit()
    const [taken] = await claim(10, 10)
    expect(await claim()).toEqual([])
    await stack.db.query(`update public.notification_outbox set locked_until = now() - interval '1 second' where id = $1`, [taken!.id])
    expect((await claim())[0]).toMatchObject({ id: taken!.id, attempts: 2 })
  })

  it('closes notifications whose destination was switched off or removed since', async () => {
    const off = await webhook('Later off')
    const removed = await webhook('Later removed')
    const id = await submit()
    await service.from('notification_destinations').update({ enabled: false }).eq('id', off)
    await service.from('notification_destinations').delete().eq('id', removed)
    expect(await claim()).toEqual([])
    expect((await outboxOf(id)).map((row) => [row.destination_name, row.state, row.last_error])).toEqual([
      ['Later off', 'failed', 'The destination is switched off.'],
      ['Later removed', 'failed', 'The destination was removed.'],
    ])
  })

  it('an admin retries a failed notification: a fresh round of attempts, due now', async () => {
    await webhook('Slack')
    const id = await submit()
    const [taken] = await claim()
    await service.rpc('record_notification_results', { results: [{ id: taken!.id, delivered: false, error: 'HTTP 410 Gone', retry_at: null }] })
    expect((await outboxOf(id))[0]).toMatchObject({ state: 'failed', attempts: 1 })

    const { error } = await admin.rpc('retry_notification', { notification_id: taken!.id })
    expect(error).toBeNull()
    expect((await outboxOf(id))[0]).toMatchObject({ state: 'pending', attempts: 0 })
    const { error: again } = await admin.rpc('retry_notification', { notification_id: taken!.id })
    expect(again?.message).toBe('Only a failed notification can be retried.')
  })
})

describe('speed-to-lead reminders', () => {
  /** Time passes for an inquiry: it arrived, and was announced, `hours` ago. */
  async function backdate(id: string, hours: number) {
    await stack.db.query(`update public.customer_inquiries set created_at = now() - make_interval(hours => $2) where id = $1`, [id, hours])
    await stack.db.query(`update public.notification_outbox set created_at = now() - make_interval(hours => $2) where inquiry_id = $1`, [id, hours])
  }
  const queueReminders = async () => {
    const { data, error } = await service.rpc('queue_notification_reminders')
    if (error) throw error
    return data as number
  }

  it('queue one reminder per destination for an inquiry still new after the delay, once', async () => {
    await webhook('Slack')
    await addDestination({ kind: 'email', name: 'Sales inbox', email_recipients: ['sales@agency.test'] })
    const waiting = await submit()
    const fresh = await submit()
    const handled = await submit()
    await backdate(waiting, 5)
    await backdate(handled, 5)
    await service.from('customer_inquiries').update({ status: 'contacted' }).eq('id', handled)

    expect(await queueReminders()).toBe(2)
    expect((await outboxOf(waiting)).filter((row) => row.event === 'inquiry.reminder').map((row) => row.destination_name))
      .toEqual(['Sales inbox', 'Slack'])
    expect((await outboxOf(fresh)).filter((row) => row.event === 'inquiry.reminder')).toEqual([])
    expect(await queueReminders()).toBe(0)
  })

  it('never for inquiries that were not notified, nor when reminders are off, nor for old leads', async () => {
    await webhook('Slack')
    const loaded = await stack.db.query<{ id: string }>(`
      insert into public.customer_inquiries (first_name, last_name, email, service_interest, budget_range, project_timeline,
        message, source_page, created_at)
      values ('Old', 'Import', 'old@example.com', 'Mobile Apps', '$250,000+', '1-2 months', 'Imported before notifications.',
        'contact', now() - interval '5 hours') returning id`)
    // The trigger notified it as it was inserted; remove that to stand for a row loaded in bulk.
    await stack.db.query('delete from public.notification_outbox where inquiry_id = $1', [loaded.rows[0]!.id])
    const ancient = await submit()
    await backdate(ancient, 24 * 30)
    expect(await queueReminders()).toBe(0)

    const due = await submit()
    await backdate(due, 5)
    await stack.db.exec('update public.notification_settings set reminder_after_hours = null')
    expect(await queueReminders()).toBe(0)
  })

  it('never for an inquiry an admin has marked as spam since, and carry no internal column', async () => {
    await webhook('Slack')
    const marked = await submit()
    const waiting = await submit()
    await backdate(marked, 5)
    await backdate(waiting, 5)
    await admin.from('customer_inquiries').update({ screening: 'spam', screening_reason: 'admin' }).eq('id', marked)

    expect(await queueReminders()).toBe(1)
    expect((await outboxOf(marked)).filter((row) => row.event === 'inquiry.reminder')).toEqual([])
    const [reminder] = (await outboxOf(waiting)).filter((row) => row.event === 'inquiry.reminder')
    expect(reminder!.payload).toMatchObject({ id: waiting, status: 'new' })
    expect(reminder!.payload).not.toHaveProperty('client_hash')
    expect(reminder!.payload).not.toHaveProperty('screening_reason')
  })
})

describe('a held inquiry an admin approves', () => {
  const queueReminders = async () => {
    const { data, error } = await service.rpc('queue_notification_reminders')
    if (error) throw error
    return data as number
  }
  const created = async (id: string) => (await outboxOf(id)).filter((row) => row.event === 'inquiry.created')

  it('is announced then like a new inquiry, once per destination however often it is moved', async () => {
    await webhook('Slack')
    await addDestination({ kind: 'email', name: 'Sales inbox', email_recipients: ['sales@agency.test'] })
    const id = await insertHeld()
    expect(await outboxOf(id)).toEqual([])

    const { error } = await admin.from('customer_inquiries').update({ screening: 'clear', screening_reason: 'admin' }).eq('id', id)
    expect(error).toBeNull()
    const announced = await created(id)
    expect(announced.map((row) => row.destination_name)).toEqual(['Sales inbox', 'Slack'])
    expect(announced[0]!.payload).toMatchObject({ id, screening: 'clear' })
    expect(announced[0]!.payload).not.toHaveProperty('screening_reason')

    await admin.from('customer_inquiries').update({ screening: 'held', screening_reason: 'admin' }).eq('id', id)
    await admin.from('customer_inquiries').update({ screening: 'clear', screening_reason: 'admin' }).eq('id', id)
    expect(await created(id)).toHaveLength(2)
  })

  it('so is one marked "not spam"; one in the trash, or changed otherwise, is not', async () => {
    await webhook('Slack')
    const spam = await submit({ website: 'http://bot.example' } as never)
    await admin.from('customer_inquiries').update({ screening: 'clear', screening_reason: 'admin' }).eq('id', spam)
    expect(await created(spam)).toHaveLength(1)

    const trashed = await insertHeld()
    await admin.from('customer_inquiries').update({ deleted_at: new Date().toISOString() }).eq('id', trashed)
    await admin.from('customer_inquiries').update({ screening: 'clear', screening_reason: 'admin' }).eq('id', trashed)
    expect(await outboxOf(trashed)).toEqual([])

    const other = await insertHeld()
    await admin.from('customer_inquiries').update({ status: 'contacted' }).eq('id', other)
    expect(await outboxOf(other)).toEqual([])
  })

  it('is reminded the configured hours after its approval, not after its arrival', async () => {
    await webhook('Slack')
    const id = await insertHeld()
    await stack.db.query(`update public.customer_inquiries set created_at = now() - interval '5 hours' where id = $1`, [id])
    await admin.from('customer_inquiries').update({ screening: 'clear', screening_reason: 'admin' }).eq('id', id)
    // Arrived five hours ago, approved just now: the four-hour reminder is not due yet.
    expect(await queueReminders()).toBe(0)
    await stack.db.query(`update public.notification_outbox set created_at = now() - interval '4 hours 1 minute' where inquiry_id = $1`, [id])
    expect(await queueReminders()).toBe(1)
    expect((await outboxOf(id)).filter((row) => row.event === 'inquiry.reminder')).toHaveLength(1)
  })
})
