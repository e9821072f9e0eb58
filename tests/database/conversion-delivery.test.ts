/**
 * The conversion outbox as the delivery worker uses it: claim_conversion_deliveries hands
 * out due Meta/GA4/LinkedIn rows once, with what each platform needs; record_conversion_delivery
 * stores each outcome; only the service role may call either. And what submit_inquiry keeps
 * about the visitor's browser for them.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ClaimedDelivery } from '../../supabase/functions/_shared/conversions/types'
import { insertInquiry } from '../support/conversion-fixture'
import { startTestStack, type TestStack } from '../support/local-stack'
import { inquiryPayload } from '../support/notifications'

let stack: TestStack
let admin: SupabaseClient
let service: SupabaseClient
let anon: SupabaseClient
let stranger: SupabaseClient

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
  service = stack.serviceClient()
  anon = stack.anonClient()
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

async function enable(platform: 'meta' | 'ga4' | 'linkedin', settings: Record<string, string> = {}): Promise<void> {
  const { error } = await admin.from('conversion_destinations')
    .update({ enabled: true, settings, secret: `secret-${platform}-0123456789` }).eq('platform', platform)
  expect(error).toBeNull()
}

/** A consented lead from a Meta ad, converted by an admin (no deal value): its conversions are queued. */
async function convertedLead(): Promise<string> {
  const id = await insertInquiry(stack.db, { adUserData: true, email: 'grace@example.com', firstName: 'Grace' })
  await stack.db.query(
    `update public.customer_inquiries set phone = '+1 415 555 0123', last_name = 'Not Provided', company = 'Compilers Inc',
       last_fbclid = 'IwAR_abc', last_touch_at = '2026-11-24T09:00:00Z', last_landing_path = '/services',
       first_li_fat_id = 'li-1', ga_client_id = '123.456', client_user_agent = 'Mozilla/5.0 Test' where id = $1`, [id],
  )
  const { error } = await admin.from('customer_inquiries').update({ status: 'converted' }).eq('id', id)
  expect(error).toBeNull()
  // The deal value dialog skipped: the won conversion leaves now, without a value.
  expect((await admin.rpc('skip_conversion_value', { target_inquiry: id })).error).toBeNull()
  return id
}

async function claim(max = 25): Promise<ClaimedDelivery[]> {
  const { data, error } = await service.rpc('claim_conversion_deliveries', { max_rows: max })
  expect(error).toBeNull()
  return data as unknown as ClaimedDelivery[]
}

async function delivery(id: string) {
  const { rows } = await stack.db.query<{ state: string; attempts: number; platform_message: string | null; skip_reason: string | null; sent_at: string | null; sent_value: string | null; sent_currency: string | null; next_attempt_at: string }>(
    'select state, attempts, platform_message, skip_reason, sent_at, sent_value, sent_currency, next_attempt_at from public.conversion_deliveries where id = $1', [id],
  )
  return rows[0]!
}

