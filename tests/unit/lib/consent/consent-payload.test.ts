// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { consentVersion, type ConsentChoice } from '@/lib/consent/consent-choice'
import { toConsentPayload } from '@/lib/consent/consent-payload'

const choice: ConsentChoice = {
  version: consentVersion(['google_ads', 'meta', 'ga4']),
  decidedAt: '2026-11-25T10:00:00.000Z',
  recipients: { google_ads: true, meta: false, ga4: false },
}

describe('the consent an inquiry carries', () => {
  it('names the version, the time, every Consent Mode type and each recipient the banner named', () => {
    expect(toConsentPayload(choice, false)).toEqual({
      version: '2:ga4+google_ads+meta',
      decided_at: '2026-11-25T10:00:00.000Z',
      ad_storage: true,
      ad_user_data: true,
      ad_personalization: true,
      analytics_storage: false,
      gpc: false,
      recipients: { google_ads: true, meta: false, ga4: false },
    })
  })

  it('records Global Privacy Control, and every advertising recipient refused under it', () => {
    expect(toConsentPayload({ ...choice, recipients: { google_ads: true, meta: true, ga4: true } }, true)).toMatchObject({
      gpc: true, ad_user_data: false, ad_personalization: false, analytics_storage: true,
      recipients: { google_ads: false, meta: false, ga4: true },
    })
  })
})

describe('the consent sent with an inquiry now', () => {
  it('is none when no recipient is in use, whatever is stored: nothing was asked', async () => {
    const { decideConsent } = await import('@/lib/consent/consent-choice')
    const { currentConsentPayload } = await import('@/lib/consent/consent-payload')
    decideConsent({ google_ads: true, ga4: true }, ['google_ads', 'ga4'])
    expect(currentConsentPayload()).toBeUndefined()
  })
})
