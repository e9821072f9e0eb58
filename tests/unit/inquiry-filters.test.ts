import { describe, expect, it } from 'vitest'
import { dateRangeBounds, searchOrFilter } from '@/features/inquiries/model/inquiry-filters'

describe('inquiry search filter', () => {
  it('is empty for blank text', () => {
    expect(searchOrFilter('   ')).toBeNull()
  })

  it('searches names, email, company and service interest', () => {
    expect(searchOrFilter('acme')).toBe(
      'first_name.ilike."*acme*",last_name.ilike."*acme*",email.ilike."*acme*",company.ilike."*acme*",service_interest.ilike."*acme*"',
    )
  })

  it('escapes LIKE wildcards, quotes and backslashes', () => {
    expect(searchOrFilter('50%_"x"\\')?.split(',')[0]).toBe('first_name.ilike."*50\\\\%\\\\_\\"x\\"\\\\\\\\*"')
  })
})

describe('date range bounds', () => {
  it('runs from the start of the from-day to the end of the to-day', () => {
    const bounds = dateRangeBounds({ from: new Date(2025, 2, 5, 15, 30), to: new Date(2025, 2, 7, 1) })
    expect(bounds).toEqual({
      start: new Date(2025, 2, 5, 0, 0, 0, 0).toISOString(),
      end: new Date(2025, 2, 7, 23, 59, 59, 999).toISOString(),
    })
  })

  it('uses the from-day as the to-day when none is picked', () => {
    const bounds = dateRangeBounds({ from: new Date(2025, 2, 5, 15, 30) })
    expect(bounds?.end).toBe(new Date(2025, 2, 5, 23, 59, 59, 999).toISOString())
  })

  it('is no filter without a from-day', () => {
    expect(dateRangeBounds(undefined)).toBeNull()
    expect(dateRangeBounds({})).toBeNull()
  })
})
