// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ATTRIBUTION_STORAGE_KEY, readAttribution, recordSalesperson, recordVisit } from '@/lib/attribution/attribution-store'

const DAY = 86_400_000
const start = new Date('2026-03-01T10:00:00.000Z')
const later = (days: number) => new Date(start.getTime() + days * DAY)

beforeEach(() => {
  window.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('what the browser keeps', () => {
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
    expect(Object.keys(window.localStorage)).toEqual([ATTRIBUTION_STORAGE_KEY])
    expect(Object.keys(JSON.parse(window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY)!)).sort()).toEqual(['first', 'last', 'salesperson', 'v'])
  })

  it('shrugs off a damaged record, and keeps working in the page when storage is blocked', () => {
    window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{not json')
    expect(readAttribution(start)).toEqual({ first_touch: null, last_touch: null, salesperson: null })

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
    vi.resetModules()
    const { LANDING_STORAGE_KEY } = await import('@/lib/attribution/landing')
    const { useAttributionCapture } = await import('@/lib/attribution/use-attribution-capture')
    const { renderHook, waitFor } = await import('@testing-library/react')
    window.sessionStorage.setItem(LANDING_STORAGE_KEY, JSON.stringify(['https://agency.example/?utm_source=news&utm_campaign=launch', '']))
    renderHook(() => useAttributionCapture())
    await waitFor(() => expect(readAttribution().first_touch).toMatchObject({ utm_source: 'news', utm_campaign: 'launch', landing_path: '/' }))
  })
})
