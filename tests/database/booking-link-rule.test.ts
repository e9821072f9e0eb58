/**
 * One rule for a booking link, written twice: in TypeScript for the forms
 * (supabase/functions/_shared/booking-link.ts) and in SQL for the database
 * (private.booking_url_refusal, the CHECK on team_members.booking_url and the team default).
 * This table holds both to the same sentences; the RPCs that save a link are held to it too.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_LINK_MESSAGES as M, bookingProvider, bookingUrlRefusal } from '../../supabase/functions/_shared/booking-link'
import { startTestStack, uniqueSuffix, type TestStack, type TestUser } from '../support/local-stack'

type Verdict = keyof typeof M | null

/** [link, verdict, the tool it belongs to when accepted] */
export const BOOKING_LINK_CASES: Array<[string, Verdict, 'cal.com' | 'calendly' | null]> = [
  ['https://cal.com/jane/30min', null, 'cal.com'],
  ['https://app.cal.com/jane/intro', null, 'cal.com'],
  ['https://acme.cal.com/jane/intro?month=2026-12', null, 'cal.com'],
  ['https://team.acme.cal.com/sales', null, 'cal.com'],
  ['https://CAL.COM/jane', null, 'cal.com'],
  ['HTTPS://cal.com/jane', null, 'cal.com'],
  ['https://cal.com/jane#top', null, 'cal.com'],
  ['https://calendly.com/jane-doe/30min', null, 'calendly'],
  ['https://calendly.com/jane?back=1', null, 'calendly'],
  ['https://Calendly.com/jane', null, 'calendly'],
  ['http://cal.com/jane', 'notHttps', null],
  ['ftp://calendly.com/jane', 'notHttps', null],
  ['javascript:alert(1)//cal.com/x', 'notHttps', null],
  ['//cal.com/jane', 'notHttps', null],
  ['cal.com/jane', 'notHttps', null],
  ['', 'notHttps', null],
  ['https:/cal.com/jane', 'notHttps', null],
  ['https://cal.com/jane doe', 'notPlain', null],
  [' https://cal.com/jane', 'notPlain', null],
  ['https://cal.com/jane\n', 'notPlain', null],
  ['https://cal.com/jané', 'notPlain', null],
  ['https://cａl.com/jane', 'notPlain', null],
  ['https://user:pass@cal.com/jane', 'credentials', null],
  ['https://cal.com@evil.example/jane', 'credentials', null],
  ['https://evil.example\\@cal.com/jane', 'credentials', null],
  ['https://evil.example/cal.com/jane', 'otherHost', null],
  ['https://cal.com.evil.example/jane', 'otherHost', null],
  ['https://evilcal.com/jane', 'otherHost', null],
  ['https://evil-cal.com/jane', 'otherHost', null],
  ['https://cal.com./jane', 'otherHost', null],
  ['https://.cal.com/jane', 'otherHost', null],
  ['https://-x.cal.com/jane', 'otherHost', null],
  ['https://cal.com:8443/jane', 'otherHost', null],
  ['https://cal%2ecom/jane', 'otherHost', null],
  ['https://cal.com\\.evil.example/jane', 'otherHost', null],
  ['https://www.calendly.com/jane', 'otherHost', null],
  ['https://calendly.com.evil.example/jane', 'otherHost', null],
  ['https://assets.calendly.com/jane', 'otherHost', null],
  ['https://example.com/book', 'otherHost', null],
  ['https://cal.com', 'noPage', null],
  ['https://cal.com/', 'noPage', null],
  ['https://calendly.com/?name=x', 'noPage', null],
  ['https://calendly.com#x', 'noPage', null],
  [`https://cal.com/${'a'.repeat(484)}`, null, 'cal.com'],
  [`https://cal.com/${'a'.repeat(485)}`, 'tooLong', null],
]

let stack: TestStack
let admin: SupabaseClient
let sales: TestUser
let salesClient: SupabaseClient

const storedLink = async (userId: string) =>
  (await stack.db.query<{ booking_url: string | null }>('select booking_url from public.team_members where user_id = $1', [userId])).rows[0]!.booking_url

const teamDefault = async () =>
  (await stack.db.query<{ default_url: string | null }>('select default_url from private.booking_settings')).rows[0]!.default_url

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
  sales = await stack.createMember(`sales-${uniqueSuffix()}@agency.test`, 'sales-password-1', 'sales')
  salesClient = await stack.signedInClient(sales.email, sales.password)
}, 120_000)

afterAll(() => stack?.stop())

describe('the booking link rule', () => {
  it.each(BOOKING_LINK_CASES)('%s: the TypeScript rule and the database agree', async (url, verdict, provider) => {
    const expected = verdict ? M[verdict] : null
    expect(bookingUrlRefusal(url), 'TypeScript').toBe(expected)
    const sql = await stack.db.query<{ refusal: string | null }>('select private.booking_url_refusal($1) as refusal', [url])
    expect(sql.rows[0]!.refusal, 'SQL').toBe(expected)
    expect(bookingProvider(url)).toBe(provider)
  })
})

describe('saving a booking link', () => {
  const REFUSED = BOOKING_LINK_CASES.filter(([url, verdict]) => verdict !== null && url.trim() !== '')

  it('refuses every refused case through each RPC with its sentence, and stores nothing', async () => {
    await admin.rpc('set_member_booking_url', { p_user_id: sales.id, p_url: 'https://cal.com/kept/30min' })
    await admin.rpc('set_booking_settings', { p_default_url: 'https://calendly.com/team/intro' })
    for (const [url, verdict] of REFUSED) {
      // The RPCs trim what they are given (a pasted link often ends in a line break).
      const expected = bookingUrlRefusal(url.trim())
      if (expected === null) continue
      for (const [name, call] of [
        ['set_member_booking_url', () => admin.rpc('set_member_booking_url', { p_user_id: sales.id, p_url: url })],
        ['set_my_booking_url', () => salesClient.rpc('set_my_booking_url', { p_url: url })],
        ['set_booking_settings', () => admin.rpc('set_booking_settings', { p_default_url: url })],
      ] as const) {
        const { error, data } = await call()
        expect({ name, url, verdict, code: error?.code, message: error?.message, data }).toEqual({ name, url, verdict, code: 'P0001', message: expected, data: null })
      }
    }
    expect(await storedLink(sales.id)).toBe('https://cal.com/kept/30min')
    expect(await teamDefault()).toBe('https://calendly.com/team/intro')
  })

  it('the service role writes team members directly (a good link kept, a bad one refused by the rule)', async () => {
    const service = stack.serviceClient()
    const good = await service.from('team_members').update({ booking_url: 'https://calendly.com/sam/intro' }).eq('user_id', sales.id).select('booking_url')
    expect(good).toMatchObject({ error: null, data: [{ booking_url: 'https://calendly.com/sam/intro' }] })
    const bad = await service.from('team_members').update({ booking_url: 'https://evil.example/x' }).eq('user_id', sales.id)
    expect(bad.error?.message).toMatch(/team_members_booking_url_rule/)
    expect(await storedLink(sales.id)).toBe('https://calendly.com/sam/intro')
  })

  it('the table refuses a link written around the RPCs', async () => {
    await expect(stack.db.query(`update public.team_members set booking_url = 'https://evil.example/x' where user_id = $1`, [sales.id])).rejects.toThrow(/check constraint/)
    await expect(stack.db.query(`update private.booking_settings set default_url = 'http://cal.com/x'`)).rejects.toThrow(/check constraint/)
  })
})
