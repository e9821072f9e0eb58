/**
 * The Google Ads feed in the database: the feed token (kept only as its SHA-256), the files
 * conversion_feed_csv and conversion_feed_for_token build (Google's click-conversion template,
 * RFC 4180), which conversions they list, and the Google Ads ledger rows a fetch marks sent.
 */
import { createHash } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { insertInquiry, ledgerOf, type FixtureInquiry } from '../support/conversion-fixture'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient
let service: SupabaseClient
let stranger: SupabaseClient

const HEADER = 'Parameters:TimeZone=+0000\r\nGoogle Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n'

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
  service = stack.serviceClient()
  await stack.createUser('feed-stranger@example.com', 'stranger-password-1')
  stranger = await stack.signedInClient('feed-stranger@example.com', 'stranger-password-1')
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.db.exec(`
    delete from public.customer_inquiries;
    update public.conversion_settings set qualified_name = 'Qualified lead', won_name = 'Won';
  `)
})

/** An inquiry moved to a status (through the trigger), its conversions back-dated to a fixed time. */
async function lead(inquiry: FixtureInquiry, status: 'contacted' | 'converted', occurredAt = '2026-11-20 09:30:00+00'): Promise<string> {
  const id = await insertInquiry(stack.db, inquiry)
  await stack.db.query('update public.customer_inquiries set status = $2 where id = $1', [id, status])
  await stack.db.query('update public.conversions set occurred_at = $2 where inquiry_id = $1', [id, occurredAt])
  return id
}

async function feedCsv(stage: string, clickKind = 'gclid'): Promise<string> {
  const { data, error } = await admin.rpc('conversion_feed_csv', { stage, click_kind: clickKind })
  expect(error).toBeNull()
  return data as string
}

async function newToken(): Promise<string> {
  const { data, error } = await admin.rpc('regenerate_conversion_feed_token')
  expect(error).toBeNull()
  return data as string
}

const fetchFeed = async (token: string | null, file: string) => {
  const { data, error } = await service.rpc('conversion_feed_for_token', { feed_token: token as string, file_name: file })
  expect(error).toBeNull()
  return data as string | null
}

describe('the feed file', () => {
  it("is Google's click-conversion template, one row per conversion of consented leads with a Google click", async () => {
    await lead({ adUserData: true, lastGclid: 'Cj0KCQ-first_click' }, 'converted')
    await lead({ adUserData: true, lastGclid: 'EAIaIQ-second' }, 'contacted', '2026-11-21 18:05:09+00')
    await lead({ adUserData: false, lastGclid: 'gclid-refused-consent' }, 'converted')
    await lead({ adUserData: null, lastGclid: 'gclid-no-consent-recorded' }, 'converted')
    await lead({ adUserData: true }, 'converted')

    expect(await feedCsv('qualified')).toBe(
      `${HEADER}Cj0KCQ-first_click,Qualified lead,2026-11-20 09:30:00,,\r\nEAIaIQ-second,Qualified lead,2026-11-21 18:05:09,,\r\n`,
    )
    expect(await feedCsv('won')).toBe(`${HEADER}Cj0KCQ-first_click,Won,2026-11-20 09:30:00,,\r\n`)
  })

  it('carries the deal value and currency, and the conversion names of the settings, CSV-escaped', async () => {
    const id = await lead({ adUserData: true, lastGclid: 'gclid-valued' }, 'converted')
    const { error } = await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '12345', deal_currency: 'EUR' })
    expect(error).toBeNull()
    await stack.db.exec(`update public.conversion_settings set won_name = 'Won, "signed" deal'`)
    expect(await feedCsv('won')).toBe(`${HEADER}gclid-valued,"Won, ""signed"" deal",2026-11-20 09:30:00,12345.00,EUR\r\n`)
  })

  it('lists the last 90 days only, and no inquiry in the trash', async () => {
    const day = 86_400_000
    await lead({ adUserData: true, lastGclid: 'gclid-89-days' }, 'contacted', new Date(Date.now() - 89 * day).toISOString())
    await lead({ adUserData: true, lastGclid: 'gclid-91-days' }, 'contacted', new Date(Date.now() - 91 * day).toISOString())
    await lead({ adUserData: true, lastGclid: 'gclid-trashed', deletedAt: new Date().toISOString() }, 'contacted')
    const csv = await feedCsv('qualified')
    expect(csv).toContain('gclid-89-days')
    expect(csv).not.toContain('gclid-91-days')
    expect(csv).not.toContain('gclid-trashed')
  })

  it('takes the last touch\'s click, else the first\'s, and lists gbraid and wbraid clicks in files of their own', async () => {
    await lead({ adUserData: true, lastGclid: 'gclid-last', firstGclid: 'gclid-first-ignored' }, 'contacted')
    await lead({ adUserData: true, firstGclid: 'gclid-first-only' }, 'contacted')
    await lead({ adUserData: true, lastGbraid: 'gbraid-ios-app' }, 'contacted')
    await lead({ adUserData: true, lastWbraid: 'wbraid-ios-web' }, 'contacted')

    const gclids = await feedCsv('qualified')
    expect(gclids).toContain('gclid-last')
    expect(gclids).toContain('gclid-first-only')
    expect(gclids).not.toContain('gclid-first-ignored')
    expect(gclids).not.toMatch(/braid/)
    expect(await feedCsv('qualified', 'gbraid')).toBe(
      'Parameters:TimeZone=+0000\r\nGBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n'
      + 'gbraid-ios-app,Qualified lead,2026-11-20 09:30:00,,\r\n',
    )
    expect(await feedCsv('qualified', 'wbraid')).toContain('\r\nWBRAID,Conversion Name,')
    expect(await feedCsv('qualified', 'wbraid')).toContain('wbraid-ios-web,Qualified lead')
  })

  it('lists a click id only in its own alphabet, so no stored text reaches the file as a formula or a new line', async () => {
    await lead({ adUserData: true, lastGclid: '=HYPERLINK("http://evil.example")' }, 'contacted')
    await lead({ adUserData: true, lastGclid: 'abc\r\nfake,Row' }, 'contacted')
    expect(await feedCsv('qualified')).toBe(HEADER)
  })

  it('is downloaded by admins only, and for the stages and click kinds there are', async () => {
    for (const client of [stack.anonClient(), stranger]) {
      const { data, error } = await client.rpc('conversion_feed_csv', { stage: 'won' })
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
    const { error } = await admin.rpc('conversion_feed_csv', { stage: 'lost' })
    expect(error).toMatchObject({ code: '22023', message: 'There is no such conversion file.' })
  })
})