describe('claim_conversion_deliveries', () => {
  it('hands out each due API delivery once, with what its platform needs', async () => {
    await enable('meta', { dataset_id: '42' })
    const id = await convertedLead()
    const claimed = await claim()
    expect(claimed).toHaveLength(2)
    const won = claimed.find((row) => row.stage === 'won')!
    expect(won).toMatchObject({
      platform: 'meta', attempts: 1, inquiry_id: id, conversion_name: 'Won', settings: { dataset_id: '42' },
      secret: 'secret-meta-0123456789', email: 'grace@example.com', phone: '+1 415 555 0123', first_name: 'Grace',
      last_name: null, company: 'Compilers Inc', fbclid: 'IwAR_abc', li_fat_id: 'li-1', ga_client_id: '123.456',
      client_user_agent: 'Mozilla/5.0 Test', landing_path: '/services',
      consent: { ad_user_data: true, ad_personalization: true, analytics_storage: true },
    })
    expect(Date.parse(won.fbclid_seen_at!)).toBe(Date.parse('2026-11-24T09:00:00Z'))
    const { rows } = await stack.db.query<{ id: string }>('select id from public.conversions where inquiry_id = $1 and stage = $2', [id, 'won'])
    expect(won.event_id).toBe(rows[0]!.id)
    expect(await delivery(won.delivery_id)).toMatchObject({ state: 'sending', attempts: 1 })
    // Taken: a second run gets nothing, Google's feed rows are never handed out.
    expect(await claim()).toEqual([])
  })

  it('takes a delivery again once its run died and the lease is over, counting the attempt', async () => {
    await enable('linkedin')
    await convertedLead()
    const [first] = await claim(1)
    await stack.db.query(`update public.conversion_deliveries set locked_until = now() - interval '1 second' where id = $1`, [first!.delivery_id])
    const again = await claim(5)
    expect(again.find((row) => row.delivery_id === first!.delivery_id)).toMatchObject({ event_id: first!.event_id, attempts: 2 })
  })

  it('never hands out a lead without advertising consent', async () => {
    await enable('meta')
    const id = await convertedLead()
    // A row queued before the consent was known to be missing (stored behind the API's back).
    await stack.db.query("update public.inquiry_recipient_consents set granted = false where inquiry_id = $1 and recipient = 'meta'", [id])
    expect(await claim()).toEqual([])
    const { rows } = await stack.db.query<{ state: string; skip_reason: string }>(
      `select d.state, d.skip_reason from public.conversion_deliveries d join public.conversions c on c.id = d.conversion_id
        where c.inquiry_id = $1 and d.platform = 'meta'`, [id],
    )
    expect(rows).toEqual([{ state: 'skipped', skip_reason: 'no_consent' }, { state: 'skipped', skip_reason: 'no_consent' }])
  })

  it('ends a delivery whose destination was switched off as rejected, saying so', async () => {
    await enable('ga4')
    await convertedLead()
    await admin.from('conversion_destinations').update({ enabled: false }).eq('platform', 'ga4')
    expect(await claim()).toEqual([])
    const { rows } = await stack.db.query<{ state: string; platform_message: string }>(
      `select state, platform_message from public.conversion_deliveries where platform = 'ga4'`,
    )
    expect(rows.map((row) => [row.state, row.platform_message])).toEqual([
      ['rejected', 'The destination is switched off.'], ['rejected', 'The destination is switched off.'],
    ])
  })
})

describe('record_conversion_delivery', () => {
  it('stamps an accepted or sent delivery with the value sent', async () => {
    await enable('meta')
    const id = await convertedLead()
    // The deal value, as set_conversion_value stores it.
    await stack.db.query(`update public.conversions set value = 12345, currency = 'EUR', value_changed_at = now() where inquiry_id = $1 and stage = 'won'`, [id])
    const won = (await claim()).find((row) => row.stage === 'won')!
    const { error } = await service.rpc('record_conversion_delivery', { delivery_id: won.delivery_id, outcome: 'accepted' })
    expect(error).toBeNull()
    const row = await delivery(won.delivery_id)
    expect(row).toMatchObject({ state: 'accepted', platform_message: null, sent_currency: 'EUR' })
    expect(Number(row.sent_value)).toBe(12345)
    expect(row.sent_at).not.toBeNull()
  })

  it('keeps a rejection\'s message, and comes back at the retry time for a retry', async () => {
    await enable('meta')
    await convertedLead()
    const [first, second] = await claim()
    await service.rpc('record_conversion_delivery', { delivery_id: first!.delivery_id, outcome: 'rejected', message: 'Invalid parameter (code 100)' })
    const retryAt = new Date(Date.now() + 60_000).toISOString()
    await service.rpc('record_conversion_delivery', { delivery_id: second!.delivery_id, outcome: 'retry', message: 'Slow down', retry_at: retryAt })
    expect(await delivery(first!.delivery_id)).toMatchObject({ state: 'rejected', platform_message: 'Invalid parameter (code 100)' })
    const retrying = await delivery(second!.delivery_id)
    expect(retrying).toMatchObject({ state: 'retrying', platform_message: 'Slow down' })
    expect(Math.abs(Date.parse(retrying.next_attempt_at) - Date.parse(retryAt))).toBeLessThan(1000)
    // Not due yet: not handed out again.
    expect(await claim()).toEqual([])
  })

  it('records a skip with its reason, and never lets a late answer undo a later one', async () => {
    await enable('meta')
    await convertedLead()
    const [first] = await claim()
    await service.rpc('record_conversion_delivery', { delivery_id: first!.delivery_id, outcome: 'skipped', skip_reason: 'too_old' })
    await service.rpc('record_conversion_delivery', { delivery_id: first!.delivery_id, outcome: 'accepted' })
    expect(await delivery(first!.delivery_id)).toMatchObject({ state: 'skipped', skip_reason: 'too_old', sent_at: null })
  })

  it('refuses an unknown outcome, a retry without its time and a skip without its reason', async () => {
    await enable('meta')
    await convertedLead()
    const [first] = await claim()
    for (const args of [{ outcome: 'delivered' }, { outcome: 'retry' }, { outcome: 'skipped' }]) {
      const { error } = await service.rpc('record_conversion_delivery', { delivery_id: first!.delivery_id, ...args })
      expect(error?.code, args.outcome).toBe('22023')
    }
    expect(await delivery(first!.delivery_id)).toMatchObject({ state: 'sending' })
  })
})

