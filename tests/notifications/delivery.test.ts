/**
 * Lead notifications end to end: inquiries stored through the API, the outbox trigger, the
 * local stack's pg_net and pg_cron stand-ins, the deliver-notifications Edge Function under
 * real Deno, and receivers started here. The back-off is shortened through the function's
 * environment and the delivery job runs every second; everything else is production code.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'
import {
  EVERY_SECOND_SQL, FAST_RETRY_ENV, hasValidSignature, inquiryPayload, signingSecret, startReceiver, waitFor, type Receiver,
} from '../support/notifications'
import { newSourceAddress } from '../support/source-address'

const SITE_URL = 'https://agency.example'
let stack: TestStack
let anon: SupabaseClient
let service: SupabaseClient
let resend: Receiver
const receivers: Receiver[] = []
const mailDir = mkdtempSync(join(tmpdir(), 'notify-mail-'))

async function receiver(): Promise<Receiver> {
  const started = await startReceiver()
  receivers.push(started)
  return started
}

async function addWebhook(target: Receiver, secret = signingSecret(), name = 'Webhook'): Promise<string> {
  const { data, error } = await service
    .from('notification_destinations')
    .insert({ kind: 'webhook', name, webhook_url: target.url, signing_secret: secret })
    .select('id')
    .single()
  if (error) throw error
  return (data as { id: string }).id
}

async function addEmail(recipients: string[]): Promise<string> {
  const { data, error } = await service
    .from('notification_destinations')
    .insert({ kind: 'email', name: 'Sales inbox', email_recipients: recipients })
    .select('id')
    .single()
  if (error) throw error
  return (data as { id: string }).id
}

async function submit(overrides = {}): Promise<string> {
  const { data, error } = await anon.rpc('submit_inquiry', { payload: inquiryPayload(overrides) })
  if (error) throw error
  return (data as { id: string }).id
}

async function outbox(inquiryId: string) {
  const result = await stack.db.query<{ id: string; state: string; attempts: number; last_error: string | null; event: string }>(
    'select id, state, attempts, last_error, event from public.notification_outbox where inquiry_id = $1 order by created_at',
    [inquiryId],
  )
  return result.rows
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  resend = await startReceiver('')
  stack = await startTestStack({
    functions: {
      env: { ...FAST_RETRY_ENV, SITE_URL, RESEND_API_URL: resend.url, LOCAL_MAIL_DIR: mailDir },
      writablePaths: [mailDir],
    },
  })
  anon = stack.anonClient()
  service = stack.serviceClient()
  await stack.db.exec(EVERY_SECOND_SQL)
})

afterAll(async () => {
  await stack?.stop()
  await Promise.all([resend, ...receivers].map((r) => r?.close()))
  rmSync(mailDir, { recursive: true, force: true })
})

beforeEach(async () => {
  // Each case has its own destinations (earlier ones would receive its inquiries too), and
  // starts under the visitors' flood limits.
  await stack.db.exec(`
    delete from public.customer_inquiries;
    delete from public.notification_destinations;
    update public.notification_settings set email_api_key = '', reminder_after_hours = 4;
  `)
  resend.requests.length = 0
  resend.respond = () => 200
})

describe('a webhook destination', () => {
  it('gets a new inquiry within 5 s of its submission, signed, with everything a salesperson needs', async () => {
    const hook = await receiver()
    const secret = signingSecret()
    await addWebhook(hook, secret)

    const submitted = Date.now()
    const id = await submit({ first_name: 'Speedy', company: 'Fast Leads Ltd', phone: '+1 555 0142' })
    const [delivery] = await waitFor(() => (hook.delivered().length ? hook.delivered() : null), { timeoutMs: 5000, what: 'the webhook' })
    expect(delivery!.at - submitted).toBeLessThan(5000)

    expect(hasValidSignature(secret, delivery!.headers, delivery!.body)).toBe(true)
    expect(hasValidSignature(signingSecret(), delivery!.headers, delivery!.body)).toBe(false)
    const [row] = await outbox(id)
    expect(delivery!.headers['webhook-id']).toBe(row!.id)
    expect(delivery!.headers['idempotency-key']).toBe(row!.id)
    expect(delivery!.json).toMatchObject({
      type: 'inquiry.created',
      id: row!.id,
      inquiry: {
        id,
        name: expect.stringMatching(/^Speedy Hopper/),
        email: expect.stringMatching(/@example\.com$/),
        phone: '+1 555 0142',
        company: 'Fast Leads Ltd',
        service: 'Web Applications',
        budget: '$15,000 - $50,000',
        timeline: '1-2 months',
        message: 'We need a customer portal for our compiler business.',
        source_page: 'contact',
        url: expect.stringMatching(/^https:\/\/agency\.example\/admin\/customer-inquiries\?search=/),
      },
    })
    // Slack's incoming webhooks read `text`.
    expect(delivery!.json.text).toMatch(/^\*New inquiry from Speedy Hopper\d+ \(Fast Leads Ltd\)\*/)
    await waitFor(async () => (await outbox(id))[0]?.state === 'delivered', { timeoutMs: 3000, what: 'the delivered state' })
  })

  it('that answers 500 three times, then 200, gets the notification exactly once after the retries', async () => {
    const hook = await receiver()
    let answered = 0
    hook.respond = () => (answered++ < 3 ? 500 : 200)
    await addWebhook(hook)
    const id = await submit()

    await waitFor(() => hook.delivered().length === 1, { timeoutMs: 15_000, what: 'the fourth attempt' })
    await sleep(2500)
    expect(hook.requests.map((request) => request.status)).toEqual([500, 500, 500, 200])
    expect(new Set(hook.requests.map((request) => request.headers['webhook-id'])).size).toBe(1)
    expect(hook.delivered()).toHaveLength(1)
    expect(await outbox(id)).toMatchObject([{ state: 'delivered', attempts: 4, last_error: null }])
  })

  it('that answers 410 fails at once with the reason; an admin retries it and it is delivered', async () => {
    const hook = await receiver()
    hook.respond = () => 410
    await addWebhook(hook)
    const id = await submit()
    await waitFor(async () => (await outbox(id))[0]?.state === 'failed', { timeoutMs: 5000, what: 'the failed state' })
    expect((await outbox(id))[0]).toMatchObject({
      attempts: 1, last_error: 'HTTP 4xx: the receiver refused the notification; check its address and settings.',
    })
    expect(hook.requests).toHaveLength(1)

    hook.respond = () => 200
    const admin = await stack.adminClient()
    const { error } = await admin.rpc('retry_notification', { notification_id: (await outbox(id))[0]!.id })
    expect(error).toBeNull()
    await waitFor(async () => (await outbox(id))[0]?.state === 'delivered', { timeoutMs: 5000, what: 'the retried delivery' })
    expect(hook.delivered()).toHaveLength(1)
  })
})

