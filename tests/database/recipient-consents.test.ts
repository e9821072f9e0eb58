/**
 * The consent a lead carries per recipient (public.inquiry_recipient_consents): what
 * rpc/submit_inquiry stores from payload.consent.recipients (Global Privacy Control refusing the
 * advertising ones, an earlier banner's consent naming Google alone), the bad input it refuses,
 * who may read or change the rows, the per-recipient rule every conversion delivery follows
 * (private.conversion_skip_reason: no consent, consent withdrawn), and rpc/consent_recipients,
 * the list of recipients the build publishes.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ledgerOf } from '../support/conversion-fixture'
import { startTestStack, type TestStack } from '../support/local-stack'
import { newSourceAddress } from '../support/source-address'

let stack: TestStack
let admin: SupabaseClient
let stranger: SupabaseClient
let counter = 0

const CONSENT = {
  version: '2:ga4+google_ads+meta',
  decided_at: '2026-11-28T10:15:00.000Z',
  ad_storage: true,
  ad_user_data: true,
  ad_personalization: true,
  analytics_storage: true,
  gpc: false,
}

function payload(consent?: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada${counter}@recipients.example`,
    phone: '',
    company: '',
    service_interest: 'Web Applications',
    budget_range: '$15,000 - $50,000',
    project_timeline: '3-6 months',
    message: 'We would like an analytical engine for the web.',
    source_page: 'contact',
    website: '',
    form_fill_ms: 12_000,
    ...(consent === undefined ? {} : { consent }),
    ...extra,
  }
}

/** Each submission from its own network, so no flood rule ever holds one. */
async function submit(input: Record<string, unknown>): Promise<string> {
  const { data, error } = await stack.anonClient({ sourceAddress: newSourceAddress() }).rpc('submit_inquiry', { payload: input as never })
  expect(error).toBeNull()
  return (data as { id: string }).id
}

async function recipientsOf(id: string): Promise<Record<string, boolean>> {
  const { rows } = await stack.db.query<{ recipient: string; granted: boolean }>(
    'select recipient, granted from public.inquiry_recipient_consents where inquiry_id = $1 order by recipient', [id],
  )
  return Object.fromEntries(rows.map((row) => [row.recipient, row.granted]))
}

async function totalRows(): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from public.inquiry_recipient_consents')
  return rows[0]!.n
}

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
  await stack.createUser('recipients-stranger@example.com', 'stranger-password-1')
  stranger = await stack.signedInClient('recipients-stranger@example.com', 'stranger-password-1')
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.db.exec(`
    update public.conversion_destinations set enabled = false;
    update private.conversion_feed_token set token_hash = null;
  `)
})

describe('an inquiry sent with a consent per recipient', () => {
  it('stores each named recipient with its answer and the time of the decision', async () => {
    const id = await submit(payload({ ...CONSENT, recipients: { google_ads: true, meta: false, ga4: true } }))
    expect(await recipientsOf(id)).toEqual({ ga4: true, google_ads: true, meta: false })
    const { rows } = await stack.db.query<{ decided_at: string }>(
      'select decided_at from public.inquiry_recipient_consents where inquiry_id = $1', [id],
    )
    for (const row of rows) expect(new Date(row.decided_at).toISOString()).toBe('2026-11-28T10:15:00.000Z')
  })

  it('refuses every advertising recipient when the browser sent Global Privacy Control, whatever it sent', async () => {
    const id = await submit(payload({ ...CONSENT, gpc: true, recipients: { google_ads: true, meta: true, linkedin: true, ga4: true } }))
    expect(await recipientsOf(id)).toEqual({ ga4: true, google_ads: false, linkedin: false, meta: false })
  })

  it('from the earlier banner (no recipients) allows Google Ads and GA4 as answered, never Meta or LinkedIn', async () => {
    const id = await submit(payload({ ...CONSENT, analytics_storage: false }))
    expect(await recipientsOf(id)).toEqual({ ga4: false, google_ads: true })
  })

  it('without any consent stores no row: every recipient reads "not allowed"', async () => {
    const id = await submit(payload())
    expect(await recipientsOf(id)).toEqual({})
  })

  it.each<[string, unknown, string]>([
    ['recipients as a list', ['meta'], 'The consent recipients must be a JSON object.'],
    ['an unknown recipient', { tiktok: true }, 'The consent names an unknown recipient: tiktok.'],
    ['an answer as text', { meta: 'granted' }, 'The consent for meta must be true or false.'],
  ])('with %s is refused with a clear 400 and nothing is stored', async (_, recipients, message) => {
    const before = await totalRows()
    const { data, error, status } = await stack.anonClient({ sourceAddress: newSourceAddress() })
      .rpc('submit_inquiry', { payload: payload({ ...CONSENT, recipients }) as never })
    expect(data).toBeNull()
    expect(status).toBe(400)
    expect(error?.message).toBe(message)
    expect(await totalRows()).toBe(before)
  })
})

