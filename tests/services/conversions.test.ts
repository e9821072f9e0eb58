/**
 * The conversion services of the back office against the local stack, with a signed-in admin's
 * supabase-js client: what the Conversions screen, the deal value dialog and the inquiry card's
 * ledger read and write.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  getConversionReport, getConversionSettings, getFeedCsv, getInquiryLedger, listConversionDestinations, listRecentDeliveries,
  regenerateFeedToken, retryConversionDelivery, saveConversionDestination, saveConversionSettings, setConversionValue,
} from '@/features/conversions/api/conversions'
import { DEAL_VALUE_MESSAGES } from '@/features/conversions/model/conversion-admin-messages'
import { describeDelivery } from '@/features/conversions/model/conversion-ledger'
import type { Database } from '@/lib/database.types'
import { insertInquiry } from '../support/conversion-fixture'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient<Database>

const setStatus = (id: string, status: string) => stack.db.query('update public.customer_inquiries set status = $2 where id = $1', [id, status])

beforeAll(async () => {
  stack = await startTestStack()
  admin = (await stack.adminClient()) as SupabaseClient<Database>
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.db.exec('delete from public.customer_inquiries;')
})

describe('the ledger of an inquiry', () => {
  it('shows each stage with where it went, and the deal value once set', async () => {
    const consented = await insertInquiry(stack.db, { adUserData: true, lastGclid: 'Cj0KCQ-test_1' })
    const refused = await insertInquiry(stack.db, { adUserData: false, lastGclid: 'Cj0KCQ-test_2' })
    expect(await getInquiryLedger(admin, consented)).toEqual([])

    await setStatus(consented, 'converted')
    await setStatus(refused, 'converted')
    await setConversionValue(admin, consented, { value: '12,345', currency: 'EUR' })

    const ledger = await getInquiryLedger(admin, consented)
    expect(ledger.map((c) => c.stage)).toEqual(['qualified', 'won'])
    expect(ledger[1]).toMatchObject({ value: 12345, currency: 'EUR' })
    expect(ledger[1]!.deliveries.map((d) => [d.platform, describeDelivery(d).label])).toEqual([['google_ads', 'queued']])

    const skipped = await getInquiryLedger(admin, refused)
    expect(skipped.flatMap((c) => c.deliveries.map((d) => describeDelivery(d).label))).toEqual(['skipped: no consent', 'skipped: no consent'])
  })
})

describe('the deal value', () => {
  it('refuses bad input with the form\'s own texts and changes nothing', async () => {
    const id = await insertInquiry(stack.db, { adUserData: true })
    await expect(setConversionValue(admin, id, { value: '10', currency: 'USD' })).rejects.toThrow(DEAL_VALUE_MESSAGES.notConverted)
    await setStatus(id, 'converted')
    await expect(setConversionValue(admin, id, { value: '-1', currency: 'USD' })).rejects.toThrow(DEAL_VALUE_MESSAGES.negative)
    await expect(setConversionValue(admin, id, { value: '1.234', currency: 'USD' })).rejects.toThrow(DEAL_VALUE_MESSAGES.decimals)
    await expect(setConversionValue(admin, id, { value: 'ten', currency: 'USD' })).rejects.toThrow(DEAL_VALUE_MESSAGES.notANumber)
    await expect(setConversionValue(admin, id, { value: '10', currency: 'ABC' })).rejects.toThrow(DEAL_VALUE_MESSAGES.currency)
    expect((await getInquiryLedger(admin, id)).find((c) => c.stage === 'won')).toMatchObject({ value: null, currency: null })
  })
})

describe('the settings', () => {
  it('are read and saved; the server\'s message comes through', async () => {
    const before = await getConversionSettings(admin)
    expect(before).toMatchObject({ qualifiedName: 'Qualified lead', wonName: 'Won', defaultCurrency: 'USD', feedTokenHint: null, phoneDefaultCountry: null })
    const saved = await saveConversionSettings(admin, { qualifiedName: 'Sales call booked', wonName: 'Deal won', defaultCurrency: 'EUR' })
    expect(saved).toMatchObject({ qualifiedName: 'Sales call booked', defaultCurrency: 'EUR' })
    await expect(saveConversionSettings(admin, { ...saved, defaultCurrency: 'ZZZ' })).rejects.toThrow(DEAL_VALUE_MESSAGES.currency)
    await saveConversionSettings(admin, { qualifiedName: 'Qualified lead', wonName: 'Won', defaultCurrency: 'USD' })
  })
})

describe('the Google feed', () => {
  it('makes a token shown once, then only its hint; the file downloads for a manual upload', async () => {
    const token = await regenerateFeedToken(admin)
    expect(token.length).toBeGreaterThanOrEqual(43)
    const { feedTokenHint } = await getConversionSettings(admin)
    expect(feedTokenHint).toBeTruthy()
    expect(feedTokenHint).not.toContain(token)

    const id = await insertInquiry(stack.db, { adUserData: true, lastGclid: 'Cj0KCQ-feed_1' })
    await setStatus(id, 'converted')
    await setConversionValue(admin, id, { value: '12345', currency: 'USD' })
    const csv = await getFeedCsv(admin, 'won.csv')
    expect(csv.split('\r\n')[0]).toBe('Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Ad User Data,Ad Personalization')
    expect(csv).toMatch(/\r\nCj0KCQ-feed_1,,,Won,[^,]+,12345\.00,USD,Granted,Granted\r\n/)
    expect(await getFeedCsv(admin, 'won-adjustments.csv')).toBe(
      'Google Click ID,Conversion Name,Conversion Time,Adjustment Time,Adjustment Type,Adjusted Value,Adjusted Value Currency\r\n')
  })
})

describe('destinations', () => {
  it('keep a secret write-only: saved, shown as a hint, kept when left empty', async () => {
    const before = await listConversionDestinations(admin)
    expect(before.map((d) => [d.platform, d.enabled, d.secretHint])).toEqual([['ga4', false, null], ['linkedin', false, null], ['meta', false, null]])
    const saved = await saveConversionDestination(admin, 'meta', { enabled: true, settings: { dataset_id: '123', test_event_code: 'TEST1' }, secret: 'EAAB-secret-token-9876' })
    expect(saved).toMatchObject({ enabled: true, settings: { dataset_id: '123', test_event_code: 'TEST1' }, secretHint: '…9876' })
    const kept = await saveConversionDestination(admin, 'meta', { enabled: false, settings: { dataset_id: '456' }, secret: '' })
    expect(kept).toMatchObject({ enabled: false, secretHint: '…9876', settings: { dataset_id: '456' } })
    await expect(saveConversionDestination(admin, 'ga4', { enabled: true, settings: {}, secret: '' })).rejects.toThrow(/Add the secret/)
  })
})

describe('recent deliveries', () => {
  it('list the latest with their stage; a rejected one is queued again', async () => {
    await saveConversionDestination(admin, 'linkedin', { enabled: true, settings: { qualified_rule_id: '1', won_rule_id: '2' }, secret: 'li-token-secret-1234' })
    const id = await insertInquiry(stack.db, { adUserData: true, lastGclid: 'Cj0KCQ-retry' })
    await setStatus(id, 'contacted')
    const deliveries = await listRecentDeliveries(admin)
    expect(deliveries.map((d) => [d.platform, d.stage, d.inquiryId, d.state]).sort()).toEqual([
      ['google_ads', 'qualified', id, 'queued'], ['linkedin', 'qualified', id, 'queued'],
    ])
    const linkedin = deliveries.find((d) => d.platform === 'linkedin')!
    await expect(retryConversionDelivery(admin, linkedin.id)).rejects.toThrow('Only a rejected or failing delivery can be retried.')
    await stack.db.query("update public.conversion_deliveries set state = 'rejected', platform_message = 'Bad' where id = $1", [linkedin.id])
    await retryConversionDelivery(admin, linkedin.id)
    expect((await listRecentDeliveries(admin)).find((d) => d.id === linkedin.id)).toMatchObject({ state: 'queued', platformMessage: null })
    await saveConversionDestination(admin, 'linkedin', { enabled: false, settings: {}, secret: '' })
  })
})

describe('the revenue report', () => {
  it('counts the period\'s leads per campaign and salesperson, with the won value', async () => {
    const won = await insertInquiry(stack.db, { adUserData: true, lastUtmSource: 'google', lastUtmMedium: 'cpc', lastUtmCampaign: 'Spring', salesperson: 'ana' })
    await insertInquiry(stack.db, { lastUtmSource: 'google', lastUtmMedium: 'cpc', lastUtmCampaign: 'Spring', salesperson: 'ana' })
    await setStatus(won, 'converted')
    await setConversionValue(admin, won, { value: '12345', currency: 'USD' })
    const today = new Date()
    const report = await getConversionReport(admin, { from: today, to: today })
    expect(report.totals).toEqual({ leads: 2, qualified: 1, won: 1, wonValue: [{ currency: 'USD', amount: 12345 }] })
    expect(report.campaigns).toContainEqual(expect.objectContaining({ campaign: 'Spring', leads: 2, won: 1 }))
    expect(report.salespeople).toContainEqual(expect.objectContaining({ salesperson: 'ana', leads: 2 }))
    const yesterday = new Date(today.getTime() - 86_400_000)
    await expect(getConversionReport(admin, { from: today, to: yesterday })).rejects.toThrow(/period/)
  })
})
