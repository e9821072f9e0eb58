/**
 * The conversion-feed Edge Function under real Deno behind the stack's gateway, as Google Ads'
 * scheduled HTTPS upload fetches it: a plain GET with no JWT, the feed token in the path or as
 * the HTTP Basic password, and a conversion listed as soon as its status change commits.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertInquiry, ledgerOf } from '../support/conversion-fixture'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient
let token: string
let inquiry: string

const feed = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}/functions/v1/conversion-feed/${path}`, { headers })

const basic = (password: string) => ({ Authorization: `Basic ${Buffer.from(`google-ads:${password}`).toString('base64')}` })

beforeAll(async () => {
  stack = await startTestStack({ functions: { warm: false } })
  admin = await stack.adminClient()
  const made = await admin.rpc('regenerate_conversion_feed_token')
  if (made.error) throw made.error
  token = made.data as string
  inquiry = await insertInquiry(stack.db, { adUserData: true, lastGclid: 'Cj0KCQ-feed-function' })
  const { error } = await admin.from('customer_inquiries').update({ status: 'converted' }).eq('id', inquiry)
  if (error) throw error
  const value = await admin.rpc('set_conversion_value', { target_inquiry: inquiry, deal_value: '12345', deal_currency: 'USD' })
  if (value.error) throw value.error
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

describe('GET /functions/v1/conversion-feed', () => {
  it("answers the stage's file as CSV in Data Manager's template to a plain GET with the token in the path", async () => {
    const response = await feed(`${token}/won.csv`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await response.text()).split('\r\n')
    // Data Manager's reading: the headers first, then each time with its zone.
    expect(lines[0]).toBe('Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Ad User Data,Ad Personalization')
    expect(lines[1]).toMatch(/^Cj0KCQ-feed-function,,,Won,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00,12345\.00,USD,Granted,Granted$/)
    expect(await ledgerOf(stack.db, inquiry)).toContainEqual(['won', 'google_ads', 'sent', null])
  }, 60_000)

  it('answers the same file with the token as the Basic password', async () => {
    const response = await feed('qualified-lead.csv', basic(token))
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Cj0KCQ-feed-function,,,Qualified lead,')
  }, 60_000)

  it('says nothing to a changed token: 404 in the path, a Basic challenge otherwise, empty bodies', async () => {
    const changed = `${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`
    const inPath = await feed(`${changed}/won.csv`)
    expect([inPath.status, await inPath.text()]).toEqual([404, ''])
    for (const headers of [basic(changed), {}]) {
      const challenged = await feed('won.csv', headers)
      expect(challenged.status).toBe(401)
      expect(challenged.headers.get('www-authenticate')).toMatch(/^Basic /)
      expect(await challenged.text()).toBe('')
    }
  }, 60_000)
})
