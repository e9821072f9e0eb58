import { describe, expect, it } from 'vitest'
import { bookedShare, formatWait, periodArguments, toSpeedToLead } from '@/features/speed-to-lead/model/speed-to-lead'

describe('formatWait', () => {
  it.each([
    [null, '—'],
    [0, '0 s'],
    [45, '45 s'],
    [59.6, '1 min'],
    [90, '2 min'],
    [12 * 60, '12 min'],
    [3600, '1 h'],
    [3 * 3600 + 20 * 60, '3 h 20 min'],
    [24 * 3600, '1 d'],
    [2 * 86400 + 4 * 3600 + 59, '2 d 4 h'],
    [-5, '0 s'],
  ])('%s seconds read as %s', (seconds, expected) => {
    expect(formatWait(seconds)).toBe(expected)
  })
})

describe('bookedShare', () => {
  it('is the share of the leads, rounded, or a dash without leads', () => {
    expect(bookedShare(1, 3)).toBe('33%')
    expect(bookedShare(0, 4)).toBe('0%')
    expect(bookedShare(0, 0)).toBe('—')
  })
})

describe('periodArguments', () => {
  it('runs from the start of the first day to the start of the day after the last, in local time', () => {
    const { p_from, p_to } = periodArguments({ from: new Date(2026, 9, 1, 15, 30), to: new Date(2026, 9, 31, 8) })
    expect(new Date(p_from)).toEqual(new Date(2026, 9, 1))
    expect(new Date(p_to)).toEqual(new Date(2026, 10, 1))
  })

  it('takes a single day as that whole day', () => {
    const day = new Date(2026, 10, 28, 12)
    const { p_from, p_to } = periodArguments({ from: day, to: day })
    expect(new Date(p_from)).toEqual(new Date(2026, 10, 28))
    expect(new Date(p_to)).toEqual(new Date(2026, 10, 29))
  })
})

describe('toSpeedToLead', () => {
  it('reads the database function\'s answer', () => {
    expect(
      toSpeedToLead({
        owners: [
          { owner_id: 'u1', owner_name: 'Ana Lopez', owner_active: true, leads: 4, touched: 3, untouched: 1, median_seconds: 120, p90_seconds: 504 },
          { owner_id: null, owner_name: null, owner_active: null, leads: 1, touched: 0, untouched: 1, median_seconds: null, p90_seconds: null },
        ],
        sources: [{ source: 'google', campaign: 'brand', leads: 2, booked: 1 }, { source: '(not recorded)', campaign: null, leads: 3, booked: 0 }],
        totals: { leads: 5, touched: 3, untouched: 2, median_seconds: 120, p90_seconds: 504, booked: 1 },
      }),
    ).toEqual({
      owners: [
        { ownerId: 'u1', ownerName: 'Ana Lopez', ownerActive: true, leads: 4, touched: 3, untouched: 1, medianSeconds: 120, p90Seconds: 504 },
        { ownerId: null, ownerName: null, ownerActive: null, leads: 1, touched: 0, untouched: 1, medianSeconds: null, p90Seconds: null },
      ],
      sources: [{ source: 'google', campaign: 'brand', leads: 2, booked: 1 }, { source: '(not recorded)', campaign: null, leads: 3, booked: 0 }],
      totals: { leads: 5, touched: 3, untouched: 2, medianSeconds: 120, p90Seconds: 504, booked: 1 },
    })
  })

  it('reads nothing as an empty period', () => {
    expect(toSpeedToLead(null)).toEqual({
      owners: [],
      sources: [],
      totals: { leads: 0, touched: 0, untouched: 0, medianSeconds: null, p90Seconds: null, booked: 0 },
    })
  })
})
