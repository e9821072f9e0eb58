/**
 * Conversions to Meta, GA4 and LinkedIn end to end: inquiries submitted through the API with
 * consent and click ids, an admin's status change, the conversion trigger, the local stack's
 * pg_net and pg_cron stand-ins, the deliver-conversions Edge Function under real Deno, and
 * fake platform endpoints started here (the functions reach them through META_GRAPH_URL,
 * GA4_COLLECT_URL and LINKEDIN_API_URL). Each request body is checked against the platforms'
 * documented fields; the hashes against SHA-256 vectors computed independently with sha256sum.
 * The back-off is shortened through the function's environment and the delivery job runs
 * every second; everything else is production code.
 */
import { createHash } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'
import { FAST_RETRY_ENV, inquiryPayload, startReceiver, waitFor, type ReceivedRequest, type Receiver } from '../support/notifications'

const EMAIL_HASH = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b' // test@example.com
const META_PHONE_HASH = '413ba75461ab5f99d36820e561ea97e2bd80f9cb586f7ecea6cf4c496518950a' // 14155550123
const SITE_URL = 'https://agency.example'
const EVERY_SECOND_SQL = `select cron.schedule('deliver-conversions', '1 seconds', 'select private.invoke_edge_function(''deliver-conversions'')')`

let stack: TestStack
let anon: SupabaseClient
let admin: SupabaseClient
let meta: Receiver
let ga4: Receiver
let linkedin: Receiver

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  ;[meta, ga4, linkedin] = await Promise.all([startReceiver(''), startReceiver(''), startReceiver('')])
  stack = await startTestStack({
    functions: {
      env: { ...FAST_RETRY_ENV, SITE_URL, META_GRAPH_URL: meta.url, GA4_COLLECT_URL: ga4.url, LINKEDIN_API_URL: linkedin.url },
    },
  })
  anon = stack.anonClient()
  admin = await stack.adminClient()
  await stack.db.exec(EVERY_SECOND_SQL)
})

afterAll(async () => {
  await stack?.stop()
  await Promise.all([meta, ga4, linkedin].map((receiver) => receiver?.close()))
})

beforeEach(async () => {
  await stack.db.exec(`
    delete from public.customer_inquiries;
    update public.conversion_destinations set enabled = false;
    update public.conversion_settings set phone_default_country = null;
  `)
  for (const receiver of [meta, ga4, linkedin]) {
    receiver.requests.length = 0
    receiver.respond = () => 200
  }
})

async function enable(platform: 'meta' | 'ga4' | 'linkedin', settings: Record<string, string>): Promise<void> {
  const { error } = await admin.from('conversion_destinations')
    .update({ enabled: true, settings, secret: `secret-${platform}-0123456789` }).eq('platform', platform)
  expect(error).toBeNull()
}

async function enableAll(): Promise<void> {
  await enable('meta', { dataset_id: '1234567890', test_event_code: 'TEST4242' })
  await enable('ga4', { measurement_id: 'G-TEST123' })
  await enable('linkedin', { qualified_rule_id: '111', won_rule_id: '222', api_version: '202608', ad_account_id: '5077' })
}

const consent = (granted: boolean) => ({
  version: '2026-11', decided_at: new Date().toISOString(), ad_storage: granted, ad_user_data: granted,
  ad_personalization: granted, analytics_storage: granted, gpc: false,
  // The banner named each platform; this visitor gave them all the same answer.
  recipients: { google_ads: granted, meta: granted, linkedin: granted, ga4: granted },
})

/** A visitor from a Meta ad (with LinkedIn's first-party id too) sends the form. */
async function submitLead(granted = true, phone = '+1 (415) 555-0123'): Promise<string> {
  const touch = { landing_path: '/services/ai-development', at: new Date(Date.now() - 3_600_000).toISOString(), fbclid: 'IwAR2xYz_AbC', li_fat_id: 'li-fat-0001' }
  const { data, error } = await anon.rpc('submit_inquiry', {
    payload: {
      ...inquiryPayload({ email: 'Test@Example.com ', phone, first_name: 'Grace', last_name: 'Hopper' }),
      form_fill_ms: 9000,
      attribution: { first_touch: touch, last_touch: touch, salesperson: null },
      consent: consent(granted),
      client_user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
      ga_client_id: '1234567890.1700000000',
    },
  })
  expect(error).toBeNull()
  return (data as { id: string }).id
}

