import { describe, expect, it } from 'vitest'
import { judgeLinkedin, linkedinRequest } from '../../../../../../../supabase/functions/_shared/conversions/platforms/linkedin'
import type { PlatformRequest } from '../../../../../../../supabase/functions/_shared/conversions/types'
import { claimedDelivery } from '../../../../../../support/conversions'

const EMAIL_HASH = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b'

describe('the LinkedIn request', () => {
  it("goes to the stage's rule with milliseconds, the stable event id, a string amount and both ids", async () => {
    const request = (await linkedinRequest(claimedDelivery({ platform: 'linkedin' }), 'https://li.test')) as PlatformRequest
    expect(request.url).toBe('https://li.test/rest/conversionEvents')
    expect(request.init.headers).toMatchObject({
      Authorization: 'Bearer platform-secret', 'LinkedIn-Version': '202603', 'X-Restli-Protocol-Version': '2.0.0',
    })
    expect(JSON.parse(String(request.init.body))).toEqual({
      conversion: 'urn:lla:llaPartnerConversion:222',
      conversionHappenedAt: Date.parse('2026-11-25T10:00:00.250Z'),
      conversionValue: { currencyCode: 'USD', amount: '12345.00' },
      eventId: '00000000-0000-4000-8000-0000000000c1',
      user: {
        userIds: [
          { idType: 'SHA256_EMAIL', idValue: EMAIL_HASH },
          { idType: 'LINKEDIN_FIRST_PARTY_ADS_TRACKING_UUID', idValue: 'li-fat-0001' },
        ],
        userInfo: { firstName: 'Grace', lastName: 'Hopper', companyName: 'Compilers Inc' },
      },
    })
  })

  it('uses the qualified rule for a qualified lead and sends no value without one', async () => {
    const request = (await linkedinRequest(claimedDelivery({ platform: 'linkedin', stage: 'qualified', value: null, currency: null, li_fat_id: null }), 'https://li.test')) as PlatformRequest
    const body = JSON.parse(String(request.init.body))
    expect(body.conversion).toBe('urn:lla:llaPartnerConversion:111')
    expect(body).not.toHaveProperty('conversionValue')
    expect(body.user.userIds).toEqual([{ idType: 'SHA256_EMAIL', idValue: EMAIL_HASH }])
  })

  it('is not built without a rule id for the stage', async () => {
    expect(await linkedinRequest(claimedDelivery({ platform: 'linkedin', settings: { qualified_rule_id: '111' } }), 'x'))
      .toEqual({ outcome: 'rejected', message: 'The LinkedIn destination has no conversion rule id for this stage.' })
  })
})

describe('the LinkedIn version', () => {
  it("is the destination's setting", async () => {
    const settings = { ...claimedDelivery().settings, api_version: '202608' }
    const request = (await linkedinRequest(claimedDelivery({ platform: 'linkedin', settings }), 'https://li.test')) as PlatformRequest
    expect(request.init.headers['LinkedIn-Version']).toBe('202608')
  })

  it('is required in its published form (YYYYMM)', async () => {
    for (const api_version of ['', '2026-03', '202613', 'latest']) {
      const settings = { ...claimedDelivery().settings, api_version }
      expect(await linkedinRequest(claimedDelivery({ platform: 'linkedin', settings }), 'x'))
        .toEqual({ outcome: 'rejected', message: 'The LinkedIn destination has no API version like 202603 (YYYYMM).' })
    }
  })
})

describe("LinkedIn's answers", () => {
  it('201 is accepted; 429 and 5xx retried; other 4xx rejected with its message', async () => {
    expect(await judgeLinkedin(new Response(null, { status: 201 }))).toEqual({ outcome: 'accepted' })
    expect(await judgeLinkedin(new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }))).toMatchObject({ outcome: 'retry', retryAfterSeconds: 30 })
    expect(await judgeLinkedin(new Response('{"status":422,"message":"Invalid conversion"}', { status: 422 })))
      .toEqual({ outcome: 'rejected', message: 'Invalid conversion' })
  })

  it('401, 403 and 426 need attention (token or version), with its message', async () => {
    expect(await judgeLinkedin(new Response('{"status":401,"serviceErrorCode":65601,"message":"The token used in the request has been revoked by the user"}', { status: 401 })))
      .toEqual({ outcome: 'attention', message: 'The token used in the request has been revoked by the user (serviceErrorCode 65601)' })
    expect(await judgeLinkedin(new Response('{"message":"Not enough permissions"}', { status: 403 }))).toMatchObject({ outcome: 'attention' })
    expect(await judgeLinkedin(new Response('{"message":"Version Header is Deprecated"}', { status: 426 }))).toMatchObject({ outcome: 'attention' })
  })
})
