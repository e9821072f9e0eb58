// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Store from '@/lib/attribution/attribution-store'
import type * as Choice from '@/lib/consent/consent-choice'
import { PUBLISHED_RECIPIENTS_META, type RecipientId } from '@/lib/consent/recipients'

const ATTRIBUTION_STORAGE_KEY = 'lead-attribution'
const DAY = 86_400_000
const start = new Date('2026-03-01T10:00:00.000Z')
const later = (days: number) => new Date(start.getTime() + days * DAY)
const NAMED: RecipientId[] = ['google_ads', 'meta', 'ga4']

// Each test is a new page load: the store's in-page copy starts empty.
let readAttribution: typeof Store.readAttribution
let recordSalesperson: typeof Store.recordSalesperson
let recordVisit: typeof Store.recordVisit
let applyConsentToAttribution: typeof Store.applyConsentToAttribution
let decideConsent: typeof Choice.decideConsent

async function newPage() {
  vi.resetModules()
  ;({ readAttribution, recordSalesperson, recordVisit, applyConsentToAttribution } = await import('@/lib/attribution/attribution-store'))
  ;({ decideConsent } = await import('@/lib/consent/consent-choice'))
}

const stored = () => JSON.parse(window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null') as Record<string, Record<string, string>> | null

beforeEach(async () => {
  window.localStorage.clear()
  window.sessionStorage.clear()
  // The site names Google Ads, Meta and Google Analytics (as a built page states them).
  document.head.innerHTML = `<meta name="${PUBLISHED_RECIPIENTS_META}" content="${NAMED.join(',')}">`
  await newPage()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('before a choice, and after a refusal', () => {
  it('keeps the record in the page only: nothing on the device, yet an inquiry sent now carries it', () => {
    recordVisit('https://agency.example/?gclid=Cj0-abc&utm_source=google', 'https://www.google.com/', start)
    expect(Object.keys(window.localStorage)).toEqual([])
    expect(readAttribution(start).last_touch).toMatchObject({ gclid: 'Cj0-abc', utm_source: 'google', referrer: 'https://www.google.com/' })
    decideConsent({ google_ads: false, meta: false, ga4: false }, NAMED)
    applyConsentToAttribution(start)
    expect(Object.keys(window.localStorage)).toEqual(['cookie-consent'])
    expect(readAttribution(start).last_touch).toMatchObject({ gclid: 'Cj0-abc' })
  })

  it('writes it once an advertising recipient is allowed, and deletes it when that is withdrawn', () => {
    recordVisit('https://agency.example/?gclid=Cj0-abc&utm_source=google', '', start)
    decideConsent({ google_ads: false, meta: true, ga4: false }, NAMED)
    applyConsentToAttribution(start)
    expect(stored()?.last).toMatchObject({ gclid: 'Cj0-abc', utm_source: 'google' })
    decideConsent({ google_ads: false, meta: false, ga4: false }, NAMED)
    applyConsentToAttribution(start)
    expect(stored()).toBeNull()
  })

  it('with measurement alone allowed, keeps the record without its ad click ids', () => {
    decideConsent({ google_ads: false, meta: false, ga4: true }, NAMED)
    recordVisit('https://agency.example/?gclid=Cj0-abc&fbclid=IwAR-1&utm_source=google', '', start)
    expect(stored()?.first).toEqual({ utm_source: 'google', landing_path: '/', at: start.toISOString() })
  })

  it('under Global Privacy Control keeps no ad click id whatever was allowed', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    try {
      decideConsent({ google_ads: true, meta: true, ga4: false }, NAMED)
      recordVisit('https://agency.example/?gclid=Cj0-abc', '', start)
      expect(stored()).toBeNull()
    } finally {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true })
    }
  })

  it('takes off the device a record kept under a choice that no longer holds (a recipient was added since)', async () => {
    decideConsent({ google_ads: true, ga4: true }, ['google_ads', 'ga4'])
    window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ v: 1, first: { landing_path: '/', at: start.toISOString(), gclid: 'Cj0-old' } }))
    await newPage()
    expect(readAttribution(later(1)).first_touch).toMatchObject({ gclid: 'Cj0-old' })
    expect(stored()).toBeNull()
  })
})