async function setStatus(id: string, status: string): Promise<void> {
  const { error } = await admin.from('customer_inquiries').update({ status }).eq('id', id)
  expect(error).toBeNull()
}

async function conversions(inquiryId: string) {
  const { rows } = await stack.db.query<{ id: string; stage: string; occurred_at: Date }>(
    'select id, stage, occurred_at from public.conversions where inquiry_id = $1 order by stage', [inquiryId],
  )
  return rows
}

async function ledger(inquiryId: string) {
  const { rows } = await stack.db.query<{ stage: string; platform: string; state: string; attempts: number; skip_reason: string | null; platform_message: string | null }>(
    `select c.stage, d.platform, d.state, d.attempts, d.skip_reason, d.platform_message
       from public.conversion_deliveries d join public.conversions c on c.id = d.conversion_id
      where c.inquiry_id = $1 and d.platform <> 'google_ads' order by c.stage, d.platform`, [inquiryId],
  )
  return rows
}

const settled = (states: string[]) => (rows: Array<{ state: string }>) => rows.length > 0 && rows.every((row) => states.includes(row.state))

async function waitForLedger(inquiryId: string, states: string[], timeoutMs = 10_000) {
  return waitFor(async () => {
    const rows = await ledger(inquiryId)
    return settled(states)(rows) ? rows : null
  }, { timeoutMs, what: `deliveries ${states.join('/')}` })
}

const metaEvents = (requests: ReceivedRequest[]) =>
  requests.flatMap((request) => (request.json.data as Array<Record<string, unknown>>))

