/**
 * The speed-to-lead service of the dashboard against the local stack, with signed-in clients:
 * what the card reads for a period of calendar days in the admin's time zone, and the messages
 * it shows when the database refuses.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getSpeedToLead } from '@/features/speed-to-lead/api/speed-to-lead'
import { SPEED_TO_LEAD_MESSAGES } from '@/features/speed-to-lead/model/speed-to-lead-admin-messages'
import type { Database } from '@/lib/database.types'
import { insertInquiry } from '../support/conversion-fixture'
import { startTestStack, uniqueSuffix, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient<Database>
let sales: SupabaseClient<Database>

beforeAll(async () => {
  stack = await startTestStack()
  admin = (await stack.adminClient()) as SupabaseClient<Database>
  const member = await stack.createMember(`speed-sales-${uniqueSuffix()}@agency.test`, 'sales-password-1', 'sales')
  sales = (await stack.signedInClient(member.email, member.password)) as SupabaseClient<Database>
  // Two leads on the 10th of October, local time: one touched after 3 minutes, one not yet.
  const created = new Date(2026, 9, 10, 9, 0)
  const touched = await insertInquiry(stack.db, { createdAt: created.toISOString(), lastUtmSource: 'google', lastUtmCampaign: 'brand' })
  await insertInquiry(stack.db, { createdAt: created.toISOString() })
  await stack.db.query('update public.customer_inquiries set first_touched_at = $2 where id = $1', [touched, new Date(created.getTime() + 180_000).toISOString()])
}, 120_000)

afterAll(() => stack?.stop())

describe('getSpeedToLead', () => {
  it("reads the period's figures for the card", async () => {
    const day = new Date(2026, 9, 10)
    expect(await getSpeedToLead(admin, { from: day, to: day })).toEqual({
      owners: [{ ownerId: null, ownerName: null, ownerActive: null, leads: 2, touched: 1, untouched: 1, medianSeconds: 180, p90Seconds: 180 }],
      sources: [
        { source: '(not recorded)', campaign: null, leads: 1, booked: 0 },
        { source: 'google', campaign: 'brand', leads: 1, booked: 0 },
      ],
      totals: { leads: 2, touched: 1, untouched: 1, medianSeconds: 180, p90Seconds: 180, booked: 0 },
    })
    expect((await getSpeedToLead(admin, { from: new Date(2026, 9, 11), to: new Date(2026, 9, 31) })).totals.leads).toBe(0)
  })

  it("gives the card's message when the database refuses a member who is not an admin", async () => {
    const day = new Date(2026, 9, 10)
    await expect(getSpeedToLead(sales, { from: day, to: day })).rejects.toThrow(SPEED_TO_LEAD_MESSAGES.load)
  })
})
