/**
 * Who sets a booking page (admins for any sales member and the team default; a sales member
 * for themselves; null or blank clears), what my_membership returns, and the page
 * submit_inquiry offers: the lead's owner's, else the team default, else none.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, uniqueSuffix, type TestStack, type TestUser } from '../support/local-stack'
import { newSourceAddress } from '../support/source-address'

let stack: TestStack
let service: SupabaseClient
let admin: SupabaseClient
let sales: TestUser
let salesClient: SupabaseClient
let editor: TestUser
let editorClient: SupabaseClient
let referral: string
let counter = 0

const SALES_LINK = 'https://cal.com/sam-seller/30min'
const TEAM_LINK = 'https://calendly.com/agency/intro'

function wizard(salesperson: string | null) {
  counter += 1
  return {
    first_name: 'Ada', last_name: 'Lovelace', email: `ada-offer-${counter}@example.com`, phone: '', company: '',
    service_interest: 'Web Applications', budget_range: '$15,000 - $50,000', project_timeline: '3-6 months',
    message: 'We would like a web application for our engines.', source_page: 'contact', website: '',
    form_fill_ms: 12_000, attribution: { salesperson },
  }
}

async function offered(salesperson: string | null) {
  const client = stack.anonClient({ sourceAddress: newSourceAddress() })
  const { data, error } = await client.rpc('submit_inquiry', { payload: wizard(salesperson) })
  expect(error).toBeNull()
  return (data as { booking: unknown }).booking
}

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  admin = await stack.adminClient()
  sales = await stack.createMember(`sam-${uniqueSuffix()}@agency.test`, 'sales-password-1', 'sales')
  await stack.db.query(`update public.team_members set display_name = 'Sam Seller' where user_id = $1`, [sales.id])
  salesClient = await stack.signedInClient(sales.email, sales.password)
  editor = await stack.createMember(`ed-${uniqueSuffix()}@agency.test`, 'editor-password-1', 'editor')
  editorClient = await stack.signedInClient(editor.email, editor.password)
  referral = `sam-${uniqueSuffix()}`
  const { error } = await service.from('salesperson_links').insert({
    salesperson_name: referral, display_name: 'Sam Seller', email: sales.email, services: ['saas'], member_id: sales.id,
  })
  if (error) throw error
}, 120_000)

afterAll(() => stack?.stop())

beforeEach(async () => {
  await stack.db.query('update public.team_members set booking_url = null')
  await stack.db.query('update private.booking_settings set default_url = null')
})

describe('setting booking pages', () => {
  it('an admin sets and clears a sales member\'s page and the team default', async () => {
    const set = await admin.rpc('set_member_booking_url', { p_user_id: sales.id, p_url: `  ${SALES_LINK}\n` })
    expect(set.error).toBeNull()
    expect(set.data).toBe(SALES_LINK)
    expect((await admin.rpc('set_booking_settings', { p_default_url: TEAM_LINK })).data).toEqual({ default_url: TEAM_LINK })
    expect((await admin.rpc('get_booking_settings')).data).toEqual({ default_url: TEAM_LINK })
    const team = (await admin.rpc('list_team')).data as Array<{ user_id: string; booking_url: string | null }>
    expect(team.find((row) => row.user_id === sales.id)?.booking_url).toBe(SALES_LINK)
    expect((await admin.rpc('set_member_booking_url', { p_user_id: sales.id, p_url: '' })).error).toBeNull()
    expect((await admin.rpc('set_booking_settings', { p_default_url: null })).data).toEqual({ default_url: null })
    expect((await admin.rpc('get_booking_settings')).data).toEqual({ default_url: null })
  })

  it('a page belongs to a sales member only', async () => {
    const { error } = await admin.rpc('set_member_booking_url', { p_user_id: editor.id, p_url: SALES_LINK })
    expect(error).toMatchObject({ code: 'P0001', message: 'Only a sales member has a booking page.' })
  })

  it('a sales member sets and clears their own, and my_membership shows it', async () => {
    expect((await salesClient.rpc('set_my_booking_url', { p_url: SALES_LINK })).data).toBe(SALES_LINK)
    expect((await salesClient.rpc('my_membership')).data).toMatchObject({ user_id: sales.id, role: 'sales', booking_url: SALES_LINK })
    expect((await salesClient.rpc('set_my_booking_url', { p_url: null })).data).toBeNull()
    expect((await salesClient.rpc('my_membership')).data).toMatchObject({ booking_url: null })
  })

  it('no one else sets a page or sees the settings', async () => {
    for (const client of [salesClient, editorClient, stack.anonClient()]) {
      expect((await client.rpc('set_member_booking_url', { p_user_id: sales.id, p_url: SALES_LINK })).error?.code).toMatch(/42501/)
      expect((await client.rpc('set_booking_settings', { p_default_url: TEAM_LINK })).error?.code).toMatch(/42501/)
      expect((await client.rpc('get_booking_settings')).error?.code).toMatch(/42501/)
    }
    expect((await editorClient.rpc('set_my_booking_url', { p_url: SALES_LINK })).error?.code).toBe('42501')
    expect((await stack.anonClient().rpc('set_my_booking_url', { p_url: SALES_LINK })).error?.code).toBe('42501')
    const row = await stack.db.query('select booking_url from public.team_members where booking_url is not null')
    expect(row.rows).toEqual([])
    expect((await stack.db.query('select default_url from private.booking_settings')).rows).toEqual([{ default_url: null }])
  })
})

describe('the booking page submit_inquiry offers', () => {
  it('is null when nobody has one', async () => {
    expect(await offered(referral)).toBeNull()
    expect(await offered(null)).toBeNull()
  })

  it('is the owner\'s page, with their name', async () => {
    await admin.rpc('set_member_booking_url', { p_user_id: sales.id, p_url: SALES_LINK })
    await admin.rpc('set_booking_settings', { p_default_url: TEAM_LINK })
    expect(await offered(referral)).toEqual({ host_name: 'Sam Seller', url: SALES_LINK })
  })

  it('is the team default when the owner has none, or there is no owner', async () => {
    await admin.rpc('set_booking_settings', { p_default_url: TEAM_LINK })
    expect(await offered(referral)).toEqual({ host_name: null, url: TEAM_LINK })
    await admin.rpc('set_member_booking_url', { p_user_id: sales.id, p_url: SALES_LINK })
    const unowned = (await stack.db.query<{ offer: unknown }>('select private.inquiry_booking_offer(null) as offer')).rows[0]!.offer
    expect(unowned).toEqual({ host_name: null, url: TEAM_LINK })
  })

  it('is not a deactivated owner\'s page', async () => {
    await admin.rpc('set_member_booking_url', { p_user_id: sales.id, p_url: SALES_LINK })
    await stack.db.query('update public.team_members set active = false where user_id = $1', [sales.id])
    try {
      expect((await stack.db.query<{ offer: unknown }>('select private.inquiry_booking_offer($1) as offer', [sales.id])).rows[0]!.offer).toBeNull()
    } finally {
      await stack.db.query('update public.team_members set active = true where user_id = $1', [sales.id])
    }
  })
})
