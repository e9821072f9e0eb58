// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CONSENT_STORAGE_KEY,
  consentSignals,
  consentVersion,
  decideConsent,
  forgetConsent,
  hasGlobalPrivacyControl,
  purposeAllowed,
  readConsentChoice,
  type ConsentChoice,
} from '@/lib/consent/consent-choice'
import { onConsentDecided } from '@/lib/consent/consent-events'
import type { RecipientId } from '@/lib/consent/recipients'

const setGpc = (value: unknown) => Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true })
const NAMED: RecipientId[] = ['google_ads', 'meta', 'ga4']

beforeEach(() => window.localStorage.removeItem(CONSENT_STORAGE_KEY))
afterEach(() => setGpc(undefined))

describe('the stored choice', () => {
  it('is asked for on a first visit, then kept per recipient with the version of the recipients named and its time', () => {
    expect(readConsentChoice(NAMED)).toBeNull()
    const now = new Date('2026-11-25T10:00:00.000Z')
    decideConsent({ google_ads: true, meta: false, ga4: true, linkedin: true }, NAMED, now)
    const expected: ConsentChoice = {
      version: '2:ga4+google_ads+meta',
      decidedAt: now.toISOString(),
      // Only the recipients the banner named are answered.
      recipients: { google_ads: true, meta: false, ga4: true },
    }
    expect(readConsentChoice(NAMED)).toEqual(expected)
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(expected)
  })

  it('is asked for again when a recipient is added: nobody agreed to it', () => {
    decideConsent({ google_ads: true, ga4: true }, ['google_ads', 'ga4'])
    expect(readConsentChoice(['google_ads', 'ga4'])).not.toBeNull()
    expect(readConsentChoice(['google_ads', 'linkedin', 'ga4'])).toBeNull()
    expect(consentVersion(['google_ads', 'linkedin', 'ga4'])).not.toBe(consentVersion(['google_ads', 'ga4']))
  })

  it('is asked for again when the stored one comes from the earlier banner, or is not a choice', () => {
    const earlier = { version: '1', decidedAt: '2026-01-01T00:00:00.000Z', advertising: true, analytics: true }
    for (const raw of [JSON.stringify(earlier), 'not json', `{"version":"${consentVersion(NAMED)}","recipients":{"meta":"yes"}}`, 'null']) {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, raw)
      expect(readConsentChoice(NAMED), raw).toBeNull()
    }
  })

  it('can be forgotten entirely: nothing is kept, the visitor is asked again, and the change is announced', () => {
    const changes: Array<[ConsentChoice | null, ConsentChoice | null]> = []
    const stop = onConsentDecided((choice, previous) => changes.push([choice, previous]))
    const made = decideConsent({ google_ads: true, meta: true, ga4: true }, NAMED)
    forgetConsent()
    stop()
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull()
    expect(readConsentChoice(NAMED)).toBeNull()
    expect(changes.map(([choice]) => choice)).toEqual([made, null])
  })
})

describe('what the tags may do', () => {
  const choice = (recipients: ConsentChoice['recipients']): ConsentChoice => ({ version: consentVersion(NAMED), decidedAt: new Date().toISOString(), recipients })

  it('nothing before a choice', () => {
    expect(Object.values(consentSignals(null, false))).toEqual([false, false, false, false])
  })

  it('Google Ads grants the three advertising types, Google Analytics its own; Meta alone grants no Google type', () => {
    expect(consentSignals(choice({ google_ads: true, ga4: false }), false)).toEqual({
      ad_storage: true, ad_user_data: true, ad_personalization: true, analytics_storage: false,
    })
    expect(consentSignals(choice({ google_ads: false, ga4: true }), false)).toEqual({
      ad_storage: false, ad_user_data: false, ad_personalization: false, analytics_storage: true,
    })
    expect(Object.values(consentSignals(choice({ google_ads: false, meta: true, ga4: false }), false))).toEqual([false, false, false, false])
    expect(purposeAllowed(choice({ google_ads: false, meta: true }), 'advertising', false)).toBe(true)
  })

  it('Global Privacy Control refuses every advertising recipient whatever was chosen, and leaves analytics alone', () => {
    const all = choice({ google_ads: true, meta: true, ga4: true })
    expect(consentSignals(all, true)).toEqual({
      ad_storage: false, ad_user_data: false, ad_personalization: false, analytics_storage: true,
    })
    expect(purposeAllowed(all, 'advertising', true)).toBe(false)
    expect(purposeAllowed(all, 'analytics', true)).toBe(true)
  })

  it('reads Global Privacy Control only when the browser says true', () => {
    expect(hasGlobalPrivacyControl()).toBe(false)
    setGpc('1')
    expect(hasGlobalPrivacyControl()).toBe(false)
    setGpc(true)
    expect(hasGlobalPrivacyControl()).toBe(true)
  })
})