/** Makes the held digests that are gathering due now (they wait 5 minutes for more). */
const digestsDueNow = () =>
  stack.db.exec(`update public.notification_outbox set next_attempt_at = now() where event = 'inquiry.held_digest' and state = 'pending'`)

const isDigest = (request: { json: Record<string, unknown> }) =>
  request.json.type === 'inquiry.held_digest' || /held for review$/.test(String(request.json.subject))

describe('100 inquiries stored at once', () => {
  it('give exactly one delivery per clear inquiry to each destination, and one digest of the held ones', async () => {
    const first = await receiver()
    const second = await receiver()
    const secrets = new Map([[first, signingSecret()], [second, signingSecret()]])
    await addWebhook(first, secrets.get(first), 'First')
    await addWebhook(second, secrets.get(second), 'Second')
    await addEmail(['sales@agency.example', 'ceo@agency.example'])
    await service.from('notification_settings').update({ email_api_key: 're_test_0123456789' }).eq('id', true)

    // One request each, all at once, as 100 visitors on 100 networks would. Past 30 a minute
    // the rest are stored held for review, and announced only as a count.
    const results = await Promise.all(Array.from({ length: 100 }, () =>
      stack.anonClient({ sourceAddress: newSourceAddress() }).rpc('submit_inquiry', { payload: inquiryPayload() })))
    const ids = results.map(({ data, error }) => {
      if (error) throw error
      return (data as { id: string }).id
    })
    const clear = await stack.db.query<{ id: string }>(`select id from public.customer_inquiries where screening = 'clear'`)
    const held = await stack.db.query<{ id: string }>(`select id from public.customer_inquiries where screening = 'held'`)
    expect([clear.rows.length, held.rows.length]).toEqual([30, 70])
    expect(new Set([...clear.rows, ...held.rows].map((row) => row.id))).toEqual(new Set(ids))

    const channels = { first, second, email: resend }
    await waitFor(() => Object.values(channels).every((channel) => channel.delivered().length >= 30), {
      timeoutMs: 60_000, what: '30 deliveries to each destination',
    })
    await digestsDueNow()
    await waitFor(() => Object.values(channels).every((channel) => channel.delivered().some(isDigest)), {
      timeoutMs: 10_000, what: 'the held digest at each destination',
    })
    await sleep(2000)
    for (const [name, channel] of Object.entries(channels)) {
      const leads = channel.delivered().filter((request) => !isDigest(request))
      expect(leads, name).toHaveLength(30)
      expect(new Set(leads.map((request) => request.headers['idempotency-key'])).size, name).toBe(30)
      expect(channel.delivered().filter(isDigest), name).toHaveLength(1)
    }
    for (const hook of [first, second]) {
      const leads = hook.delivered().filter((request) => !isDigest(request))
      expect(new Set(leads.map((request) => (request.json.inquiry as { id: string }).id))).toEqual(new Set(clear.rows.map((row) => row.id)))
      const digest = hook.delivered().find(isDigest)!
      expect(hasValidSignature(secrets.get(hook)!, digest.headers, digest.body)).toBe(true)
      expect(digest.json).toMatchObject({
        type: 'inquiry.held_digest',
        held: { count: 70, url: `${SITE_URL}/admin/customer-inquiries?screening=held` },
        text: `*70 inquiries held for review*\nThey came past a flood limit. Approve the real ones in the back office; the rest need nothing.\n<${SITE_URL}/admin/customer-inquiries?screening=held|Open the held list>`,
      })
    }
    const subjects = resend.delivered().map((request) => String(request.json.subject))
    const clearSubject = /^New inquiry from Grace Hopper\d+ \(Compilers Inc\) – Web Applications, \$15,000 - \$50,000$/
    expect(subjects.filter((subject) => clearSubject.test(subject))).toHaveLength(30)
    expect(subjects.filter((subject) => subject.includes('Held for review'))).toEqual([])
    expect(subjects.filter((subject) => subject === '70 inquiries held for review')).toHaveLength(1)
    const email = resend.delivered()[0]!
    expect(email.headers.authorization).toBe('Bearer re_test_0123456789')
    expect(email.json).toMatchObject({
      to: ['sales@agency.example', 'ceo@agency.example'],
      reply_to: expect.stringMatching(/@example\.com$/),
    })
  }, 90_000)
})