describe('who may read or change the consent per recipient', () => {
  it('a visitor and a signed-in stranger read nothing; an admin reads it', async () => {
    const id = await submit(payload({ ...CONSENT, recipients: { google_ads: true, meta: false } }))
    for (const client of [stack.anonClient(), stranger]) {
      const { data } = await client.from('inquiry_recipient_consents').select('*').eq('inquiry_id', id)
      expect(data ?? []).toEqual([])
    }
    const { data, error } = await admin.from('inquiry_recipient_consents').select('recipient, granted').eq('inquiry_id', id).order('recipient')
    expect(error).toBeNull()
    expect(data).toEqual([{ recipient: 'google_ads', granted: true }, { recipient: 'meta', granted: false }])
  })

  it('nobody changes it through the API, an admin neither: not granting, not withdrawing, not adding, not removing', async () => {
    const id = await submit(payload({ ...CONSENT, recipients: { google_ads: true, meta: false } }))
    for (const client of [stack.anonClient(), stranger, admin]) {
      await client.from('inquiry_recipient_consents').update({ granted: true }).eq('inquiry_id', id)
      await client.from('inquiry_recipient_consents').update({ withdrawn_at: new Date().toISOString() }).eq('inquiry_id', id)
      await client.from('inquiry_recipient_consents').delete().eq('inquiry_id', id)
      const added = await client.from('inquiry_recipient_consents').insert({ inquiry_id: id, recipient: 'linkedin', granted: true })
      expect(added.error).not.toBeNull()
    }
    expect(await recipientsOf(id)).toEqual({ google_ads: true, meta: false })
    const { rows } = await stack.db.query('select 1 from public.inquiry_recipient_consents where inquiry_id = $1 and withdrawn_at is not null', [id])
    expect(rows).toEqual([])
  })

  it('goes with its inquiry', async () => {
    const id = await submit(payload({ ...CONSENT, recipients: { google_ads: true } }))
    await stack.db.query('delete from public.customer_inquiries where id = $1', [id])
    expect(await recipientsOf(id)).toEqual({})
  })
})

describe('a converted lead', () => {
  async function enable(platform: 'meta' | 'linkedin' | 'ga4'): Promise<void> {
    const { error } = await admin.from('conversion_destinations')
      .update({ enabled: true, secret: `secret-${platform}-0123456789` }).eq('platform', platform)
    expect(error).toBeNull()
  }

  async function convert(id: string): Promise<void> {
    const { error } = await admin.from('customer_inquiries').update({ status: 'converted' }).eq('id', id)
    expect(error).toBeNull()
  }

  const googleClick = { attribution: { first_touch: null, last_touch: { landing_path: '/', at: new Date().toISOString(), gclid: 'Cj0-recipients' }, salesperson: null } }

  it('goes only to the recipients its visitor allowed; the others are skipped for want of consent', async () => {
    await enable('meta')
    await enable('linkedin')
    const id = await submit(payload({ ...CONSENT, recipients: { google_ads: true, meta: false, ga4: true } }, googleClick))
    await convert(id)
    expect(await ledgerOf(stack.db, id)).toEqual([
      ['qualified', 'google_ads', 'queued', null],
      ['qualified', 'linkedin', 'skipped', 'no_consent'],
      ['qualified', 'meta', 'skipped', 'no_consent'],
      ['won', 'google_ads', 'queued', null],
      ['won', 'linkedin', 'skipped', 'no_consent'],
      ['won', 'meta', 'skipped', 'no_consent'],
    ])
  })

  it('whose consent for a recipient was withdrawn is skipped for that reason', async () => {
    await enable('meta')
    const id = await submit(payload({ ...CONSENT, recipients: { google_ads: true, meta: true } }, googleClick))
    const { error } = await admin.from('customer_inquiries').update({ status: 'contacted' }).eq('id', id)
    expect(error).toBeNull()
    // The withdrawal functions write this; here it is written behind the API's back.
    await stack.db.query(
      "update public.inquiry_recipient_consents set withdrawn_at = now(), withdrawn_via = 'visitor' where inquiry_id = $1", [id],
    )
    await convert(id)
    const { rows } = await stack.db.query<{ skip: string | null }>(
      `select private.conversion_skip_reason(i, p) as skip from public.customer_inquiries i,
         unnest(array['google_ads', 'meta']) p where i.id = $1 order by p`, [id],
    )
    expect(rows.map((row) => row.skip)).toEqual(['consent_withdrawn', 'consent_withdrawn'])
    const ledger = await ledgerOf(stack.db, id)
    expect(ledger.filter(([stage]) => stage === 'won')).toEqual([
      ['won', 'google_ads', 'skipped', 'consent_withdrawn'],
      ['won', 'meta', 'skipped', 'consent_withdrawn'],
    ])
  })
})

describe('rpc/consent_recipients', () => {
  it('names nobody when no destination is enabled and no feed token exists', async () => {
    const { data, error } = await stack.anonClient().rpc('consent_recipients')
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  it('names, to anyone, each enabled destination and Google Ads once a feed token exists; nothing else', async () => {
    const { error } = await admin.from('conversion_destinations')
      .update({ enabled: true, secret: 'meta-secret-0123456789', settings: { dataset_id: '1234567890' } }).eq('platform', 'meta')
    expect(error).toBeNull()
    const made = await admin.rpc('regenerate_conversion_feed_token')
    expect(made.error).toBeNull()
    for (const client of [stack.anonClient(), stranger, admin]) {
      const { data } = await client.rpc('consent_recipients')
      expect(data).toEqual(['google_ads', 'meta'])
    }
  })
})
