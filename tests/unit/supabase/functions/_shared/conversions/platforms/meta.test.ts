import { describe, expect, it } from 'vitest'
import { judgeMeta, metaRequest } from '../../../../../../../supabase/functions/_shared/conversions/platforms/meta'
import type { PlatformRequest } from '../../../../../../../supabase/functions/_shared/conversions/types'
import { claimedDelivery } from '../../../../../../support/conversions'

const EMAIL_HASH = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b'
const PHONE_HASH = '413ba75461ab5f99d36820e561ea97e2bd80f9cb586f7ecea6cf4c496518950a'
const context = { baseUrl: 'https://graph.test', siteUrl: 'https://agency.example' }

const metaError = (status: number, error: Record<string, unknown>) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'Content-Type': 'application/json' } })

describe('the Meta request', () => {
  it('is a system-generated event with its own stage name, seconds, the stable event id, hashed identifiers and the value', async () => {
    const request = (await metaRequest(claimedDelivery(), context)) as PlatformRequest
    expect(request.url).toBe('https://graph.test/v25.0/1234567890/events?access_token=platform-secret')
    const body = JSON.parse(String(request.init.body)) as { data: Record<string, unknown>[]; test_event_code?: string }
    expect(body.test_event_code).toBeUndefined()
    const [event] = body.data
    expect(event).toMatchObject({
      event_name: 'Converted',
      event_time: Math.floor(Date.parse('2026-11-25T10:00:00.250Z') / 1000),
      event_id: '00000000-0000-4000-8000-0000000000c1',
      action_source: 'system_generated',
      event_source_url: 'https://agency.example/services/ai',
      custom_data: { value: 12345, currency: 'USD' },
    })
    expect(event!.user_data).toEqual({
      em: [EMAIL_HASH],
      ph: [PHONE_HASH],
      fn: [expect.stringMatching(/^[0-9a-f]{64}$/)],
      ln: [expect.stringMatching(/^[0-9a-f]{64}$/)],
      external_id: [expect.stringMatching(/^[0-9a-f]{64}$/)],
      client_user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
      fbc: `fb.1.${Date.parse('2026-11-20T08:00:00.123Z')}.IwAR2xYz_AbC`,
    })
    expect(String(request.init.body)).not.toContain('Example.com')
    expect(String(request.init.body)).not.toContain('Hopper')
  })

  it('leaves out what the lead does not have, and the value until there is one', async () => {
    const request = (await metaRequest(claimedDelivery({ phone: '', fbclid: null, value: null, currency: null }), context)) as PlatformRequest
    const [event] = (JSON.parse(String(request.init.body)) as { data: Record<string, Record<string, unknown>>[] }).data
    expect(event!.user_data).not.toHaveProperty('ph')
    expect(event!.user_data).not.toHaveProperty('fbc')
    expect(event).not.toHaveProperty('custom_data')
  })

  it("sends the stage's own event name, never the Google conversion name", async () => {
    const named = (await metaRequest(claimedDelivery({
      stage: 'qualified', conversion_name: 'A Google action name that Meta should never see',
      settings: { dataset_id: '1', qualified_event_name: 'SalesQualifiedLead', won_event_name: 'Converted' },
    }), context)) as PlatformRequest
    expect(JSON.parse(String(named.init.body)).data[0].event_name).toBe('SalesQualifiedLead')
    expect(await metaRequest(claimedDelivery({ settings: { dataset_id: '1' } }), context))
      .toEqual({ outcome: 'rejected', message: 'The Meta destination has no event name for this stage.' })
  })

  it('sends without the user agent and the page address when they are not known', async () => {
    const request = (await metaRequest(claimedDelivery({ client_user_agent: null }), { ...context, siteUrl: null })) as PlatformRequest
    const [event] = (JSON.parse(String(request.init.body)) as { data: Record<string, Record<string, unknown>>[] }).data
    expect(event).not.toHaveProperty('event_source_url')
    expect(event!.user_data).not.toHaveProperty('client_user_agent')
    expect(event).toMatchObject({ action_source: 'system_generated' })
  })

  it('reads a national phone number with the default country, and sends no ph for an invalid one', async () => {
    const national = (await metaRequest(claimedDelivery({ phone: '(415) 555-0123', phone_default_country: 'US' }), context)) as PlatformRequest
    expect(JSON.parse(String(national.init.body)).data[0].user_data.ph).toEqual([PHONE_HASH])
    const invalid = (await metaRequest(claimedDelivery({ phone: '555-0123', phone_default_country: 'US' }), context)) as PlatformRequest
    expect(JSON.parse(String(invalid.init.body)).data[0].user_data).not.toHaveProperty('ph')
  })

  it('carries a test event code only when given one', async () => {
    const request = (await metaRequest(claimedDelivery(), { ...context, testEventCode: 'TEST123' })) as PlatformRequest
    expect(JSON.parse(String(request.init.body))).toMatchObject({ test_event_code: 'TEST123' })
  })

  it('is not built without a dataset id or token', async () => {
    expect(await metaRequest(claimedDelivery({ secret: null }), context)).toMatchObject({ outcome: 'rejected' })
    expect(await metaRequest(claimedDelivery({ settings: {} }), context)).toMatchObject({ outcome: 'rejected' })
  })
})

describe("Meta's answers", () => {
  it('2xx is accepted', async () => {
    expect(await judgeMeta(new Response('{"events_received":1}', { status: 200 }))).toEqual({ outcome: 'accepted' })
  })

  it('throttling and temporary codes are retried, whatever the status', async () => {
    for (const code of [1, 2, 4, 17, 341]) {
      expect(await judgeMeta(metaError(400, { message: 'Slow down', code }))).toMatchObject({ outcome: 'retry' })
    }
    expect(await judgeMeta(metaError(429, { message: 'Too many' }))).toMatchObject({ outcome: 'retry' })
    expect(await judgeMeta(new Response('', { status: 503 }))).toMatchObject({ outcome: 'retry' })
  })

  it('an invalid parameter or a bad token is rejected with Meta\'s message', async () => {
    expect(await judgeMeta(metaError(400, { message: 'Invalid parameter', code: 100, error_subcode: 2804003, error_user_msg: 'event_time is too old' })))
      .toEqual({ outcome: 'rejected', message: 'Invalid parameter: event_time is too old (code 100/2804003)' })
    expect(await judgeMeta(metaError(401, { message: 'Error validating access token', code: 190 })))
      .toEqual({ outcome: 'rejected', message: 'Error validating access token (code 190)' })
  })
})
