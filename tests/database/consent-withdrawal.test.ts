/**
 * A withdrawal of consent reaches the leads: submit_inquiry answers a per-inquiry secret (only
 * its hash is kept); rpc/withdraw_consent, with that secret, marks the lead withdrawn for the
 * recipients named, keeps what was given and when, logs it, and ends the waiting deliveries
 * of those recipients as skipped 'consent_withdrawn'; an unknown inquiry, a malformed or a
 * wrong secret change nothing and get the same answer. An admin records a withdrawal by mail
 * or phone with rpc/privacy_record_withdrawal (recorded like the other requests). The consent
 * record changes by no other path: an admin's ordinary update of a consent column is refused,
 * and the log of withdrawals refuses update, delete and truncate.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'
import { newSourceAddress } from '../support/source-address'

let stack: TestStack
let admin: SupabaseClient
let service: SupabaseClient
let stranger: SupabaseClient
let counter = 0

const ACCEPTED = {
  version: '1',
  decided_at: '2026-11-28T09:00:00.000Z',
  ad_storage: true,
  ad_user_data: true,
  ad_personalization: true,
  analytics_storage: true,
  gpc: false,
  recipients: { google_ads: true, meta: true, linkedin: true, ga4: true },
}
const REJECTED = {
  ...ACCEPTED, ad_storage: false, ad_user_data: false, ad_personalization: false, analytics_storage: false,
  recipients: { google_ads: false, meta: false, linkedin: false, ga4: false },
}
const ADVERTISING = ['google_ads', 'meta', 'linkedin']

function payload(consent: unknown, email = `ada${++counter}@example.com`): Record<string, unknown> {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    phone: '',
    company: '',
    service_interest: 'Web Applications',
    budget_range: '$15,000 - $50,000',
    project_timeline: '3-6 months',
    message: 'We would like an analytical engine for the web.',
    source_page: 'contact',
    website: '',
    form_fill_ms: 12_000,
    attribution: { last_touch: { gclid: `gclid-${counter}`, utm_source: 'google', at: new Date().toISOString() } },
    ...(consent === undefined ? {} : { consent }),
  }
}

/** Each visitor from its own network, so no flood rule holds one. */
const visitor = () => stack.anonClient({ sourceAddress: newSourceAddress() })

async function submit(consent: unknown, email?: string): Promise<{ id: string; withdrawal_token: string | null }> {
  const { data, error } = await visitor().rpc('submit_inquiry', { payload: payload(consent, email) })
  expect(error).toBeNull()
  return data as { id: string; withdrawal_token: string | null }
}

async function recipientRows(inquiryId: string) {
  const { rows } = await stack.db.query<{ recipient: string; granted: boolean; decided_at: Date; withdrawn_at: Date | null; withdrawn_via: string | null }>(
    'select recipient, granted, decided_at, withdrawn_at, withdrawn_via from public.inquiry_recipient_consents where inquiry_id = $1 order by recipient',
    [inquiryId],
  )
  return rows
}

async function events(inquiryId: string) {
  const { rows } = await stack.db.query<{ recipient: string; via: string; recorded_by: string | null }>(
    'select recipient, via, recorded_by from public.inquiry_consent_events where inquiry_id = $1 order by recipient',
    [inquiryId],
  )
  return rows
}

/** Every consent-related row of the whole database, to show that nothing changed. */
async function consentState(): Promise<string> {
  const { rows } = await stack.db.query(
    `select (select coalesce(jsonb_agg(r order by r.inquiry_id, r.recipient), '[]') from public.inquiry_recipient_consents r) as recipients,
            (select count(*) from public.inquiry_consent_events) as events,
            (select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'state', d.state) order by d.id), '[]') from public.conversion_deliveries d) as deliveries`,
  )
  return JSON.stringify(rows[0])
}

async function enableMeta(): Promise<void> {
  const { error } = await admin.from('conversion_destinations')
    .update({ enabled: true, settings: { dataset_id: '42' }, secret: 'secret-meta-0123456789' }).eq('platform', 'meta')
  expect(error).toBeNull()
}

const oneCharacterOff = (secret: string) => `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`

async function deliveryStates(inquiryId: string) {
  const { rows } = await stack.db.query<{ stage: string; platform: string; state: string; skip_reason: string | null }>(
    `select v.stage, d.platform, d.state, d.skip_reason from public.conversion_deliveries d
       join public.conversions v on v.id = d.conversion_id where v.inquiry_id = $1 order by v.stage, d.platform`,
    [inquiryId],
  )
  return rows
}

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
  service = stack.serviceClient()
  await stack.createUser('stranger@example.com', 'stranger-password-1')
  stranger = await stack.signedInClient('stranger@example.com', 'stranger-password-1')
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.db.exec(`
    delete from public.customer_inquiries;
    update public.conversion_destinations set enabled = false;
  `)
})

