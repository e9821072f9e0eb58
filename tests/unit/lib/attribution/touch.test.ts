// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ATTRIBUTION_STORAGE_KEY } from '@/lib/attribution/attribution-store'
import { isAttributed, touchFromVisit } from '@/lib/attribution/touch'

const start = new Date('2026-03-01T10:00:00.000Z')

beforeEach(() => {
  window.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('a touch', () => {
  it('takes the UTM parameters and every ad click id from the landing address', () => {
    const touch = touchFromVisit(
      'https://agency.example/web-apps?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=react+agency&utm_content=ad-2' +
        '&gclid=G1&gbraid=G2&wbraid=G3&fbclid=F1&msclkid=M1&li_fat_id=L1&other=ignored',
      '',
      start,
    )
    expect(touch).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'react agency',
      utm_content: 'ad-2',
      gclid: 'G1',
      gbraid: 'G2',
      wbraid: 'G3',
      fbclid: 'F1',
      msclkid: 'M1',
      li_fat_id: 'L1',
      landing_path: '/web-apps',
      at: start.toISOString(),
    })
    expect(isAttributed(touch)).toBe(true)
  })

  it('keeps another site as the referrer, by origin and path only, and ignores this site', () => {
    const from = touchFromVisit('https://agency.example/blogs', 'https://news.example/story?email=me@example.com#top', start)
    expect(from.referrer).toBe('https://news.example/story')
    expect(isAttributed(from)).toBe(true)
    const internal = touchFromVisit('https://agency.example/blogs', 'https://agency.example/', start)
    expect(internal.referrer).toBeUndefined()
    expect(isAttributed(internal)).toBe(false)
  })

  it('cuts values to the server\'s caps and ignores blank parameters', () => {
    const touch = touchFromVisit(`https://agency.example/?utm_campaign=${'x'.repeat(500)}&utm_source=%20%20`, '', start)
    expect(touch.utm_campaign).toHaveLength(200)
    expect(touch.utm_source).toBeUndefined()
  })
})
