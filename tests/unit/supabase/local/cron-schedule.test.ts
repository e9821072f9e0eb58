import { describe, expect, it } from 'vitest'
import { parseCronFields } from '../../../../supabase/local/cron-schedule'

const at = (iso: string) => new Date(iso)

function matches(schedule: string, iso: string): boolean {
  const test = parseCronFields(schedule)
  if (!test) throw new Error(`not a schedule: ${schedule}`)
  return test(at(iso))
}

describe('parseCronFields', () => {
  it('runs a daily schedule once a day, at its minute in UTC', () => {
    expect(matches('0 3 * * *', '2026-11-25T03:00:00Z')).toBe(true)
    expect(matches('0 3 * * *', '2026-11-25T03:00:59Z')).toBe(true)
    expect(matches('0 3 * * *', '2026-11-25T03:01:00Z')).toBe(false)
    expect(matches('0 3 * * *', '2026-11-25T02:59:00Z')).toBe(false)
    expect(matches('0 3 * * *', '2026-11-25T15:00:00Z')).toBe(false)
    expect(matches('0 3 * * *', '2026-11-26T03:00:00Z')).toBe(true)
  })

  it('reads lists, ranges and steps', () => {
    expect(matches('15,45 * * * *', '2026-11-25T10:45:00Z')).toBe(true)
    expect(matches('15,45 * * * *', '2026-11-25T10:30:00Z')).toBe(false)
    expect(matches('0 9-17 * * *', '2026-11-25T17:00:00Z')).toBe(true)
    expect(matches('0 9-17 * * *', '2026-11-25T18:00:00Z')).toBe(false)
    expect(matches('*/15 * * * *', '2026-11-25T10:30:00Z')).toBe(true)
    expect(matches('*/15 * * * *', '2026-11-25T10:31:00Z')).toBe(false)
    expect(matches('0 0-12/6 * * *', '2026-11-25T06:00:00Z')).toBe(true)
    expect(matches('0 0-12/6 * * *', '2026-11-25T18:00:00Z')).toBe(false)
    expect(matches('5/20 * * * *', '2026-11-25T10:45:00Z')).toBe(true)
    expect(matches('5/20 * * * *', '2026-11-25T10:40:00Z')).toBe(false)
  })

  it('reads months and days of the week, Sunday as 0 or 7', () => {
    // 2026-11-29 is a Sunday.
    expect(matches('30 2 * * 0', '2026-11-29T02:30:00Z')).toBe(true)
    expect(matches('30 2 * * 7', '2026-11-29T02:30:00Z')).toBe(true)
    expect(matches('30 2 * * 1-5', '2026-11-29T02:30:00Z')).toBe(false)
    expect(matches('30 2 * * 1-5', '2026-11-30T02:30:00Z')).toBe(true)
    expect(matches('0 0 1 1 *', '2027-01-01T00:00:00Z')).toBe(true)
    expect(matches('0 0 1 1 *', '2026-12-01T00:00:00Z')).toBe(false)
  })

  it('matches either day field when both are restricted, as cron does', () => {
    // The 1st of the month, or any Monday.
    expect(matches('0 4 1 * 1', '2026-12-01T04:00:00Z')).toBe(true) // a Tuesday, the 1st
    expect(matches('0 4 1 * 1', '2026-11-30T04:00:00Z')).toBe(true) // a Monday, the 30th
    expect(matches('0 4 1 * 1', '2026-11-25T04:00:00Z')).toBe(false) // a Wednesday, the 25th
  })

  it.each(['', '0 3 * *', '0 3 * * * *', '60 * * * *', '0 24 * * *', '* * 0 * *', '* * * 13 *', '* * * * 8', '*/0 * * * *', '5-1 * * * *', 'a * * * *', '1 seconds'])(
    'is null for what is no five-field schedule: %j',
    (schedule) => {
      expect(parseCronFields(schedule)).toBeNull()
    },
  )
})