describe('the feed token', () => {
  it('is long, URL-safe and shown once: only its SHA-256 is kept, with a hint for the screen', async () => {
    const token = await newToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/)
    const { rows } = await stack.db.query<{ token_hash: string }>('select token_hash from private.conversion_feed_token')
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token, 'utf8').digest('hex'))
    const { data } = await admin.from('conversion_settings').select('feed_token_hint').single()
    expect(data?.feed_token_hint).toBe(`${token.slice(0, 4)}…${token.slice(-4)}`)
    const dump = await stack.db.query<{ text: string }>(
      `select string_agg(t::text, ' ') as text from (
         select to_jsonb(s) as t from public.conversion_settings s
         union all select to_jsonb(f) from private.conversion_feed_token f) all_rows`,
    )
    expect(dump.rows[0]!.text).not.toContain(token)
    expect(await newToken()).not.toBe(token)
  })

  it('opens the feed; a wrong, empty or replaced token, or an unknown file, gets nothing', async () => {
    await lead({ adUserData: true, lastGclid: 'gclid-token' }, 'converted')
    const old = await newToken()
    expect(await fetchFeed(old, 'won.csv')).toBe(`${HEADER}gclid-token,Won,2026-11-20 09:30:00,,\r\n`)
    expect(await fetchFeed(old, 'qualified-lead.csv')).toContain('gclid-token,Qualified lead')
    expect(await fetchFeed(`${old.slice(0, -1)}${old.endsWith('A') ? 'B' : 'A'}`, 'won.csv')).toBeNull()
    expect(await fetchFeed('', 'won.csv')).toBeNull()
    expect(await fetchFeed(null, 'won.csv')).toBeNull()
    expect(await fetchFeed(old, 'lost.csv')).toBeNull()

    const current = await newToken()
    expect(await fetchFeed(old, 'won.csv')).toBeNull()
    expect(await fetchFeed(current, 'won.csv')).toContain('gclid-token')
  })

  it("marks the listed Google Ads rows sent, with the value they carried, on the first fetch only", async () => {
    const id = await lead({ adUserData: true, lastGclid: 'gclid-marked' }, 'converted')
    await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '500', deal_currency: 'USD' })
    const token = await newToken()
    await admin.rpc('conversion_feed_csv', { stage: 'won' })
    expect(await ledgerOf(stack.db, id)).toEqual([
      ['qualified', 'google_ads', 'queued', null],
      ['won', 'google_ads', 'queued', null],
    ])

    await fetchFeed(token, 'won.csv')
    expect(await ledgerOf(stack.db, id)).toEqual([
      ['qualified', 'google_ads', 'queued', null],
      ['won', 'google_ads', 'sent', null],
    ])
    const sentRow = async () => (await stack.db.query<{ sent_at: Date; sent_value: string; sent_currency: string }>(
      `select d.sent_at, d.sent_value::text, d.sent_currency from public.conversion_deliveries d
         join public.conversions c on c.id = d.conversion_id where c.inquiry_id = $1 and c.stage = 'won'`, [id])).rows[0]!
    const first = await sentRow()
    expect([first.sent_value, first.sent_currency]).toEqual(['500.00', 'USD'])

    // A later value is listed on later fetches; the ledger keeps what went first.
    await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '750', deal_currency: 'USD' })
    expect(await fetchFeed(token, 'won.csv')).toContain('gclid-marked,Won,2026-11-20 09:30:00,750.00,USD')
    expect(await sentRow()).toEqual(first)
  })

  it('is made by admins only, and the feed is fetched with it by the service role only', async () => {
    const token = await newToken()
    for (const client of [stack.anonClient(), stranger]) {
      const { data, error } = await client.rpc('regenerate_conversion_feed_token')
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
    for (const client of [stack.anonClient(), stranger, admin]) {
      const { data, error } = await client.rpc('conversion_feed_for_token', { feed_token: token, file_name: 'won.csv' })
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
  })
})