describe('a converted lead with advertising consent', () => {
  it('reaches Meta, GA4 and LinkedIn once per stage, with the fields each documents', async () => {
    await enableAll()
    const id = await submitLead()
    await setStatus(id, 'converted')
    // The qualified stage goes at once; the won one waits for the deal value dialog.
    await waitFor(async () => {
      const rows = await ledger(id)
      return rows.filter((row) => row.stage === 'qualified').every((row) => ['accepted', 'sent'].includes(row.state)) ? rows : null
    }, { timeoutMs: 10_000, what: 'qualified deliveries' })
    await sleep(1500)
    expect((await ledger(id)).filter((row) => row.stage === 'won').map((row) => row.state)).toEqual(['queued', 'queued', 'queued'])
    expect(metaEvents(meta.requests).map((event) => event.event_name)).toEqual(['Marketing Qualified Lead'])
    const { error } = await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '12,345', deal_currency: 'USD' })
    expect(error).toBeNull()
    const rows = await waitForLedger(id, ['accepted', 'sent'])
    expect(rows.map((row) => [row.stage, row.platform, row.state])).toEqual([
      ['qualified', 'ga4', 'sent'], ['qualified', 'linkedin', 'accepted'], ['qualified', 'meta', 'accepted'],
      ['won', 'ga4', 'sent'], ['won', 'linkedin', 'accepted'], ['won', 'meta', 'accepted'],
    ])
    const [qualified, won] = await conversions(id)
    const occurredMs = won!.occurred_at.getTime()

    // Meta: system-generated events under Meta's own stage names, event_time in seconds, the
    // conversion id as event_id, hashes only.
    expect(meta.requests.map((request) => request.path)).toEqual([
      '/v25.0/1234567890/events?access_token=secret-meta-0123456789', '/v25.0/1234567890/events?access_token=secret-meta-0123456789',
    ])
    const events = metaEvents(meta.requests)
    expect(events.map((event) => event.event_id).sort()).toEqual([qualified!.id, won!.id].sort())
    const wonEvent = events.find((event) => event.event_id === won!.id)!
    expect(wonEvent.custom_data).toEqual({ value: 12345, currency: 'USD' })
    expect(wonEvent).toMatchObject({
      event_name: 'Converted',
      event_time: Math.floor(occurredMs / 1000),
      action_source: 'system_generated',
      event_source_url: `${SITE_URL}/services/ai-development`,
      user_data: {
        em: [EMAIL_HASH],
        ph: [META_PHONE_HASH],
        client_user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
        fbc: expect.stringMatching(/^fb\.1\.\d{13}\.IwAR2xYz_AbC$/),
      },
    })
    expect(events.find((event) => event.event_id === qualified!.id)).toMatchObject({ event_name: 'Marketing Qualified Lead' })
    for (const request of meta.requests) {
      expect(request.json).not.toHaveProperty('test_event_code')
      // No contact detail in clear: the email's domain, the name, the phone's digits (a random
      // event id may contain any digits, so the phone is looked for as a whole).
      expect(request.body).not.toMatch(/example\.com|Hopper|4155550123|555-0123/i)
    }

    // GA4: the lead events for the captured client id, in microseconds.
    expect(ga4.requests.map((request) => request.path)).toEqual([
      '/mp/collect?measurement_id=G-TEST123&api_secret=secret-ga4-0123456789',
      '/mp/collect?measurement_id=G-TEST123&api_secret=secret-ga4-0123456789',
    ])
    const ga4Won = ga4.requests.map((request) => request.json).find((body) => (body.events as Array<{ name: string }>)[0]!.name === 'close_convert_lead')
    expect(ga4Won).toMatchObject({
      client_id: '1234567890.1700000000',
      timestamp_micros: occurredMs * 1000,
      consent: { ad_user_data: 'GRANTED', ad_personalization: 'GRANTED' },
      events: [{ name: 'close_convert_lead', params: { value: 12345, currency: 'USD' } }],
    })

    // LinkedIn: the stage's rule, milliseconds, the conversion id as eventId, SHA256_EMAIL and li_fat_id.
    const linkedinWon = linkedin.requests.find((request) => request.json.eventId === won!.id)!
    expect(linkedinWon.path).toBe('/rest/conversionEvents')
    expect(linkedinWon.headers.authorization).toBe('Bearer secret-linkedin-0123456789')
    expect(linkedinWon.headers['linkedin-version']).toBe('202608')
    expect(linkedinWon.json).toMatchObject({
      conversion: 'urn:lla:llaPartnerConversion:222',
      conversionHappenedAt: occurredMs,
      user: {
        userIds: [
          { idType: 'SHA256_EMAIL', idValue: EMAIL_HASH },
          { idType: 'LINKEDIN_FIRST_PARTY_ADS_TRACKING_UUID', idValue: 'li-fat-0001' },
        ],
      },
    })
    expect(linkedin.requests.find((request) => request.json.eventId === qualified!.id)!.json.conversion).toBe('urn:lla:llaPartnerConversion:111')
  })

  it('sent to a platform failing twice arrives exactly once, with the same event id every time', async () => {
    await enable('meta', { dataset_id: '1234567890' })
    let answered = 0
    meta.respond = () => (answered++ < 2 ? { status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2, is_transient: true } } } : 200)
    const id = await submitLead()
    await setStatus(id, 'contacted')
    const [row] = await waitForLedger(id, ['accepted'])
    expect(row).toMatchObject({ state: 'accepted', attempts: 3, platform_message: null })
    await sleep(1500)
    expect(meta.requests).toHaveLength(3)
    expect(meta.delivered()).toHaveLength(1)
    const [conversion] = await conversions(id)
    expect(new Set(metaEvents(meta.requests).map((event) => event.event_id))).toEqual(new Set([conversion!.id]))
  })

  it('refused with a 4xx and the platform\'s message ends rejected with that message, and is not tried again', async () => {
    await enable('linkedin', { qualified_rule_id: '111', won_rule_id: '222' })
    linkedin.respond = () => ({ status: 422, body: { status: 422, serviceErrorCode: 100, message: 'Conversion rule 111 is not enabled' } })
    const id = await submitLead()
    await setStatus(id, 'contacted')
    const [row] = await waitForLedger(id, ['rejected'])
    expect(row).toMatchObject({ attempts: 1, platform_message: 'Conversion rule 111 is not enabled (serviceErrorCode 100)' })
    await sleep(2000)
    expect(linkedin.requests).toHaveLength(1)
  })

  it('reaches Meta with each phone in E.164 digits: its own country for + and 00, the default for a national number, none for an invalid one', async () => {
    await enable('meta', { dataset_id: '1234567890' })
    await admin.from('conversion_settings').update({ phone_default_country: 'US' }).eq('id', true)
    const sha = (digits: string) => createHash('sha256').update(digits).digest('hex')
    const cases = [
      ['+44 20 7946 0958', sha('442079460958')],
      ['0044 20 7946 0958', sha('442079460958')],
      ['(415) 555-0123', META_PHONE_HASH],
      ['555-0123', null],
    ] as const
    const ids: string[] = []
    for (const [phone] of cases) {
      const id = await submitLead(true, phone)
      await setStatus(id, 'contacted')
      ids.push(id)
    }
    for (const id of ids) await waitForLedger(id, ['accepted'])
    const events = metaEvents(meta.requests)
    for (const [index, [phone, hash]] of cases.entries()) {
      const [conversion] = await conversions(ids[index]!)
      const userData = events.find((event) => event.event_id === conversion!.id)!.user_data as Record<string, unknown>
      if (hash) expect(userData.ph, phone).toEqual([hash])
      else expect(userData, phone).not.toHaveProperty('ph')
    }
  })

  it('refused by LinkedIn with 401 marks the destination "needs attention" and keeps its rows queued until it is saved again', async () => {
    await enable('linkedin', { qualified_rule_id: '111', won_rule_id: '222' })
    linkedin.respond = () => ({ status: 401, body: { status: 401, serviceErrorCode: 65601, message: 'The token used in the request has been revoked by the user' } })
    const id = await submitLead()
    await setStatus(id, 'converted')
    // The deal value dialog skipped: the won conversion leaves with the qualified one.
    expect((await admin.rpc('skip_conversion_value', { target_inquiry: id })).error).toBeNull()
    const flagged = await waitFor(async () => {
      const { rows } = await stack.db.query<{ attention_reason: string | null }>(`select attention_reason from public.conversion_destinations where platform = 'linkedin'`)
      return rows[0]!.attention_reason
    }, { timeoutMs: 10_000, what: 'the destination flagged' })
    expect(flagged).toBe('The token used in the request has been revoked by the user (serviceErrorCode 65601)')
    // The run that found it (both stages were claimed together) put its rows back; none is lost.
    await waitFor(async () => {
      const rows = await ledger(id)
      return rows.every((row) => row.state === 'queued') ? rows : null
    }, { timeoutMs: 10_000, what: 'the rows queued again' })
    const sentWhenFlagged = linkedin.requests.length
    await sleep(2500)
    expect(linkedin.requests).toHaveLength(sentWhenFlagged)
    expect((await ledger(id)).map((row) => [row.stage, row.state, row.attempts])).toEqual([['qualified', 'queued', 0], ['won', 'queued', 0]])

    linkedin.respond = () => 201
    await enable('linkedin', { qualified_rule_id: '111', won_rule_id: '222' })
    const rows = await waitForLedger(id, ['accepted'])
    expect(rows.map((row) => [row.stage, row.state])).toEqual([['qualified', 'accepted'], ['won', 'accepted']])
  })

  it('older than a platform takes is skipped there, while a platform with a longer window still gets it', async () => {
    await enableAll()
    const id = await submitLead()
    // The status change and its conversion, stamped eight days ago, commit together.
    await stack.db.exec(`
      begin;
      update public.customer_inquiries set status = 'contacted' where id = '${id}';
      update public.conversions set occurred_at = now() - interval '8 days' where inquiry_id = '${id}';
      commit;
    `)
    const rows = await waitForLedger(id, ['accepted', 'skipped'])
    expect(rows.map((row) => [row.platform, row.state, row.skip_reason])).toEqual([
      ['ga4', 'skipped', 'too_old'], ['linkedin', 'accepted', null], ['meta', 'skipped', 'too_old'],
    ])
    expect(meta.requests).toHaveLength(0)
    expect(ga4.requests).toHaveLength(0)
  })
})

