import { describe, expect, it } from 'vitest'
import { ga4Request, judgeGa4, judgeGa4Validation } from '../../../../../../../supabase/functions/_shared/conversions/platforms/ga4'
import type { PlatformRequest } from '../../../../../../../supabase/functions/_shared/conversions/types'
import { claimedDelivery } from '../../../../../../support/conversions'

const row = claimedDelivery({ platform: 'ga4' })

describe('the GA4 request', () => {
  it('sends the lead event of the stage for the client id, backdated in microseconds, with consent', () => {
    const request = ga4Request(row, { baseUrl: 'https://ga.test' }) as PlatformRequest
    expect(request.url).toBe('https://ga.test/mp/collect?measurement_id=G-TEST123&api_secret=platform-secret')
    expect(JSON.parse(String(request.init.body))).toEqual({
      client_id: '1234567890.1700000000',
      timestamp_micros: Date.parse('2026-11-25T10:00:00.250Z') * 1000,
      consent: { ad_user_data: 'GRANTED', ad_personalization: 'DENIED' },
      events: [{ name: 'close_convert_lead', params: { engagement_time_msec: 1, value: 12345, currency: 'USD' } }],
    })
  })

  it('names a qualified lead qualify_lead and sends no personal data', () => {
    const request = ga4Request(claimedDelivery({ platform: 'ga4', stage: 'qualified', value: null, currency: null }), { baseUrl: 'https://ga.test' }) as PlatformRequest
    const body = String(request.init.body)
    expect(JSON.parse(body).events).toEqual([{ name: 'qualify_lead', params: { engagement_time_msec: 1 } }])
    expect(body).not.toMatch(/example\.com|Grace|415/i)
  })

  it('asks the validation server when testing', () => {
    const request = ga4Request(row, { baseUrl: 'https://ga.test', validate: true }) as PlatformRequest
    expect(request.url).toMatch(/^https:\/\/ga\.test\/debug\/mp\/collect\?/)
    expect(JSON.parse(String(request.init.body))).toMatchObject({ validation_behavior: 'ENFORCE_RECOMMENDATIONS' })
  })

  it('is not built without measurement id, secret or client id', () => {
    expect(ga4Request(claimedDelivery({ platform: 'ga4', secret: null }), { baseUrl: 'x' })).toMatchObject({ outcome: 'rejected' })
    expect(ga4Request(claimedDelivery({ platform: 'ga4', ga_client_id: null }), { baseUrl: 'x' })).toMatchObject({ outcome: 'rejected' })
  })
})

describe("GA4's answers", () => {
  it('2xx is only "sent": production collection cannot tell whether it kept the event', async () => {
    expect(await judgeGa4(new Response(null, { status: 204 }))).toEqual({ outcome: 'sent' })
  })

  it('429 and 5xx are retried, another 4xx is rejected', async () => {
    expect(await judgeGa4(new Response(null, { status: 429 }))).toMatchObject({ outcome: 'retry' })
    expect(await judgeGa4(new Response(null, { status: 500 }))).toMatchObject({ outcome: 'retry' })
    expect(await judgeGa4(new Response(null, { status: 400 }))).toEqual({ outcome: 'rejected', message: 'GA4 answered HTTP 400.' })
  })

  it("the validation server's messages are passed on", async () => {
    const answer = { validationMessages: [{ fieldPath: 'events', description: 'Event name is reserved.', validationCode: 'NAME_RESERVED' }] }
    expect(await judgeGa4Validation(new Response(JSON.stringify(answer)))).toEqual({
      ok: false, message: "GA4's validation server refused the event: NAME_RESERVED events Event name is reserved.",
    })
    expect(await judgeGa4Validation(new Response('{"validationMessages":[]}'))).toMatchObject({ ok: true })
  })
})
