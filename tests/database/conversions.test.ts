/**
 * Conversions: the stages an inquiry's status change records, in the change's own
 * transaction, once per stage; and the ledger rows (one per platform) the conversion's trigger
 * writes with what may be sent and why not.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { conversionsOf, insertInquiry, ledgerOf } from '../support/conversion-fixture'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
  // Every request SQL hands pg_net, logged as it is queued (the stack sends and forgets it);
  // the every-minute delivery jobs are off so that only the statements under test ask for runs.
  await stack.db.exec(`
    create schema test_log;
    create table test_log.net_requests (url text not null);
    create function test_log.log_net_request() returns trigger language plpgsql as $$
      begin insert into test_log.net_requests (url) values (new.url); return new; end $$;
    create trigger log_net_request after insert on net.http_request_queue
      for each row execute function test_log.log_net_request();
    delete from cron.job where jobname in ('deliver-conversions', 'deliver-notifications');
  `)
})

/** How many runs of the function SQL has asked pg_net for since the last call. */
async function runsAskedFor(name: string): Promise<number> {
  const { rows } = await stack.db.query<{ url: string }>('delete from test_log.net_requests returning url')
  return rows.filter((row) => row.url.endsWith(`/functions/v1/${name}`)).length
}

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.db.exec(`
    delete from public.customer_inquiries;
    update public.conversion_destinations set enabled = false;
  `)
})

/** What the inquiries screen does: an admin's update of the status through the API. */
async function setStatus(id: string, status: string): Promise<void> {
  const { error } = await admin.from('customer_inquiries').update({ status }).eq('id', id)
  expect(error).toBeNull()
}

async function enable(platform: 'meta' | 'ga4' | 'linkedin'): Promise<void> {
  const { error } = await admin.from('conversion_destinations')
    .update({ enabled: true, secret: `secret-${platform}-0123456789` }).eq('platform', platform)
  expect(error).toBeNull()
}

describe('a status change', () => {
  it('to contacted records a qualified lead at the time of the change', async () => {
    const id = await insertInquiry(stack.db)
    const before = Date.now()
    await setStatus(id, 'contacted')
    const after = Date.now()

    const rows = await conversionsOf(stack.db, id)
    expect(rows.map((row) => [row.stage, row.value, row.currency])).toEqual([['qualified', null, null]])
    const at = new Date(rows[0]!.occurred_at).getTime()
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(after + 1000)
  })

  it('to converted without contacted first records both stages, at the same time', async () => {
    const id = await insertInquiry(stack.db)
    await setStatus(id, 'converted')
    const rows = await conversionsOf(stack.db, id)
    expect(rows.map((row) => row.stage)).toEqual(['qualified', 'won'])
    expect(rows[0]!.occurred_at).toEqual(rows[1]!.occurred_at)
  })

  it('to new, in progress or closed records nothing', async () => {
    const id = await insertInquiry(stack.db)
    for (const status of ['in_progress', 'closed', 'new']) await setStatus(id, status)
    expect(await conversionsOf(stack.db, id)).toEqual([])
  })

  it('back and forth records each stage once, keeping the first time', async () => {
    const id = await insertInquiry(stack.db, { adUserData: true, lastGclid: 'gclid-back-and-forth' })
    await setStatus(id, 'contacted')
    const [first] = await conversionsOf(stack.db, id)
    for (const status of ['new', 'contacted', 'converted', 'contacted', 'converted', 'closed', 'converted']) {
      await setStatus(id, status)
    }
    const rows = await conversionsOf(stack.db, id)
    expect(rows.map((row) => row.stage)).toEqual(['qualified', 'won'])
    expect(rows[0]).toEqual(first)
    expect(await ledgerOf(stack.db, id)).toEqual([
      ['qualified', 'google_ads', 'queued', null],
      ['won', 'google_ads', 'queued', null],
    ])
  })

  it('and its conversion commit together: a failure after the change leaves neither', async () => {
    const id = await insertInquiry(stack.db)
    await expect(stack.db.transaction(async (tx) => {
      await tx.query("update public.customer_inquiries set status = 'converted' where id = $1", [id])
      expect((await conversionsOf(tx, id)).length).toBe(2)
      throw new Error('the request failed after the update')
    })).rejects.toThrow('the request failed')

    expect(await conversionsOf(stack.db, id)).toEqual([])
    const { rows } = await stack.db.query<{ status: string }>('select status from public.customer_inquiries where id = $1', [id])
    expect(rows[0]!.status).toBe('new')
  })

  it('and its conversion roll back together: when the conversion cannot be stored, the status is not changed', async () => {
    const id = await insertInquiry(stack.db)
    await stack.db.exec(`alter table public.conversions add constraint test_refuse_won check (stage <> 'won') not valid`)
    try {
      const { error } = await admin.from('customer_inquiries').update({ status: 'converted' }).eq('id', id)
      expect(error).not.toBeNull()
    } finally {
      await stack.db.exec('alter table public.conversions drop constraint test_refuse_won')
    }
    const { rows } = await stack.db.query<{ status: string }>('select status from public.customer_inquiries where id = $1', [id])
    expect(rows[0]!.status).toBe('new')
    expect(await conversionsOf(stack.db, id)).toEqual([])
  })
})