describe('the deal value of a won lead', () => {
  const wonMetaEvents = () => metaEvents(meta.requests).filter((event) => event.event_name === 'Converted')

  it('skipped in the dialog: the won event goes at once, without a value', async () => {
    await enable('meta', { dataset_id: '1234567890' })
    const id = await submitLead()
    await setStatus(id, 'converted')
    await sleep(1500)
    expect(wonMetaEvents()).toEqual([])
    expect((await admin.rpc('skip_conversion_value', { target_inquiry: id })).error).toBeNull()
    await waitForLedger(id, ['accepted'])
    expect(wonMetaEvents()).toHaveLength(1)
    expect(wonMetaEvents()[0]).not.toHaveProperty('custom_data')
  })

  it('left unanswered: the won event goes without a value once the wait is over', async () => {
    await enable('meta', { dataset_id: '1234567890' })
    const id = await submitLead()
    await setStatus(id, 'converted')
    await sleep(1500)
    expect(wonMetaEvents()).toEqual([])
    // The clock moves past the 24-hour wait: the status change happened 24 hours and a minute ago.
    await stack.db.query(`update public.conversions set occurred_at = now() - interval '24 hours 1 minute' where inquiry_id = $1`, [id])
    await waitForLedger(id, ['accepted'])
    expect(wonMetaEvents()).toHaveLength(1)
    expect(wonMetaEvents()[0]).not.toHaveProperty('custom_data')
  })

  it('changed after Meta took the event: not sent again, and the ledger says Meta has no adjustment', async () => {
    await enable('meta', { dataset_id: '1234567890' })
    const id = await submitLead()
    await setStatus(id, 'converted')
    await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '100', deal_currency: 'USD' })
    await waitForLedger(id, ['accepted'])
    await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '150', deal_currency: 'USD' })
    await sleep(1500)
    expect(wonMetaEvents()).toHaveLength(1)
    const { rows } = await stack.db.query<{ adjustment: string | null }>(
      `select d.adjustment from public.conversion_deliveries d join public.conversions c on c.id = d.conversion_id
        where c.inquiry_id = $1 and c.stage = 'won' and d.platform = 'meta'`, [id])
    expect(rows).toEqual([{ adjustment: 'unsupported' }])
  })
})

