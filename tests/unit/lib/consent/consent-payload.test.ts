// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { CONSENT_VERSION } from '@/lib/consent/consent-choice'
import { toConsentPayload } from '@/lib/consent/consent-payload'

const choice = { version: CONSENT_VERSION, decidedAt: '2026-11-25T10:00:00.000Z', advertising: true, analytics: false }

describe('the consent an inquiry carries', () => {
  it('names the version, the time and every Consent Mode type', () => {
    expect(toConsentPayload(choice, false)).toEqual({
      version: CONSENT_VERSION,
      decided_at: '2026-11-25T10:00:00.000Z',
      ad_storage: true,
      ad_user_data: true,
      ad_personalization: true,
      analytics_storage: false,
      gpc: false,
    })
  })

  it('records Global Privacy Control, and advertising refused under it', () => {
    expect(toConsentPayload(choice, true)).toMatchObject({ gpc: true, ad_user_data: false, ad_personalization: false })
  })
})

describe('the consent sent with an inquiry now', () => {
  it('is none when no tracker is configured, whatever is stored: nothing was asked', async () => {
    const { decideConsent } = await import('@/lib/consent/consent-choice')
    const { currentConsentPayload } = await import('@/lib/consent/consent-payload')
    decideConsent({ advertising: true, analytics: true })
    expect(currentConsentPayload()).toBeUndefined()
  })
})
