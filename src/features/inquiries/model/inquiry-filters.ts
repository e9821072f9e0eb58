import { endOfDay, startOfDay } from 'date-fns'
import type { InquiryStatus } from '@/content/types'

export interface DateRange {
  from?: Date
  to?: Date
}

export interface InquiryFilters {
  /** Show Deleted switch: the trash instead of the active list. */
  deleted: boolean
  status: 'all' | InquiryStatus
  search: string
  range?: DateRange
}

export const NO_INQUIRY_FILTERS: InquiryFilters = { deleted: false, status: 'all', search: '' }

/**
 * Spec: keep inquiries created from the start of the from-day to the end of the to-day
 * (to defaults to from), in the admin's own time zone. No from-day means no date filter.
 */
export function dateRangeBounds(range: DateRange | undefined): { start: string; end: string } | null {
  if (!range?.from) return null
  return {
    start: startOfDay(range.from).toISOString(),
    end: endOfDay(range.to ?? range.from).toISOString(),
  }
}

/** Columns the free-text search looks in (spec: name, email, company, service interest). */
export const INQUIRY_SEARCH_COLUMNS = ['first_name', 'last_name', 'email', 'company', 'service_interest'] as const

/**
 * A PostgREST `or` filter for a case-insensitive substring search. LIKE's own wildcards in
 * the text are escaped, and the value is quoted so commas and parentheses stay text.
 */
export function searchOrFilter(search: string): string | null {
  const text = search.trim()
  if (!text) return null
  const like = `*${text.replace(/[\\%_]/g, (c) => `\\${c}`)}*`
  const quoted = `"${like.replace(/[\\"]/g, (c) => `\\${c}`)}"`
  return INQUIRY_SEARCH_COLUMNS.map((column) => `${column}.ilike.${quoted}`).join(',')
}