describe('a lead the agency threw away', () => {
  it('trashed with its status change: no platform gets a request, and restoring it sends nothing', async () => {
    await enableAll()
    const id = await submitLead()
    await stack.db.exec(`
      begin;
      update public.customer_inquiries set status = 'converted' where id = '${id}';
      update public.customer_inquiries set deleted_at = now() where id = '${id}';
      commit;
    `)
    expect((await ledger(id)).map((row) => [row.state, row.skip_reason])).toEqual(Array(6).fill(['skipped', 'trashed']))
    await stack.db.query('update public.customer_inquiries set deleted_at = null where id = $1', [id])
    await sleep(2000)
    expect([...meta.requests, ...ga4.requests, ...linkedin.requests]).toEqual([])
    expect((await ledger(id)).every((row) => row.state === 'skipped')).toBe(true)
  })

  it('trashed while its won conversion waits for a value: the won event never leaves', async () => {
    await enable('meta', { dataset_id: '1234567890' })
    const id = await submitLead()
    await setStatus(id, 'converted')
    await sleep(1500)
    await stack.db.query('update public.customer_inquiries set deleted_at = now() where id = $1', [id])
    await stack.db.query(`update public.conversions set occurred_at = now() - interval '25 hours' where inquiry_id = $1`, [id])
    await sleep(2000)
    expect(metaEvents(meta.requests).map((event) => event.event_name)).toEqual(['Marketing Qualified Lead'])
  })
})

describe('GA4 and the export to Google Ads', () => {
  it("skips a conversion more than 63 days after the visitor's last visit, with its reason; Meta still gets it", async () => {
    await enable('meta', { dataset_id: '1234567890' })
    await enable('ga4', { measurement_id: 'G-TEST123' })
    const id = await submitLead()
    await stack.db.query(
      `update public.customer_inquiries set created_at = now() - interval '64 days', first_touch_at = now() - interval '64 days',
         last_touch_at = now() - interval '64 days' where id = $1`, [id])
    await setStatus(id, 'contacted')
    const rows = await waitForLedger(id, ['accepted', 'skipped'])
    expect(rows.map((row) => [row.platform, row.state, row.skip_reason])).toEqual([['ga4', 'skipped', 'ga4_export_window'], ['meta', 'accepted', null]])
    expect(ga4.requests).toHaveLength(0)
  })
})

