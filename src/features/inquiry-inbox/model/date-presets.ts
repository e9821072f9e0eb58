import { endOfMonth, endOfWeek, format, startOfDay, startOfMonth, startOfWeek, subDays } from 'date-fns'
import type { DateRange } from './inquiry-filters'

export const DATE_PRESET_IDS = ['today', 'this-week', 'this-month', 'last-7-days', 'last-30-days'] as const
export type DatePresetId = (typeof DATE_PRESET_IDS)[number]

export const DATE_PRESET_LABELS: Record<DatePresetId, string> = {
  today: 'Today',
  'this-week': 'This Week',
  'this-month': 'This Month',
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
}

/** The calendar's week starts on Sunday. */
export const WEEK_STARTS_ON = 0

/**
 * The range a preset stands for, as calendar days in the admin's own time zone (the filter
 * then runs from the start of the from-day to the end of the to-day). The last N days count
 * today: last 7 days is today and the six days before it.
 */
export function presetRange(preset: DatePresetId, now: Date = new Date()): Required<DateRange> {
  const today = startOfDay(now)
  switch (preset) {
    case 'today':
      return { from: today, to: today }
    case 'this-week':
      return {
        from: startOfWeek(today, { weekStartsOn: WEEK_STARTS_ON }),
        to: startOfDay(endOfWeek(today, { weekStartsOn: WEEK_STARTS_ON })),
      }
    case 'this-month':
      return { from: startOfMonth(today), to: startOfDay(endOfMonth(today)) }
    case 'last-7-days':
      return { from: subDays(today, 6), to: today }
    case 'last-30-days':
      return { from: subDays(today, 29), to: today }
  }
}

/** The date format of the picker's button, e.g. "Mar 05, 2025". */
export const RANGE_DATE_FORMAT = 'LLL dd, y'

/** The button reads Pick a date range, or the picked range in the format above. */
export function dateRangeLabel(range: DateRange | undefined): string {
  if (!range?.from) return 'Pick a date range'
  const from = format(range.from, RANGE_DATE_FORMAT)
  if (!range.to) return from
  return `${from} - ${format(range.to, RANGE_DATE_FORMAT)}`
}