describe('what the browser keeps with consent', () => {
  beforeEach(() => {
    decideConsent({ google_ads: true, meta: true, ga4: true }, NAMED)
  })

  it('keeps the first visit, and the last one from a campaign, an ad or another site', () => {
    recordVisit('https://agency.example/blogs', 'https://news.example/story', start)
    recordVisit('https://agency.example/?utm_source=newsletter&utm_campaign=march', '', later(3))
    // A direct visit does not take the credit from the campaign.
    recordVisit('https://agency.example/contact', '', later(5))
    const attribution = readAttribution(later(6))
    expect(attribution.first_touch).toMatchObject({ landing_path: '/blogs', referrer: 'https://news.example/story' })
    expect(attribution.last_touch).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'march', landing_path: '/' })
    expect(attribution.salesperson).toBeNull()
  })

  it('sends the first visit as the last when no campaign ever came', () => {
    recordVisit('https://agency.example/portfolio', '', start)
    const attribution = readAttribution(later(1))
    expect(attribution.last_touch).toEqual(attribution.first_touch)
    expect(attribution.first_touch).toMatchObject({ landing_path: '/portfolio' })
  })

  it('forgets each part 90 days after it was recorded', () => {
    recordVisit('https://agency.example/?utm_source=google', '', start)
    recordSalesperson('maria-gomez', later(10))
    expect(readAttribution(later(90)).last_touch).toMatchObject({ utm_source: 'google' })
    const expired = readAttribution(later(91))
    expect(expired.first_touch).toBeNull()
    expect(expired.last_touch).toBeNull()
    expect(expired.salesperson).toBe('maria-gomez')
    expect(readAttribution(later(101)).salesperson).toBeNull()
    // After the first visit expired, the next visit is the new first one.
    recordVisit('https://agency.example/saas', '', later(95))
    expect(readAttribution(later(95)).first_touch).toMatchObject({ landing_path: '/saas' })
  })

  it('keeps the latest salesperson', () => {
    recordSalesperson('jane-doe', start)
    recordSalesperson('maria-gomez', later(1))
    expect(readAttribution(later(2)).salesperson).toBe('maria-gomez')
  })

  it('stores nothing but the touches and the salesperson, under one first-party key', () => {
    recordVisit('https://agency.example/?utm_source=google', '', start)
    recordSalesperson('jane-doe', start)
    // Beside the consent choice itself.
    expect(Object.keys(window.localStorage).sort()).toEqual(['cookie-consent', ATTRIBUTION_STORAGE_KEY])
    expect(Object.keys(JSON.parse(window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY)!)).sort()).toEqual(['first', 'last', 'salesperson', 'v'])
  })

  it('shrugs off a damaged record, and keeps working in the page when storage is blocked', async () => {
    window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{not json')
    await newPage()
    expect(readAttribution(start)).toEqual({ first_touch: null, last_touch: null, salesperson: null })
    await newPage()

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    recordVisit('https://agency.example/?utm_source=linkedin', '', start)
    expect(readAttribution(later(1)).last_touch).toMatchObject({ utm_source: 'linkedin' })
  })
})

describe('the landing page kept before the app starts', () => {
  it('is recorded when the app starts on a later page of the tab, once, and only then', async () => {
    const { LANDING_STORAGE_KEY, takeLanding } = await import('@/lib/attribution/landing')
    // What the start script of a prerendered page keeps: the page that was left before the app ran.
    window.sessionStorage.setItem(LANDING_STORAGE_KEY, JSON.stringify(['https://agency.example/?utm_source=news&utm_medium=email', 'https://mail.example/']))
    expect(takeLanding()).toEqual(['https://agency.example/?utm_source=news&utm_medium=email', 'https://mail.example/'])
    expect(takeLanding()).toBeNull()
    window.sessionStorage.setItem(LANDING_STORAGE_KEY, 'not json')
    expect(takeLanding()).toBeNull()
  })

  it('is what the capture records, rather than the page the app started on', async () => {
    const { LANDING_STORAGE_KEY } = await import('@/lib/attribution/landing')
    const { useAttributionCapture } = await import('@/lib/attribution/use-attribution-capture')
    const { renderHook, waitFor } = await import('@testing-library/react')
    window.sessionStorage.setItem(LANDING_STORAGE_KEY, JSON.stringify(['https://agency.example/?utm_source=news&utm_campaign=launch', '']))
    renderHook(() => useAttributionCapture())
    const { readAttribution } = await import('@/lib/attribution/attribution-store')
    await waitFor(() => expect(readAttribution().first_touch).toMatchObject({ utm_source: 'news', utm_campaign: 'launch', landing_path: '/' }))
  })
})