describe('a converted lead without advertising consent', () => {
  it('is never sent anywhere', async () => {
    await enableAll()
    const id = await submitLead(false)
    await setStatus(id, 'converted')
    const rows = await ledger(id)
    expect(rows.map((row) => [row.stage, row.platform, row.state, row.skip_reason])).toEqual([
      ['qualified', 'ga4', 'skipped', 'no_consent'], ['qualified', 'linkedin', 'skipped', 'no_consent'], ['qualified', 'meta', 'skipped', 'no_consent'],
      ['won', 'ga4', 'skipped', 'no_consent'], ['won', 'linkedin', 'skipped', 'no_consent'], ['won', 'meta', 'skipped', 'no_consent'],
    ])
    await sleep(2000)
    expect([...meta.requests, ...ga4.requests, ...linkedin.requests]).toEqual([])
  })
})

describe('Send test event', () => {
  async function testSend(client: SupabaseClient, platform: string) {
    const { data, error } = await client.functions.invoke('send-test-conversion', { body: { platform } })
    return { data: data as { ok: boolean; message: string } | null, error }
  }

  it("sends Meta an event with the destination's test event code", async () => {
    await enableAll()
    meta.respond = () => ({ status: 200, body: { events_received: 1, messages: [], fbtrace_id: 'x' } })
    const { data } = await testSend(admin, 'meta')
    expect(data).toEqual({ ok: true, message: 'Meta received 1 test event; see Events Manager › Test events.' })
    expect(meta.requests).toHaveLength(1)
    expect(meta.requests[0]!.json).toMatchObject({ test_event_code: 'TEST4242', data: [{ action_source: 'system_generated' }] })
  })

  it("asks GA4's validation server and passes on what it finds", async () => {
    await enableAll()
    ga4.respond = () => ({ status: 200, body: { validationMessages: [{ fieldPath: 'client_id', description: 'Unable to parse client_id.', validationCode: 'VALUE_INVALID' }] } })
    const { data } = await testSend(admin, 'ga4')
    expect(data).toEqual({ ok: false, message: "GA4's validation server refused the event: VALUE_INVALID client_id Unable to parse client_id." })
    expect(ga4.requests[0]!.path).toMatch(/^\/debug\/mp\/collect\?measurement_id=G-TEST123&/)
  })

  it('reads the LinkedIn conversion rules within the ad account, with the version set, instead of sending a conversion', async () => {
    await enableAll()
    const ruleOf = (path: string) => new URL(path, 'http://x').pathname.split('/').pop()
    linkedin.respond = (request) => ({ status: 200, body: { id: Number(ruleOf(request.path)), name: `Rule ${ruleOf(request.path)}`, conversionMethod: 'CONVERSIONS_API' } })
    const { data } = await testSend(admin, 'linkedin')
    expect(data).toEqual({ ok: true, message: 'LinkedIn knows the conversion rules: Rule 111 (111), Rule 222 (222).' })
    expect(linkedin.requests.map((request) => request.path)).toEqual([
      '/rest/conversions/111?account=urn%3Ali%3AsponsoredAccount%3A5077', '/rest/conversions/222?account=urn%3Ali%3AsponsoredAccount%3A5077',
    ])
    expect(linkedin.requests[0]!.headers['linkedin-version']).toBe('202608')
  })

  it('is refused to visitors and non-admins, who reach no platform', async () => {
    await enableAll()
    await stack.createUser('stranger-test@example.com', 'stranger-password-1')
    const stranger = await stack.signedInClient('stranger-test@example.com', 'stranger-password-1')
    for (const client of [anon, stranger]) {
      const { error } = await testSend(client, 'meta')
      expect(error).not.toBeNull()
    }
    expect(meta.requests).toHaveLength(0)
  })
})
