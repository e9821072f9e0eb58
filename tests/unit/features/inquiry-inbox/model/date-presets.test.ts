import { describe, expect, it } from 'vitest'
import { dateRangeLabel, presetRange } from '@/features/inquiry-inbox/model/date-presets'

// TZ is pinned to UTC by vitest.config.ts; local dates below are calendar days.
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d)
// Wednesday 12 March 2025, mid-afternoon.
const now = new Date(2025, 2, 12, 15, 42, 7)

describe('date presets', () => {
  it('Today is the current calendar day', () => {
    expect(presetRange('today', now)).toEqual({ from: day(2025, 3, 12), to: day(2025, 3, 12) })
  })

  it('This Week runs Sunday to Saturday', () => {
    expect(presetRange('this-week', now)).toEqual({ from: day(2025, 3, 9), to: day(2025, 3, 15) })
    // On a Sunday the week starts that very day.
    expect(presetRange('this-week', new Date(2025, 2, 9, 8)).from).toEqual(day(2025, 3, 9))
    // On a Saturday it still started the Sunday before.
    expect(presetRange('this-week', new Date(2025, 2, 15, 23)).from).toEqual(day(2025, 3, 9))
  })

  it('This Month is the whole calendar month', () => {
    expect(presetRange('this-month', now)).toEqual({ from: day(2025, 3, 1), to: day(2025, 3, 31) })
    expect(presetRange('this-month', new Date(2024, 1, 10))).toEqual({ from: day(2024, 2, 1), to: day(2024, 2, 29) })
  })

  it('Last 7 days is today and the six days before it', () => {
    expect(presetRange('last-7-days', now)).toEqual({ from: day(2025, 3, 6), to: day(2025, 3, 12) })
  })

  it('Last 30 days is today and the 29 days before it, across a month end', () => {
    expect(presetRange('last-30-days', now)).toEqual({ from: day(2025, 2, 11), to: day(2025, 3, 12) })
  })
})

describe('date range button text', () => {
  it('asks for a range when none is picked', () => {
    expect(dateRangeLabel(undefined)).toBe('Pick a date range')
    expect(dateRangeLabel({})).toBe('Pick a date range')
  })

  it('shows one day while only the start is picked', () => {
    expect(dateRangeLabel({ from: day(2025, 3, 5) })).toBe('Mar 05, 2025')
  })

  it('shows both ends of a range', () => {
    expect(dateRangeLabel({ from: day(2024, 12, 28), to: day(2025, 1, 3) })).toBe('Dec 28, 2024 - Jan 03, 2025')
  })
})
