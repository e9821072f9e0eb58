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

const HEADER_ROW = 'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Ad User Data,Ad Personalization'
const HEADER = `${HEADER_ROW}\r\n`
const ADJUSTMENT_HEADER = 'Google Click ID,Conversion Name,Conversion Time,Adjustment Time,Adjustment Type,Adjusted Value,Adjusted Value Currency\r\n'
const FILES = ['qualified-lead.csv', 'won.csv'] as const

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
    update public.conversion_settings set qualified_name = 'Qualified lead', won_name = 'Won',
      qualified_counting = 'one', won_counting = 'one', value_grace_hours = 24;
  `)
})

/** An inquiry moved to a status (through the trigger), its conversions back-dated to a fixed time. */
async function lead(inquiry: FixtureInquiry, status: 'contacted' | 'converted', occurredAt = '2026-11-20 09:30:00+00'): Promise<string> {
  const id = await insertInquiry(stack.db, inquiry)
  await stack.db.query('update public.customer_inquiries set status = $2 where id = $1', [id, status])
  await stack.db.query('update public.conversions set occurred_at = $2 where inquiry_id = $1', [id, occurredAt])
  return id
}

async function feedCsv(stage: 'qualified' | 'won' | 'won-adjustments'): Promise<string> {
  const fileName = stage === 'qualified' ? 'qualified-lead.csv' : `${stage}.csv`
  const { data, error } = await admin.rpc('conversion_feed_csv', { file_name: fileName })
  expect(error).toBeNull()
  return data as string
}

async function newToken(): Promise<string> {
  const { data, error } = await admin.rpc('regenerate_conversion_feed_token')
  expect(error).toBeNull()
  return data as string
}

const fetchFeed = async (token: string | null, file: string, mark = true) => {
  const { data, error } = await service.rpc('conversion_feed_for_token', { feed_token: token as string, file_name: file, mark })
  expect(error).toBeNull()
  return data as string | null
}

/** An RFC 4180 CSV as a reader takes it: rows of fields, quotes undone, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') { field += '"'; index += 1 } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') { row.push(field); field = '' } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field); rows.push(row); row = []; field = ''; index += 1
    } else field += char
  }
  expect(field === '' && row.length === 0, 'the file ends with a line end').toBe(true)
  return rows
}

/** Reads a file the way Data Manager does: the first row is the headers, then one record a row. */
function asDataManager(text: string): Array<Record<string, string>> {
  const [headers, ...rows] = parseCsv(text)
  expect(headers!.join(',')).toBe(HEADER_ROW)
  return rows.map((row) => {
    expect(row).toHaveLength(headers!.length)
    return Object.fromEntries(headers!.map((header, index) => [header, row[index]!]))
  })
}

describe('the feed file', () => {
  it('reads as Data Manager reads it: headers first, zoned times, one action per file, exactly one click id a row, braids only for Every', async () => {
    await lead({ adUserData: true, lastGclid: 'Cj0KCQ-gclid' }, 'converted')
    await lead({ adUserData: true, lastGbraid: 'gbraid-ios-app' }, 'converted')
    await lead({ adUserData: true, lastWbraid: 'wbraid-ios-web' }, 'contacted', '2026-11-21 18:05:09+00')
    // One per click (the default): the braid-only leads are left out of both files.
    for (const file of FILES) {
      const records = asDataManager((await fetchFeed(await newToken(), file, false))!)
      expect(records.map((record) => record['Google Click ID'])).toEqual(['Cj0KCQ-gclid'])
    }

    await stack.db.exec(`update public.conversion_settings set won_counting = 'every'`)
    const token = await newToken()
    const won = asDataManager((await fetchFeed(token, 'won.csv', false))!)
    const qualified = asDataManager((await fetchFeed(token, 'qualified-lead.csv', false))!)
    // Every per click for Won only: its file lists the gbraid click, Qualified lead's still not.
    // Both conversions have the same time: compare them in a fixed order.
    expect(won.map((record) => [record['Google Click ID'], record.GBRAID, record.WBRAID]).sort()).toEqual([
      ['', 'gbraid-ios-app', ''], ['Cj0KCQ-gclid', '', ''],
    ])
    expect(qualified.map((record) => record['Google Click ID'])).toEqual(['Cj0KCQ-gclid'])
    for (const [records, name] of [[won, 'Won'], [qualified, 'Qualified lead']] as const) {
      for (const record of records) {
        expect(record['Conversion Name']).toBe(name)
        expect([record['Google Click ID'], record.GBRAID, record.WBRAID].filter(Boolean)).toHaveLength(1)
        expect(record['Conversion Time']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
        expect(Date.parse(record['Conversion Time']!)).toBe(Date.parse('2026-11-20T09:30:00Z'))
        expect([record['Ad User Data'], record['Ad Personalization']]).toEqual(['Granted', 'Granted'])
      }
    }
  })

  it("is Google's click-conversion template, one row per released conversion of consented leads with a Google click", async () => {
    await lead({ adUserData: true, lastGclid: 'Cj0KCQ-first_click' }, 'converted')
    const second = await lead({ adUserData: true, lastGclid: 'EAIaIQ-second' }, 'contacted', '2026-11-21 18:05:09+00')
    await stack.db.query('update public.customer_inquiries set consent_ad_personalization = false where id = $1', [second])
    await lead({ adUserData: false, lastGclid: 'gclid-refused-consent' }, 'converted')
    await lead({ adUserData: null, lastGclid: 'gclid-no-consent-recorded' }, 'converted')
    await lead({ adUserData: true }, 'converted')

    expect(await feedCsv('qualified')).toBe(
      `${HEADER}Cj0KCQ-first_click,,,Qualified lead,2026-11-20T09:30:00+00:00,,,Granted,Granted\r\n`
      + `EAIaIQ-second,,,Qualified lead,2026-11-21T18:05:09+00:00,,,Granted,Denied\r\n`,
    )
    expect(await feedCsv('won')).toBe(`${HEADER}Cj0KCQ-first_click,,,Won,2026-11-20T09:30:00+00:00,,,Granted,Granted\r\n`)
  })

  it('carries the deal value and currency, and the conversion names of the settings, CSV-escaped', async () => {
    const id = await lead({ adUserData: true, lastGclid: 'gclid-valued' }, 'converted')
    const { error } = await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '12345', deal_currency: 'EUR' })
    expect(error).toBeNull()
    await stack.db.exec(`update public.conversion_settings set won_name = 'Won, "signed" deal'`)
    expect(await feedCsv('won')).toBe(`${HEADER}gclid-valued,,,"Won, ""signed"" deal",2026-11-20T09:30:00+00:00,12345.00,EUR,Granted,Granted\r\n`)
  })

  it('holds a won conversion until its value is saved or skipped, or the wait is over; a qualified one goes at once', async () => {
    const now = new Date().toISOString()
    const valued = await lead({ adUserData: true, lastGclid: 'gclid-valued-now' }, 'converted', now)
    const skipped = await lead({ adUserData: true, lastGclid: 'gclid-skipped-now' }, 'converted', now)
    await lead({ adUserData: true, lastGclid: 'gclid-left-open' }, 'converted', now)
    expect(await feedCsv('won')).toBe(HEADER)
    expect(await feedCsv('qualified')).toContain('gclid-left-open')

    expect((await admin.rpc('set_conversion_value', { target_inquiry: valued, deal_value: '12,345', deal_currency: 'USD' })).error).toBeNull()
    expect((await admin.rpc('skip_conversion_value', { target_inquiry: skipped })).error).toBeNull()
    const won = await feedCsv('won')
    expect(won).toMatch(/\r\ngclid-valued-now,,,Won,[^,]+,12345\.00,USD,Granted,Granted\r\n/)
    expect(won).toMatch(/\r\ngclid-skipped-now,,,Won,[^,]+,,,Granted,Granted\r\n/)
    expect(won).not.toContain('gclid-left-open')

    // The settings' wait (24 hours) passes: the conversion goes without a value.
    await stack.db.exec(`update public.conversions set occurred_at = now() - interval '24 hours 1 minute' where stage = 'won'`)
    expect(await feedCsv('won')).toContain('gclid-left-open,,,Won,')
  })

  it('lists the last 90 days only, and no inquiry in the trash', async () => {
    const day = 86_400_000
    await lead({ adUserData: true, lastGclid: 'gclid-89-days' }, 'contacted', new Date(Date.now() - 89 * day).toISOString())
    await lead({ adUserData: true, lastGclid: 'gclid-91-days' }, 'contacted', new Date(Date.now() - 91 * day).toISOString())
    const trashed = await lead({ adUserData: true, lastGclid: 'gclid-trashed' }, 'contacted')
    await stack.db.query('update public.customer_inquiries set deleted_at = now() where id = $1', [trashed])
    const csv = await feedCsv('qualified')
    expect(csv).toContain('gclid-89-days')
    expect(csv).not.toContain('gclid-91-days')
    expect(csv).not.toContain('gclid-trashed')
    // Trashing ended its Google row; restoring the inquiry does not list it again.
    await stack.db.query('update public.customer_inquiries set deleted_at = null where id = $1', [trashed])
    expect(await ledgerOf(stack.db, trashed)).toEqual([['qualified', 'google_ads', 'skipped', 'trashed']])
    expect(await feedCsv('qualified')).not.toContain('gclid-trashed')
  })

  it("takes the last touch's gclid, else the first's, even past a later braid when the action counts one per click", async () => {
    await lead({ adUserData: true, lastGclid: 'gclid-last', firstGclid: 'gclid-first-ignored' }, 'contacted')
    await lead({ adUserData: true, firstGclid: 'gclid-first-only' }, 'contacted')
    await lead({ adUserData: true, lastWbraid: 'wbraid-later', firstGclid: 'gclid-under-braid' }, 'contacted')
    const csv = await feedCsv('qualified')
    expect(csv).toContain('\r\ngclid-last,,,')
    expect(csv).toContain('\r\ngclid-first-only,,,')
    expect(csv).toContain('\r\ngclid-under-braid,,,')
    expect(csv).not.toContain('gclid-first-ignored')
    expect(csv).not.toContain('wbraid-later')
  })

  it('lists a click id only in its own alphabet, so no stored text reaches the file as a formula or a new line', async () => {
    await lead({ adUserData: true, lastGclid: '=HYPERLINK("http://evil.example")' }, 'contacted')
    await lead({ adUserData: true, lastGclid: 'abc\r\nfake,Row' }, 'contacted')
    expect(await feedCsv('qualified')).toBe(HEADER)
  })

  it('is downloaded by admins only, and for the files there are', async () => {
    for (const client of [stack.anonClient(), stranger]) {
      const { data, error } = await client.rpc('conversion_feed_csv', { file_name: 'won.csv' })
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
    const { error } = await admin.rpc('conversion_feed_csv', { file_name: 'won-gbraid.csv' })
    expect(error).toMatchObject({ code: '22023', message: 'There is no such conversion file.' })
  })
})

describe('a value changed after Google fetched the conversion', () => {
  it("is a restatement in the adjustments file, marked sent when fetched; the conversions file keeps what Google took", async () => {
    const id = await lead({ adUserData: true, lastGclid: 'gclid-restated' }, 'converted')
    await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '500', deal_currency: 'USD' })
    const token = await newToken()
    expect(await fetchFeed(token, 'won-adjustments.csv')).toBe(ADJUSTMENT_HEADER)
    await fetchFeed(token, 'won.csv')

    await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '750', deal_currency: 'EUR' })
    const { rows } = await stack.db.query<{ changed: string }>(
      `select private.feed_time(value_changed_at) as changed from public.conversions where inquiry_id = $1 and stage = 'won'`, [id])
    const restatement = `gclid-restated,Won,2026-11-20T09:30:00+00:00,${rows[0]!.changed},RESTATE,750.00,EUR\r\n`
    expect(await fetchFeed(token, 'won.csv')).toContain('gclid-restated,,,Won,2026-11-20T09:30:00+00:00,500.00,USD,')
    expect(await fetchFeed(token, 'won-adjustments.csv', false)).toBe(`${ADJUSTMENT_HEADER}${restatement}`)
    const adjustment = async () => (await stack.db.query<{ adjustment: string | null; adjusted_value: string | null }>(
      `select d.adjustment, d.adjusted_value::text from public.conversion_deliveries d join public.conversions c on c.id = d.conversion_id
        where c.inquiry_id = $1 and c.stage = 'won' and d.platform = 'google_ads'`, [id])).rows[0]!
    expect(await adjustment()).toEqual({ adjustment: 'pending', adjusted_value: null })
    expect(await fetchFeed(token, 'won-adjustments.csv')).toBe(`${ADJUSTMENT_HEADER}${restatement}`)
    expect(await adjustment()).toEqual({ adjustment: 'sent', adjusted_value: '750.00' })
  })

  it('is listed again for 3 days after the first fetch, then no more', async () => {
    const id = await lead({ adUserData: true, lastGclid: 'gclid-relisted' }, 'contacted')
    const token = await newToken()
    expect(await fetchFeed(token, 'qualified-lead.csv')).toContain('gclid-relisted')
    await stack.db.query(`update public.conversion_deliveries d set sent_at = now() - interval '71 hours'
      from public.conversions c where c.id = d.conversion_id and c.inquiry_id = $1`, [id])
    expect(await fetchFeed(token, 'qualified-lead.csv')).toContain('gclid-relisted')
    await stack.db.query(`update public.conversion_deliveries d set sent_at = now() - interval '73 hours'
      from public.conversions c where c.id = d.conversion_id and c.inquiry_id = $1`, [id])
    expect(await fetchFeed(token, 'qualified-lead.csv')).toBe(HEADER)
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
    expect(await fetchFeed(old, 'won.csv')).toBe(`${HEADER}gclid-token,,,Won,2026-11-20T09:30:00+00:00,,,Granted,Granted\r\n`)
    expect(await fetchFeed(old, 'qualified-lead.csv')).toContain('gclid-token,,,Qualified lead')
    expect(await fetchFeed(`${old.slice(0, -1)}${old.endsWith('A') ? 'B' : 'A'}`, 'won.csv')).toBeNull()
    expect(await fetchFeed('', 'won.csv')).toBeNull()
    expect(await fetchFeed(null, 'won.csv')).toBeNull()
    expect(await fetchFeed(old, 'lost.csv')).toBeNull()

    const current = await newToken()
    expect(await fetchFeed(old, 'won.csv')).toBeNull()
    expect(await fetchFeed(current, 'won.csv')).toContain('gclid-token')
  })

  it("marks the listed Google Ads rows sent, with the value they carried, on the first GET only (a download or a HEAD marks nothing)", async () => {
    const id = await lead({ adUserData: true, lastGclid: 'gclid-marked' }, 'converted')
    await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '500', deal_currency: 'USD' })
    const token = await newToken()
    await admin.rpc('conversion_feed_csv', { file_name: 'won.csv' })
    await fetchFeed(token, 'won.csv', false)
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

    // A later value goes as an adjustment; the ledger keeps what went first.
    await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '750', deal_currency: 'USD' })
    expect(await fetchFeed(token, 'won.csv')).toContain('gclid-marked,,,Won,2026-11-20T09:30:00+00:00,500.00,USD')
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