describe('who may run the delivery functions', () => {
  it('only the service role: visitors, strangers and admins are refused', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['claim_conversion_deliveries', { max_rows: 5 }],
      ['record_conversion_delivery', { delivery_id: '00000000-0000-4000-8000-000000000000', outcome: 'sent' }],
      ['conversion_destination_for_test', { target_platform: 'meta' }],
    ]
    for (const [role, client] of [['anon', anon], ['stranger', stranger], ['admin', admin]] as const) {
      for (const [name, args] of calls) {
        const { error } = await client.rpc(name as never, args as never)
        expect(error?.code, `${role} ${name}`).toBe('42501')
      }
    }
  })

  it('the test function gets a destination with its secret, or null before one is saved', async () => {
    await enable('ga4', { measurement_id: 'G-ABC' })
    const { data } = await service.rpc('conversion_destination_for_test', { target_platform: 'ga4' })
    expect(data).toEqual({ platform: 'ga4', settings: { measurement_id: 'G-ABC' }, secret: 'secret-ga4-0123456789' })
    await stack.db.exec(`delete from private.conversion_destination_secrets where platform = 'linkedin'`)
    const { data: none } = await service.rpc('conversion_destination_for_test', { target_platform: 'linkedin' })
    expect(none).toBeNull()
  })
})

describe('the every-minute delivery job', () => {
  it('is scheduled where cron exists', async () => {
    const { rows } = await stack.db.query<{ schedule: string; command: string }>(
      `select schedule, command from cron.job where jobname = 'deliver-conversions'`,
    )
    expect(rows).toEqual([{ schedule: '* * * * *', command: `select private.invoke_edge_function('deliver-conversions')` }])
  })
})

describe('submit_inquiry and the browser', () => {
  const consent = (analytics: boolean) => ({
    version: '2026-11', decided_at: new Date().toISOString(), ad_storage: true, ad_user_data: true,
    ad_personalization: true, analytics_storage: analytics, gpc: false,
  })

  async function submitted(extra: Record<string, unknown>) {
    const { data, error } = await anon.rpc('submit_inquiry', { payload: { ...inquiryPayload(), form_fill_ms: 9000, ...extra } })
    expect(error).toBeNull()
    const { rows } = await stack.db.query<{ client_user_agent: string | null; ga_client_id: string | null }>(
      'select client_user_agent, ga_client_id from public.customer_inquiries where id = $1', [(data as { id: string }).id],
    )
    return rows[0]!
  }

  it('keeps the user agent, and the GA client id only with analytics consent', async () => {
    expect(await submitted({ client_user_agent: 'Mozilla/5.0 Test', ga_client_id: '1234567890.1700000000', consent: consent(true) }))
      .toEqual({ client_user_agent: 'Mozilla/5.0 Test', ga_client_id: '1234567890.1700000000' })
    expect(await submitted({ client_user_agent: 'Mozilla/5.0 Test', ga_client_id: '1234567890.1700000000', consent: consent(false) }))
      .toEqual({ client_user_agent: 'Mozilla/5.0 Test', ga_client_id: null })
    expect(await submitted({ ga_client_id: '1234567890.1700000000' })).toEqual({ client_user_agent: null, ga_client_id: null })
  })

  it('drops a malformed GA client id and cuts a long user agent, without losing the lead', async () => {
    expect(await submitted({ client_user_agent: `A\nB${'x'.repeat(600)}`, ga_client_id: 'GA1.1.123.456', consent: consent(true) }))
      .toEqual({ client_user_agent: `AB${'x'.repeat(510)}`, ga_client_id: null })
  })

  it('refuses either when it is not text', async () => {
    for (const extra of [{ client_user_agent: 42 }, { ga_client_id: { id: 1 } }]) {
      const { error } = await anon.rpc('submit_inquiry', { payload: { ...inquiryPayload(), ...extra } })
      expect(error?.code).toBe('22023')
    }
  })
})