describe('a flood from two clients', () => {
  it('40 held inquiries: at most one digest per destination in the hour, no reminder, no visitor input in it', async () => {
    const hook = await receiver()
    await addWebhook(hook)
    await addEmail(['sales@agency.example'])
    await service.from('notification_settings').update({ email_api_key: 're_test_0123456789', reminder_after_hours: 1 }).eq('id', true)
    const hostile = { first_name: 'Jo', last_name: 'Forger', company: '<!channel> *Budget: $250,000+*' }
    // Each client: 10 clear, then 20 held (its own hold threshold).
    for (const address of [newSourceAddress(), newSourceAddress()]) {
      const client = stack.anonClient({ sourceAddress: address })
      for (let i = 0; i < 30; i += 1) {
        const { error } = await client.rpc('submit_inquiry', { payload: inquiryPayload(hostile) })
        expect(error).toBeNull()
      }
    }
    const counts = await stack.db.query<{ screening: string; n: number }>(
      'select screening, count(*)::int as n from public.customer_inquiries group by screening order by screening')
    expect(counts.rows).toEqual([{ screening: 'clear', n: 20 }, { screening: 'held', n: 40 }])

    await digestsDueNow()
    const channels = { hook, email: resend }
    await waitFor(() => Object.values(channels).every((channel) => channel.delivered().some(isDigest)), {
      timeoutMs: 10_000, what: 'the held digest at each destination',
    })
    // A third client: 10 more clear, then held ones within the hour: counted in the next digest,
    // due an hour after the first, never a second digest this hour.
    const third = stack.anonClient({ sourceAddress: newSourceAddress() })
    for (let i = 0; i < 12; i += 1) await third.rpc('submit_inquiry', { payload: inquiryPayload() })
    const next = await stack.db.query<{ payload: unknown; later: boolean }>(
      `select payload, next_attempt_at > now() + interval '50 minutes' as later from public.notification_outbox
        where event = 'inquiry.held_digest' and state = 'pending'`)
    expect(next.rows).toEqual([{ payload: { held_count: 2 }, later: true }, { payload: { held_count: 2 }, later: true }])
    // Every inquiry waited past the reminder delay (and so did its announcement): only clear ones may be reminded.
    await stack.db.exec(`
      update public.customer_inquiries set created_at = now() - interval '2 hours';
      update public.notification_outbox set created_at = now() - interval '2 hours' where event = 'inquiry.created';`)
    await waitFor(() => hook.delivered().filter((request) => request.json.type === 'inquiry.reminder').length >= 30, {
      timeoutMs: 15_000, what: 'the reminders of the clear inquiries',
    })
    await sleep(2500)

    const heldIds = new Set((await stack.db.query<{ id: string }>(
      `select id from public.customer_inquiries where screening = 'held'`)).rows.map((row) => row.id))
    for (const [name, channel] of Object.entries(channels)) {
      const digests = channel.delivered().filter(isDigest)
      expect(digests, name).toHaveLength(1)
      expect(digests[0]!.body, name).not.toMatch(/Forger|Budget|channel|Grace|Hopper|example\.com/)
    }
    const reminders = hook.delivered().filter((request) => request.json.type === 'inquiry.reminder')
    expect(reminders).toHaveLength(30)
    expect(reminders.filter((request) => heldIds.has((request.json.inquiry as { id: string }).id))).toEqual([])
    expect(hook.delivered().filter((request) => heldIds.has((request.json.inquiry as { id?: string } | undefined)?.id ?? ''))).toEqual([])
  }, 90_000)
})