describe('the withdrawal secret', () => {
  it('is answered with an inquiry that carries consent; only its hash is kept', async () => {
    const sent = await submit(ACCEPTED)
    expect(sent.withdrawal_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { rows } = await stack.db.query<{ token_hash: string }>(
      'select token_hash from private.inquiry_withdrawal_tokens where inquiry_id = $1', [sent.id],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).not.toContain(sent.withdrawal_token)
    const dump = await stack.db.query<{ found: boolean }>(
      `select exists (select 1 from private.inquiry_withdrawal_tokens t where t.token_hash = $1) as found`, [sent.withdrawal_token],
    )
    expect(dump.rows[0]!.found).toBe(false)
  })

  it('is not made for an inquiry with no consent to withdraw', async () => {
    expect((await submit(REJECTED)).withdrawal_token).toBeNull()
    expect((await submit(undefined)).withdrawal_token).toBeNull()
  })
})

describe('rpc/withdraw_consent (the visitor, with the secret)', () => {
  it('withdraws the recipients named from the lead, keeps what was given, logs it', async () => {
    const sent = await submit(ACCEPTED)
    const { data, error } = await visitor().rpc('withdraw_consent', {
      receipts: [{ id: sent.id, secret: sent.withdrawal_token }], recipients: ADVERTISING,
    })
    expect(error).toBeNull()
    expect(data).toEqual({ received: true })

    const rows = await recipientRows(sent.id)
    // GA4 (analytics) was not named: it stays granted.
    expect(rows.map((row) => [row.recipient, row.granted, row.withdrawn_via])).toEqual([
      ['ga4', true, null], ['google_ads', true, 'visitor'], ['linkedin', true, 'visitor'], ['meta', true, 'visitor'],
    ])
    for (const row of rows.filter((row) => row.recipient !== 'ga4')) {
      expect(row.decided_at.toISOString()).toBe(ACCEPTED.decided_at)
      expect(row.withdrawn_at).not.toBeNull()
    }
    expect(await events(sent.id)).toEqual([
      { recipient: 'google_ads', via: 'visitor', recorded_by: null },
      { recipient: 'linkedin', via: 'visitor', recorded_by: null },
      { recipient: 'meta', via: 'visitor', recorded_by: null },
    ])
    // What the visitor was sent with stays as it was.
    const { rows: lead } = await stack.db.query<{ consent_ad_user_data: boolean; consent_analytics_storage: boolean }>(
      'select consent_ad_user_data, consent_analytics_storage from public.customer_inquiries where id = $1', [sent.id],
    )
    expect(lead[0]).toEqual({ consent_ad_user_data: true, consent_analytics_storage: true })

    // Analytics later: GA4 joins; the advertising withdrawals are not recorded twice.
    await visitor().rpc('withdraw_consent', { receipts: [{ id: sent.id, secret: sent.withdrawal_token }], recipients: ['ga4', 'meta'] })
    expect((await recipientRows(sent.id)).map((row) => row.recipient)).toEqual(['ga4', 'google_ads', 'linkedin', 'meta'])
    expect((await events(sent.id)).map((row) => row.recipient)).toEqual(['ga4', 'google_ads', 'linkedin', 'meta'])
  })

  it('ends the waiting deliveries of those recipients as skipped: consent withdrawn, at once', async () => {
    await enableMeta()
    const sent = await submit(ACCEPTED)
    const { error } = await admin.from('customer_inquiries').update({ status: 'contacted' }).eq('id', sent.id)
    expect(error).toBeNull()
    // One of them already went out: a withdrawal does not rewrite what was sent.
    await stack.db.query(
      `update public.conversion_deliveries set state = 'retrying' where platform = 'meta'
          and conversion_id in (select id from public.conversions where inquiry_id = $1)`, [sent.id],
    )
    expect(await deliveryStates(sent.id)).toEqual([
      { stage: 'qualified', platform: 'google_ads', state: 'queued', skip_reason: null },
      { stage: 'qualified', platform: 'meta', state: 'retrying', skip_reason: null },
    ])

    await visitor().rpc('withdraw_consent', { receipts: [{ id: sent.id, secret: sent.withdrawal_token }], recipients: ADVERTISING })
    expect(await deliveryStates(sent.id)).toEqual([
      { stage: 'qualified', platform: 'google_ads', state: 'skipped', skip_reason: 'consent_withdrawn' },
      { stage: 'qualified', platform: 'meta', state: 'skipped', skip_reason: 'consent_withdrawn' },
    ])
  })

  it('leaves a delivery already sent, and other recipients, as they were', async () => {
    await enableMeta()
    const sent = await submit(ACCEPTED)
    await admin.from('customer_inquiries').update({ status: 'contacted' }).eq('id', sent.id)
    await stack.db.query(
      `update public.conversion_deliveries set state = 'accepted' where platform = 'meta'
          and conversion_id in (select id from public.conversions where inquiry_id = $1)`, [sent.id],
    )
    await visitor().rpc('withdraw_consent', { receipts: [{ id: sent.id, secret: sent.withdrawal_token }], recipients: ['meta'] })
    expect(await deliveryStates(sent.id)).toEqual([
      { stage: 'qualified', platform: 'google_ads', state: 'queued', skip_reason: null },
      { stage: 'qualified', platform: 'meta', state: 'accepted', skip_reason: null },
    ])
  })

  it('changes nothing for the inquiry\'s id with a wrong, malformed or missing secret, or an unknown inquiry, and answers the same', async () => {
    await enableMeta()
    const sent = await submit(ACCEPTED)
    const other = await submit(ACCEPTED)
    await admin.from('customer_inquiries').update({ status: 'contacted' }).eq('id', sent.id)
    const before = await consentState()

    const attempts: unknown[] = [
      [{ id: sent.id, secret: other.withdrawal_token }],
      [{ id: sent.id, secret: oneCharacterOff(sent.withdrawal_token!) }],
      [{ id: sent.id, secret: 'not a secret' }],
      [{ id: sent.id, secret: `${sent.withdrawal_token}x` }],
      [{ id: sent.id }],
      [{ id: sent.id, secret: 42 }],
      [{ id: '00000000-0000-4000-8000-000000000000', secret: sent.withdrawal_token }],
      [{ id: 'not-an-id', secret: sent.withdrawal_token }],
      ['just text', 7, null],
      [],
    ]
    for (const receipts of attempts) {
      const { data, error } = await visitor().rpc('withdraw_consent', { receipts, recipients: [...ADVERTISING, 'ga4'] })
      expect(error).toBeNull()
      expect(data).toEqual({ received: true })
    }
    expect(await consentState()).toBe(before)
  })

  it('refuses a request of the wrong shape with a clear message, changing nothing', async () => {
    const sent = await submit(ACCEPTED)
    const receipt = { id: sent.id, secret: sent.withdrawal_token }
    const before = await consentState()
    const cases: Array<[unknown, unknown, RegExp]> = [
      [[receipt], ['facebook'], /recipients google_ads, meta, linkedin, ga4/],
      [[receipt], [], /recipients google_ads, meta, linkedin, ga4/],
      [receipt, ['meta'], /list of at most 50/],
      [Array.from({ length: 51 }, () => receipt), ['meta'], /list of at most 50/],
    ]
    for (const [receipts, recipients, message] of cases) {
      const { error } = await visitor().rpc('withdraw_consent', { receipts, recipients })
      expect(error?.code).toBe('22023')
      expect(error?.message).toMatch(message)
    }
    expect(await consentState()).toBe(before)
  })

  it('is the only public function of it: the private helpers are out of reach', async () => {
    const sent = await submit(ACCEPTED)
    for (const client of [visitor(), stranger, admin]) {
      const { error } = await client.rpc('issue_withdrawal_token' as never, { inquiry_id: sent.id } as never)
      expect(error).not.toBeNull()
      const { data } = await client.schema('private' as never).from('inquiry_withdrawal_tokens').select('*')
      expect(data ?? []).toEqual([])
    }
  })
})

describe('rpc/privacy_record_withdrawal (an admin, for a request by mail or phone)', () => {
  it('withdraws the recipients from every inquiry of the address and records the request', async () => {
    const email = 'Mary.Shelley@Example.com'
    const first = await submit(ACCEPTED, email)
    const second = await submit(ACCEPTED, email.toLowerCase())
    const someoneElse = await submit(ACCEPTED)
    const { data, error } = await admin.rpc('privacy_record_withdrawal', { email: ` ${email} `, recipients: ADVERTISING })
    expect(error).toBeNull()
    expect(data).toMatchObject({ inquiries_active: 2, leads_withdrawn: 2, recipients_withdrawn: 6 })

    const adminId = (await admin.auth.getUser()).data.user!.id
    for (const lead of [first, second]) {
      expect((await recipientRows(lead.id)).map((row) => [row.recipient, row.withdrawn_via])).toEqual([
        ['ga4', null], ['google_ads', 'admin'], ['linkedin', 'admin'], ['meta', 'admin'],
      ])
      expect((await events(lead.id)).every((row) => row.via === 'admin' && row.recorded_by === adminId)).toBe(true)
    }
    expect((await recipientRows(someoneElse.id)).every((row) => row.withdrawn_at === null)).toBe(true)

    const { data: log } = await admin.from('privacy_requests').select('action, counts').order('requested_at', { ascending: false }).limit(1)
    expect(log).toEqual([{ action: 'withdraw', counts: expect.objectContaining({ leads_withdrawn: 2, recipients_withdrawn: 6 }) }])
  })

  it('answers zeros for an address that matches nobody, and refuses a malformed one', async () => {
    await submit(ACCEPTED)
    const before = await consentState()
    const { data, error } = await admin.rpc('privacy_record_withdrawal', { email: 'nobody@example.com', recipients: ['meta'] })
    expect(error).toBeNull()
    expect(data).toMatchObject({ inquiries_active: 0, leads_withdrawn: 0, recipients_withdrawn: 0 })
    const bad = await admin.rpc('privacy_record_withdrawal', { email: 'not an address', recipients: ['meta'] })
    expect(bad.error?.code).toBe('22023')
    expect(await consentState()).toBe(before)
  })

  it('is refused to visitors and signed-in non-admins', async () => {
    const sent = await submit(ACCEPTED, 'target@example.com')
    for (const client of [visitor(), stranger]) {
      const { error } = await client.rpc('privacy_record_withdrawal', { email: 'target@example.com', recipients: ADVERTISING })
      expect(error).not.toBeNull()
    }
    expect((await recipientRows(sent.id)).every((row) => row.withdrawn_at === null)).toBe(true)
  })
})

describe('the consent record changes only by a withdrawal', () => {
  it('refuses an admin update of a consent column through the API, and keeps the rest editable', async () => {
    const sent = await submit(ACCEPTED)
    for (const change of [
      { consent_ad_user_data: false },
      { consent_analytics_storage: false },
      { consent_decided_at: '2020-01-01T00:00:00Z' },
      { consent_version: null, consent_decided_at: null, consent_ad_storage: null, consent_ad_user_data: null,
        consent_ad_personalization: null, consent_analytics_storage: null, consent_gpc: null },
    ]) {
      const { error } = await admin.from('customer_inquiries').update({ ...change, status: 'closed' }).eq('id', sent.id)
      expect(error?.code).toBe('42501')
      expect(error?.message).toMatch(/Record a withdrawal/)
    }
    const { data: row } = await admin.from('customer_inquiries').select('status, consent_ad_user_data, consent_decided_at').eq('id', sent.id).single()
    expect(row).toEqual({ status: 'new', consent_ad_user_data: true, consent_decided_at: expect.stringMatching(/^2026-11-28T09:00:00/) })

    const { error } = await admin.from('customer_inquiries').update({ status: 'contacted', consent_ad_user_data: true }).eq('id', sent.id)
    expect(error).toBeNull()
  })

  it('refuses the service role too, and every role a change of the per-recipient rows', async () => {
    const sent = await submit(ACCEPTED)
    await visitor().rpc('withdraw_consent', { receipts: [{ id: sent.id, secret: sent.withdrawal_token }], recipients: ['meta'] })
    const lead = await service.from('customer_inquiries').update({ consent_gpc: true }).eq('id', sent.id)
    expect(lead.error?.code).toBe('42501')
    const row = await service.from('inquiry_recipient_consents').update({ withdrawn_at: null, withdrawn_via: null }).eq('inquiry_id', sent.id)
    expect(row.error?.code).toBe('42501')
    await admin.from('inquiry_recipient_consents').update({ granted: false }).eq('inquiry_id', sent.id)
    expect((await recipientRows(sent.id)).filter((r) => r.withdrawn_via !== null).map((r) => [r.recipient, r.granted, r.withdrawn_via]))
      .toEqual([['meta', true, 'visitor']])
  })

  it('keeps the log of withdrawals append-only: update, delete and truncate are refused, even to the owner', async () => {
    const sent = await submit(ACCEPTED)
    await visitor().rpc('withdraw_consent', { receipts: [{ id: sent.id, secret: sent.withdrawal_token }], recipients: ['meta'] })
    for (const statement of [
      `update public.inquiry_consent_events set via = 'admin'`,
      'delete from public.inquiry_consent_events',
      'truncate public.inquiry_consent_events',
    ]) {
      await expect(stack.db.exec(statement)).rejects.toThrow(/cannot be changed/)
    }
    const byService = await service.from('inquiry_consent_events').delete().eq('inquiry_id', sent.id)
    expect(byService.error?.code).toBe('42501')
    expect(await events(sent.id)).toHaveLength(1)
  })

  it('lets the log go with its lead (erasure), and only then', async () => {
    const sent = await submit(ACCEPTED, 'erase.me@example.com')
    await visitor().rpc('withdraw_consent', { receipts: [{ id: sent.id, secret: sent.withdrawal_token }], recipients: ['meta'] })
    const { error } = await admin.rpc('privacy_erase', { email: 'erase.me@example.com' })
    expect(error).toBeNull()
    expect(await events(sent.id)).toEqual([])
    const { rows } = await stack.db.query('select 1 from private.inquiry_withdrawal_tokens where inquiry_id = $1', [sent.id])
    expect(rows).toEqual([])
  })
})