describe('the ledger a conversion starts with', () => {
  it('has a Google Ads row queued for the feed and one per enabled destination', async () => {
    await enable('meta')
    await enable('linkedin')
    const id = await insertInquiry(stack.db, { adUserData: true, lastGclid: 'gclid-ledger' })
    await setStatus(id, 'contacted')
    expect(await ledgerOf(stack.db, id)).toEqual([
      ['qualified', 'google_ads', 'queued', null],
      ['qualified', 'linkedin', 'queued', null],
      ['qualified', 'meta', 'queued', null],
    ])
  })

  it('skips every platform when the visitor did not grant advertising consent, or none was recorded', async () => {
    await enable('meta')
    await enable('ga4')
    for (const adUserData of [false, null]) {
      const id = await insertInquiry(stack.db, { adUserData, lastGclid: 'gclid-no-consent' })
      await setStatus(id, 'contacted')
      expect(await ledgerOf(stack.db, id)).toEqual([
        ['qualified', 'ga4', 'skipped', 'no_consent'],
        ['qualified', 'google_ads', 'skipped', 'no_consent'],
        ['qualified', 'meta', 'skipped', 'no_consent'],
      ])
    }
  })

  it('skips Google Ads without a Google click id, and GA4 without the visitor\'s client id', async () => {
    await enable('meta')
    await enable('ga4')
    const id = await insertInquiry(stack.db, { adUserData: true })
    await setStatus(id, 'contacted')
    expect(await ledgerOf(stack.db, id)).toEqual([
      ['qualified', 'ga4', 'skipped', 'no_client_id'],
      ['qualified', 'google_ads', 'skipped', 'no_click_id'],
      ['qualified', 'meta', 'queued', null],
    ])
  })

  it('counts a gbraid, a wbraid or a first-touch gclid as a Google click', async () => {
    for (const click of [{ lastGbraid: 'gbraid-1' }, { lastWbraid: 'wbraid-1' }, { firstGclid: 'gclid-first' }]) {
      const id = await insertInquiry(stack.db, { adUserData: true, ...click })
      await setStatus(id, 'contacted')
      expect(await ledgerOf(stack.db, id)).toEqual([['qualified', 'google_ads', 'queued', null]])
    }
  })

  it('asks for one delivery run per status change that queued API deliveries, none for the feed alone', async () => {
    await runsAskedFor('deliver-conversions')
    const feedOnly = await insertInquiry(stack.db, { adUserData: true, lastGclid: 'gclid-feed-only' })
    await setStatus(feedOnly, 'converted')
    expect(await runsAskedFor('deliver-conversions')).toBe(0)

    await enable('meta')
    const sent = await insertInquiry(stack.db, { adUserData: true, lastGclid: 'gclid-sent' })
    await setStatus(sent, 'converted')
    expect(await runsAskedFor('deliver-conversions')).toBe(1)
  })
})

describe("an admin's retry", () => {
  async function metaDelivery(state: string): Promise<string> {
    await enable('meta')
    const id = await insertInquiry(stack.db, { adUserData: true, lastGclid: 'gclid-retry' })
    await setStatus(id, 'contacted')
    const { rows } = await stack.db.query<{ id: string }>(
      `update public.conversion_deliveries d set state = $2, attempts = 3, platform_message = 'Invalid parameter', next_attempt_at = null
         from public.conversions c
        where c.id = d.conversion_id and c.inquiry_id = $1 and d.platform = 'meta' returning d.id`, [id, state],
    )
    return rows[0]!.id
  }

  const deliveryState = async (id: string) => (await stack.db.query<{ state: string; attempts: number; platform_message: string | null }>(
    'select state, attempts, platform_message from public.conversion_deliveries where id = $1', [id])).rows[0]

  it('puts a rejected delivery back in the queue from zero attempts and asks for a delivery run', async () => {
    const id = await metaDelivery('rejected')
    await runsAskedFor('deliver-conversions')
    const { error } = await admin.rpc('retry_conversion_delivery', { delivery_id: id })
    expect(error).toBeNull()
    expect(await deliveryState(id)).toEqual({ state: 'queued', attempts: 0, platform_message: null })
    expect(await runsAskedFor('deliver-conversions')).toBe(1)
  })

  it('is refused for a delivery that was accepted, and for Google Ads rows, changing nothing', async () => {
    const id = await metaDelivery('accepted')
    const { error } = await admin.rpc('retry_conversion_delivery', { delivery_id: id })
    expect(error).toMatchObject({ code: '22023', message: 'Only a rejected or failing delivery can be retried.' })
    expect(await deliveryState(id)).toMatchObject({ state: 'accepted', attempts: 3 })

    const { rows } = await stack.db.query<{ id: string }>("select id from public.conversion_deliveries where platform = 'google_ads' limit 1")
    const google = await admin.rpc('retry_conversion_delivery', { delivery_id: rows[0]!.id })
    expect(google.error?.code).toBe('22023')
  })

  it('is refused to visitors and signed-in non-admins', async () => {
    const id = await metaDelivery('rejected')
    await stack.createUser('retry-stranger@example.com', 'stranger-password-1')
    const stranger = await stack.signedInClient('retry-stranger@example.com', 'stranger-password-1')
    for (const client of [stack.anonClient(), stranger]) {
      const { error } = await client.rpc('retry_conversion_delivery', { delivery_id: id })
      expect(error?.code).toBe('42501')
    }
    expect(await deliveryState(id)).toMatchObject({ state: 'rejected', attempts: 3 })
  })
})