describe('the speed-to-lead reminder', () => {
  it('goes once to the same destinations when an inquiry is still new after the delay', async () => {
    const hook = await receiver()
    await addWebhook(hook)
    await service.from('notification_settings').update({ reminder_after_hours: 2 }).eq('id', true)
    const id = await submit({ first_name: 'Waiting' })
    await waitFor(() => hook.delivered().length === 1, { timeoutMs: 5000, what: 'the new-inquiry notification' })

    // Three hours pass, for the inquiry and for its announcement.
    await stack.db.query(`update public.customer_inquiries set created_at = now() - interval '3 hours' where id = $1`, [id])
    await stack.db.query(`update public.notification_outbox set created_at = now() - interval '3 hours' where inquiry_id = $1`, [id])
    const reminder = await waitFor(
      () => hook.delivered().find((request) => request.json.type === 'inquiry.reminder'),
      { timeoutMs: 5000, what: 'the reminder' },
    )
    expect(reminder.json.text).toMatch(/^\*Reminder: the inquiry from Waiting Hopper\d+ \(Compilers Inc\) is still new after 2 hours\*/)
    await sleep(2500)
    expect(hook.delivered().filter((request) => request.json.type === 'inquiry.reminder')).toHaveLength(1)
  })
})

describe('email without a provider, on a developer machine', () => {
  it('is written to the local mailbox folder as one readable file', async () => {
    await addEmail(['team@agency.example'])
    await submit({ first_name: 'Mailbox', email: 'mailbox.prospect@example.com' })
    const file = await waitFor(() => readdirSync(mailDir).find((name) => name.includes('mailbox')), {
      timeoutMs: 5000, what: 'the mail file',
    })
    const text = readFileSync(join(mailDir, file), 'utf8')
    expect(text).toMatch(/^From: Website leads <onboarding@resend\.dev>\nTo: team@agency\.example\nReply-To: mailbox\.prospect@example\.com\nSubject: New inquiry from Mailbox Hopper\d+/)
    expect(text).toContain('Open in the back office: https://agency.example/admin/customer-inquiries?search=mailbox.prospect%40example.com')
    expect(resend.requests).toHaveLength(0)
  })
})

