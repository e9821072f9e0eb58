// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { decideConsent } from '@/lib/consent/consent-choice'
import { onConsentDecided, onConsentSettingsOpened, openConsentSettings } from '@/lib/consent/consent-events'

describe('consent announcements', () => {
  it('announces each decision, and the footer can reopen the banner', () => {
    const decided: boolean[] = []
    let opened = 0
    const stopDecided = onConsentDecided((choice) => decided.push(choice.advertising))
    const stopOpened = onConsentSettingsOpened(() => (opened += 1))
    decideConsent({ advertising: true, analytics: true })
    openConsentSettings()
    stopDecided()
    stopOpened()
    decideConsent({ advertising: false, analytics: false })
    openConsentSettings()
    expect(decided).toEqual([true])
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
