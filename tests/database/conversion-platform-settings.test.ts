/**
 * What each platform needs besides ids, as the database keeps it: Meta's event names per stage
 * and LinkedIn's API version (defaults filled, what the platform would refuse refused with the
 * form's message and nothing saved), the site's default phone country, and a destination that
 * "needs attention": flagged once by record_conversion_delivery, its rows waiting queued, one
 * email queued, cleared when an admin saves it again.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ClaimedDelivery } from '../../supabase/functions/_shared/conversions/types'
import { insertInquiry } from '../support/conversion-fixture'
import { startTestStack, type TestStack } from '../support/local-stack'

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
    delete from public.notification_destinations;
    update public.conversion_destinations set enabled = false, settings = '{}';
    update public.conversion_settings set phone_default_country = null;
  `)
})

async function settingsOf(platform: string): Promise<Record<string, string>> {
  const { rows } = await stack.db.query<{ settings: Record<string, string> }>(
    'select settings from public.conversion_destinations where platform = $1', [platform],
  )
  return rows[0]!.settings
}

const save = (platform: string, settings: Record<string, string>) =>
  admin.from('conversion_destinations').update({ settings }).eq('platform', platform)

describe("Meta's event names", () => {
  it("default to the lead stage names Meta's documentation uses, and keep an admin's own", async () => {
    expect(await settingsOf('meta')).toMatchObject({ qualified_event_name: 'Marketing Qualified Lead', won_event_name: 'Converted' })
    expect((await save('meta', { dataset_id: '1', qualified_event_name: '  SalesQualified ', won_event_name: 'x'.repeat(50) })).error).toBeNull()
    expect(await settingsOf('meta')).toMatchObject({ qualified_event_name: 'SalesQualified', won_event_name: 'x'.repeat(50) })
  })

  it('refuses a name over 50 characters, saving nothing', async () => {
    await save('meta', { dataset_id: '1', won_event_name: 'Won deal' })
    const { error } = await save('meta', { dataset_id: '2', won_event_name: 'x'.repeat(51) })
    expect(error).toMatchObject({ code: '22023', message: 'A Meta event name has at most 50 characters.' })
    expect(await settingsOf('meta')).toMatchObject({ dataset_id: '1', won_event_name: 'Won deal' })
  })
})

describe("LinkedIn's version", () => {
  it('defaults to a version LinkedIn published, and takes another published month', async () => {
    expect(await settingsOf('linkedin')).toMatchObject({ api_version: '202603' })
    expect((await save('linkedin', { api_version: '202608', ad_account_id: '5077' })).error).toBeNull()
    expect(await settingsOf('linkedin')).toMatchObject({ api_version: '202608', ad_account_id: '5077' })
  })

  it('refuses what is not a version (YYYYMM) or an ad account that is not a number, saving nothing', async () => {
    await save('linkedin', { api_version: '202608' })
    for (const api_version of ['2026-08', '202613', 'v2', '20260801']) {
      const { error } = await save('linkedin', { api_version })
      expect(error, api_version).toMatchObject({ code: '22023', message: 'The LinkedIn version is a month like 202603 (YYYYMM).' })
    }
    expect((await save('linkedin', { api_version: '202608', ad_account_id: 'acme' })).error)
      .toMatchObject({ code: '22023', message: 'The LinkedIn ad account id is a number.' })
    expect(await settingsOf('linkedin')).toEqual({ api_version: '202608' })
  })
})

describe('the default phone country', () => {
  const update = (client: SupabaseClient, value: string | null) =>
    client.from('conversion_settings').update({ phone_default_country: value }).eq('id', true).select('phone_default_country')

  it('an admin sets it (stored in capitals) or clears it; anything else is refused', async () => {
    expect((await update(admin, ' gb ')).data).toEqual([{ phone_default_country: 'GB' }])
    expect((await update(admin, 'GBR')).error).toMatchObject({ code: '22023', message: 'Choose a country from the list.' })
    expect((await update(admin, '')).data).toEqual([{ phone_default_country: null }])
  })

  it('visitors and signed-in non-admins neither read nor change it', async () => {
    await update(admin, 'US')
    for (const client of [anon, stranger]) {
      const read = await client.from('conversion_settings').select('phone_default_country')
      expect(read.data ?? []).toEqual([])
      await update(client, 'GB')
    }
    const { rows } = await stack.db.query<{ phone_default_country: string }>('select phone_default_country from public.conversion_settings')
    expect(rows).toEqual([{ phone_default_country: 'US' }])
  })
})

describe('a destination that needs attention', () => {
  async function linkedinLead(): Promise<ClaimedDelivery> {
    await stack.db.exec(`insert into public.notification_destinations (kind, name, email_recipients) values ('email', 'Sales', '{sales@example.com}')`)
    const { error } = await admin.from('conversion_destinations')
      .update({ enabled: true, settings: { won_rule_id: '2', qualified_rule_id: '1' }, secret: 'linkedin-token-0123456789' }).eq('platform', 'linkedin')
    expect(error).toBeNull()
    const id = await insertInquiry(stack.db, { adUserData: true })
    expect((await admin.from('customer_inquiries').update({ status: 'converted' }).eq('id', id)).error).toBeNull()
    // The deal value dialog skipped: the won conversion may leave too.
    expect((await admin.rpc('skip_conversion_value', { target_inquiry: id })).error).toBeNull()
    const { data } = await service.rpc('claim_conversion_deliveries', { max_rows: 1 })
    return (data as unknown as ClaimedDelivery[])[0]!
  }

  const queuedRows = async () => (await stack.db.query<{ state: string; attempts: number; platform_message: string | null }>(
    `select state, attempts, platform_message from public.conversion_deliveries where platform = 'linkedin' order by created_at`,
  )).rows

  it('is flagged once, keeps its rows queued, emails the admins once and is cleared by saving it', async () => {
    const first = await linkedinLead()
    const { error } = await service.rpc('record_conversion_delivery', { delivery_id: first.delivery_id, outcome: 'attention', message: 'The token used in the request has expired' })
    expect(error).toBeNull()
    const { rows: [flag] } = await stack.db.query<{ attention_since: string | null; attention_reason: string | null }>(
      `select attention_since, attention_reason from public.conversion_destinations where platform = 'linkedin'`,
    )
    expect(flag).toMatchObject({ attention_since: expect.anything(), attention_reason: 'The token used in the request has expired' })
    expect(await queuedRows()).toEqual(expect.arrayContaining([
      { state: 'queued', attempts: 0, platform_message: 'The token used in the request has expired' },
      { state: 'queued', attempts: 0, platform_message: null },
    ]))
    // Nothing is handed out while it waits.
    expect((await service.rpc('claim_conversion_deliveries', { max_rows: 5 })).data).toEqual([])
    const emails = async () => (await stack.db.query<{ destination_kind: string; payload: unknown }>(
      `select destination_kind, payload from public.notification_outbox where event = 'conversion.destination_attention'`,
    )).rows
    expect(await emails()).toEqual([{ destination_kind: 'email', payload: { platform: 'linkedin' } }])

    // The admin renews the token: the destination is clear, and its rows go out again.
    expect((await admin.from('conversion_destinations').update({ secret: 'linkedin-token-renewed-01' }).eq('platform', 'linkedin')).error).toBeNull()
    const { data: again } = await service.rpc('claim_conversion_deliveries', { max_rows: 5 })
    expect(again).toHaveLength(2)
    const retried = (again as unknown as ClaimedDelivery[]).find((row) => row.delivery_id === first.delivery_id)!
    await service.rpc('record_conversion_delivery', { delivery_id: retried.delivery_id, outcome: 'attention', message: 'Version Header is Deprecated' })
    // A second episode flags again but the outbox keeps one email per inquiry and destination.
    expect(await emails()).toHaveLength(1)
  })

  it('only the delivery sets it: an admin cannot', async () => {
    const { error } = await admin.from('conversion_destinations').update({ attention_since: new Date().toISOString() }).eq('platform', 'meta')
    expect(error?.code).toBe('42501')
  })
})