describe('Send test', () => {
  async function sendTest(token: string, destinationId: string) {
    const response = await fetch(`${stack.url}/functions/v1/send-test-notification`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ destination_id: destinationId }),
    })
    return { status: response.status, body: (await response.json()) as { ok: boolean; message: string } }
  }

  it('sends a signed sample to the destination at once and reports how it went, for admins only', async () => {
    const hook = await receiver()
    const secret = signingSecret()
    const id = await addWebhook(hook, secret)
    const admin = await stack.adminClient()
    const token = (await admin.auth.getSession()).data.session!.access_token

    const sent = await sendTest(token, id)
    expect(sent).toMatchObject({ status: 200, body: { ok: true, message: expect.stringMatching(/^Delivered \(HTTP 2xx in \d+ ms\)\.$/) } })
    expect(hook.requests).toHaveLength(1)
    expect(hook.requests[0]!.json).toMatchObject({ type: 'test', inquiry: { name: 'Test Notification' } })
    expect(hasValidSignature(secret, hook.requests[0]!.headers, hook.requests[0]!.body)).toBe(true)

    // The status class and a fixed sentence: never what the receiver answered (it answers JSON here).
    hook.respond = () => 503
    expect(await sendTest(token, id)).toEqual({ status: 200, body: { ok: false, message: 'HTTP 5xx: the receiver failed.' } })

    expect(await sendTest(stack.anonKey, id)).toEqual({ status: 403, body: { ok: false, message: 'Only admins can send test notifications.' } })
    expect(hook.requests).toHaveLength(2)
  })

  it('to a destination saved before the address rule, pointing at a private address, sends nothing and says why', async () => {
    const hook = await receiver()
    const id = await addWebhook(hook)
    // As a row written before the rule existed: the save-time check never saw it.
    await stack.db.query('alter table public.notification_destinations disable trigger notification_destinations_check_webhook_url')
    try {
      await stack.db.query(`update public.notification_destinations set webhook_url = 'http://169.254.169.254/latest/meta-data/' where id = $1`, [id])
    } finally {
      await stack.db.query('alter table public.notification_destinations enable trigger notification_destinations_check_webhook_url')
    }
    const admin = await stack.adminClient()
    const token = (await admin.auth.getSession()).data.session!.access_token
    expect(await sendTest(token, id)).toEqual({ status: 200, body: { ok: false, message: 'A webhook address must start with https://.' } })
  })
})
