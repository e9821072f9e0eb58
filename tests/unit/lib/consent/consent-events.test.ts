// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { decideConsent, type ConsentChoice } from '@/lib/consent/consent-choice'
import { onConsentDecided, onConsentSettingsOpened, openConsentSettings } from '@/lib/consent/consent-events'

describe('consent announcements', () => {
  it('announces each decision with the one it replaced, and the footer can reopen the banner', () => {
    const decided: Array<[boolean | undefined, ConsentChoice | null]> = []
    let opened = 0
    const stopDecided = onConsentDecided((choice, previous) => decided.push([choice?.recipients.google_ads, previous]))
    const stopOpened = onConsentSettingsOpened(() => (opened += 1))
    const first = decideConsent({ google_ads: true }, ['google_ads'])
    decideConsent({ google_ads: false }, ['google_ads'])
    openConsentSettings()
    stopDecided()
    stopOpened()
    decideConsent({ google_ads: true }, ['google_ads'])
    openConsentSettings()
    expect(decided).toEqual([[true, null], [false, first]])
    expect(opened).toBe(1)
  })

  it("keeps a reopen request made before the banner's host listens, for it alone", () => {
    openConsentSettings()
    let opened = 0
    const stop = onConsentSettingsOpened(() => (opened += 1))
    expect(opened).toBe(1)
    stop()
    const stopAgain = onConsentSettingsOpened(() => (opened += 1))
    expect(opened).toBe(1)
    stopAgain()
  })
})
