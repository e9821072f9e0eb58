import { describe, expect, it } from 'vitest'
import { ageSkipReason } from '../../../../../../supabase/functions/_shared/conversions/age-limits'

const NOW = new Date('2026-11-28T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString()

describe('how old a conversion may be when it leaves', () => {
  it('skips each platform past its own window, from the status change', () => {
    expect(ageSkipReason({ platform: 'meta', occurred_at: daysAgo(7.01), last_visit_at: daysAgo(8) }, NOW)).toBe('too_old')
    expect(ageSkipReason({ platform: 'meta', occurred_at: daysAgo(6.9), last_visit_at: daysAgo(80) }, NOW)).toBeNull()
    expect(ageSkipReason({ platform: 'ga4', occurred_at: hoursAgo(73), last_visit_at: daysAgo(4) }, NOW)).toBe('too_old')
    expect(ageSkipReason({ platform: 'linkedin', occurred_at: daysAgo(91), last_visit_at: daysAgo(91) }, NOW)).toBe('too_old')
    expect(ageSkipReason({ platform: 'linkedin', occurred_at: daysAgo(1), last_visit_at: daysAgo(200) }, NOW)).toBeNull()
  })

  it("skips GA4 more than 63 days after the visitor's last visit, which GA4 would never export to Google Ads", () => {
    expect(ageSkipReason({ platform: 'ga4', occurred_at: hoursAgo(1), last_visit_at: daysAgo(63.1) }, NOW)).toBe('ga4_export_window')
    expect(ageSkipReason({ platform: 'ga4', occurred_at: hoursAgo(1), last_visit_at: daysAgo(62.9) }, NOW)).toBeNull()
    // Unknown visit time: only the event's own age counts.
    expect(ageSkipReason({ platform: 'ga4', occurred_at: hoursAgo(1), last_visit_at: null }, NOW)).toBeNull()
  })
})
