/**
 * public.conversion_report: the revenue report of a period's leads (clear, not in the trash,
 * created in the period), per campaign, per salesperson and in total, with deal values kept
 * apart per currency. Its speed at 10,000 inquiries is measured by `npm run seed:inquiries`.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertInquiry, type FixtureInquiry } from '../support/conversion-fixture'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient

async function lead(inquiry: FixtureInquiry, status = 'new', value?: [string, string]): Promise<string> {
  const id = await insertInquiry(stack.db, { createdAt: '2026-10-15T12:00:00Z', ...inquiry })
  await stack.db.query('update public.customer_inquiries set status = $2 where id = $1', [id, status])
  if (value) {
    const { error } = await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: value[0], deal_currency: value[1] })
    if (error) throw error
  }
  return id
}

const google = { lastUtmSource: 'google', lastUtmMedium: 'cpc', lastUtmCampaign: 'brand' }

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
  // In October: three from the brand campaign (one won for 1000 USD, one won for 200 EUR, one
  // qualified), one from the same source with the campaign only on its first touch (won, no value),
  // one referral by a salesperson (contacted), one direct (new).
  await lead(google, 'converted', ['1000', 'USD'])
  await lead({ ...google, salesperson: 'ana-lopez' }, 'converted', ['200', 'EUR'])
  await lead(google, 'contacted')
  await lead({ lastUtmSource: 'google', lastUtmMedium: 'cpc', firstUtmCampaign: 'brand' }, 'converted')
  await lead({ salesperson: 'ana-lopez' }, 'contacted')
  await lead({})
  // Not leads of October: held, spam, trashed, or created on the 1st of November (UTC).
  await lead({ ...google, screening: 'held' }, 'converted', ['5000', 'USD'])
  await lead({ ...google, screening: 'spam' }, 'converted')
  // (A lead in the trash records no conversion, so it has no deal value to give.)
  await lead({ ...google, deletedAt: '2026-10-20T00:00:00Z' }, 'converted')
  await lead({ ...google, createdAt: '2026-11-01T00:00:00Z' }, 'converted', ['9000', 'USD'])
})

afterAll(async () => {
  await stack?.stop()
})

describe('the revenue report', () => {
  it('counts leads, stages and won value per campaign, per salesperson and in total, values per currency', async () => {
    const { data, error } = await admin.rpc('conversion_report', { period_start: '2026-10-01', period_end: '2026-10-31' })
    expect(error).toBeNull()
    expect(data).toEqual({
      campaigns: [
        {
          source: 'google', medium: 'cpc', campaign: 'brand', leads: 4, qualified: 4, won: 3,
          won_value: [{ currency: 'EUR', amount: 200 }, { currency: 'USD', amount: 1000 }],
        },
        { source: '(not recorded)', medium: '(not recorded)', campaign: null, leads: 2, qualified: 1, won: 0, won_value: [] },
      ],
      salespeople: [
        { salesperson: null, leads: 4, qualified: 3, won: 2, won_value: [{ currency: 'USD', amount: 1000 }] },
        { salesperson: 'ana-lopez', leads: 2, qualified: 2, won: 1, won_value: [{ currency: 'EUR', amount: 200 }] },
      ],
      totals: { leads: 6, qualified: 5, won: 3, won_value: [{ currency: 'EUR', amount: 200 }, { currency: 'USD', amount: 1000 }] },
    })
  })

  it('is empty for a period without leads', async () => {
    const { data } = await admin.rpc('conversion_report', { period_start: '2025-01-01', period_end: '2025-01-31' })
    expect(data).toEqual({ campaigns: [], salespeople: [], totals: { leads: 0, qualified: 0, won: 0, won_value: [] } })
  })

  it('takes its period by whole UTC days, both ends included', async () => {
    const { data } = await admin.rpc('conversion_report', { period_start: '2026-11-01', period_end: '2026-11-01' })
    expect((data as { totals: unknown }).totals).toEqual({ leads: 1, qualified: 1, won: 1, won_value: [{ currency: 'USD', amount: 9000 }] })
  })

  it('refuses a period that ends before it starts, and anyone but an admin', async () => {
    const { error } = await admin.rpc('conversion_report', { period_start: '2026-10-31', period_end: '2026-10-01' })
    expect(error).toMatchObject({ code: '22023', message: 'Choose a period that ends on or after its start.' })
    await stack.createUser('report-stranger@example.com', 'stranger-password-1')
    const stranger = await stack.signedInClient('report-stranger@example.com', 'stranger-password-1')
    for (const client of [stack.anonClient(), stranger]) {
      const { data, error: refused } = await client.rpc('conversion_report', { period_start: '2026-10-01', period_end: '2026-10-31' })
      expect(data).toBeNull()
      expect(refused?.code).toBe('42501')
    }
  })
})
