// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  consentSignals,
  decideConsent,
  hasGlobalPrivacyControl,
  readConsentChoice,
} from '@/lib/consent/consent-choice'

const setGpc = (value: unknown) => Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true })

beforeEach(() => window.localStorage.removeItem(CONSENT_STORAGE_KEY))
afterEach(() => setGpc(undefined))

describe('the stored choice', () => {
  it('is asked for on a first visit, then kept with its version and time', () => {
    expect(readConsentChoice()).toBeNull()
    const now = new Date('2026-11-25T10:00:00.000Z')
    decideConsent({ advertising: false, analytics: true }, now)
    expect(readConsentChoice()).toEqual({ version: CONSENT_VERSION, decidedAt: now.toISOString(), advertising: false, analytics: true })
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ version: CONSENT_VERSION })
  })

  it('is asked for again when the banner version changes', () => {
    const stale = { version: `${CONSENT_VERSION}-old`, decidedAt: '2026-01-01T00:00:00.000Z', advertising: true, analytics: true }
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stale))
    expect(readConsentChoice()).toBeNull()
  })

  it('is asked for again when what is stored is not a choice', () => {
    for (const raw of ['not json', '{"version":"1","advertising":"yes"}', 'null']) {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, raw)
      expect(readConsentChoice(), raw).toBeNull()
    }
  })
})

describe('what the tags may do', () => {
  const choice = (advertising: boolean, analytics: boolean) => ({ version: CONSENT_VERSION, decidedAt: new Date().toISOString(), advertising, analytics })

  it('nothing before a choice', () => {
    expect(Object.values(consentSignals(null, false))).toEqual([false, false, false, false])
  })

  it('advertising grants all three advertising types, analytics its own', () => {
    expect(consentSignals(choice(true, false), false)).toEqual({
      ad_storage: true, ad_user_data: true, ad_personalization: true, analytics_storage: false,
    })
    expect(consentSignals(choice(false, true), false)).toEqual({
      ad_storage: false, ad_user_data: false, ad_personalization: false, analytics_storage: true,
    })
  })

  it('Global Privacy Control refuses advertising whatever was chosen, and leaves analytics alone', () => {
    expect(consentSignals(choice(true, true), true)).toEqual({
      ad_storage: false, ad_user_data: false, ad_personalization: false, analytics_storage: true,
    })
  })

  it('reads Global Privacy Control only when the browser says true', () => {
    expect(hasGlobalPrivacyControl()).toBe(false)
    setGpc('1')
    expect(hasGlobalPrivacyControl()).toBe(false)
    setGpc(true)
    expect(hasGlobalPrivacyControl()).toBe(true)
  })
})
