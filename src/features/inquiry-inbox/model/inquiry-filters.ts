import { endOfDay, startOfDay } from 'date-fns'
import { INQUIRY_SCREENINGS, type InquiryScreening, type InquiryStatus } from '@/content/types'

export interface DateRange {
  from?: Date
  to?: Date
}

/** The screening filter: one state, or everything. */
export type ScreeningFilter = InquiryScreening | 'all'

/**
 * The owner filter: every lead, the caller's own, or those without an owner (the admins'
 * queue). The database takes the same three (rpc/list_inquiries' filters.owner).
 */
export const OWNER_FILTERS = ['all', 'mine', 'unassigned'] as const
export type OwnerFilter = (typeof OWNER_FILTERS)[number]

export const OWNER_FILTER_LABELS: Record<OwnerFilter, string> = {
  all: 'All owners',
  mine: 'Mine',
  unassigned: 'Unassigned',
}

/**
 * The owner choices worth offering: an admin's "Unassigned" (the leads waiting for an owner);
 * none to a sales member, whose inbox already holds only their own leads. (Admins own no leads,
 * so "Mine" would be empty for them; the database takes it all the same.)
 */
export function ownerFilterChoices(salesView: boolean): readonly OwnerFilter[] {
  return salesView ? [] : ['all', 'unassigned']
}

/** The salesperson filter's value for inquiries that came through no salesperson. */
export const NO_SALESPERSON = ''

export interface InquiryFilters {
  /** Show Deleted switch: the trash instead of the active list. */
  deleted: boolean
  status: 'all' | InquiryStatus
  /** Default 'clear': the inbox. Held and spam inquiries are one choice away. */
  screening: ScreeningFilter
  /** A lead source (e.g. google); undefined for any. */
  source?: string
  /** A salesperson's name, NO_SALESPERSON for none; undefined for any. */
  salesperson?: string
  /** Default 'all'. */
  owner: OwnerFilter
  search: string
  range?: DateRange
}

export const NO_INQUIRY_FILTERS: InquiryFilters = { deleted: false, status: 'all', screening: 'clear', owner: 'all', search: '' }

/**
 * The filters the inquiries screen opens with at an address: `?search=` fills the search box
 * as written (notifications link to an inquiry that way) and `?screening=` picks the screening
 * (the held-inquiries digest links to `held`); the rest is the inbox.
 */
export function addressFilterInputs(query: string): InquiryFilters {
  const params = new URLSearchParams(query)
  return { ...NO_INQUIRY_FILTERS, search: params.get('search') ?? '', screening: screeningFromQuery(params.get('screening')) }
}

/** The same as the database takes them (the search trimmed), for the first page's request. */
export function openingInquiryFilters(query: string): InquiryFilters {
  const inputs = addressFilterInputs(query)
  return { ...inputs, search: inputs.search.trim() }
}

/**
 * The screening an address's `?screening=` asks for (the held-inquiries digest links to
 * `?screening=held`); anything else is the inbox.
 */
export function screeningFromQuery(value: string | null): ScreeningFilter {
  return value === 'all' || (INQUIRY_SCREENINGS as readonly string[]).includes(value ?? '')
    ? (value as ScreeningFilter)
    : NO_INQUIRY_FILTERS.screening
}

/**
 * Keep inquiries created from the start of the from-day to the end of the to-day
 * (to defaults to from), in the admin's own time zone. No from-day means no date filter.
 */
export function dateRangeBounds(range: DateRange | undefined): { start: string; end: string } | null {
  if (!range?.from) return null
  return {
    start: startOfDay(range.from).toISOString(),
    end: endOfDay(range.to ?? range.from).toISOString(),
  }
}

/** Columns the free-text search looks in: name, email, company, service interest. */
export const INQUIRY_SEARCH_COLUMNS = ['first_name', 'last_name', 'email', 'company', 'service_interest'] as const

/** The filters as rpc/list_inquiries takes them (the database applies every one). */
export function toListFilters(filters: InquiryFilters): Record<string, string | boolean> {
  const bounds = dateRangeBounds(filters.range)
  const list: Record<string, string | boolean> = {
    deleted: filters.deleted,
    status: filters.status,
    screening: filters.screening,
    search: filters.search.trim(),
  }
  if (filters.owner !== 'all') list.owner = filters.owner
  if (filters.source !== undefined) list.source = filters.source
  if (filters.salesperson !== undefined) list.salesperson = filters.salesperson
  if (bounds) {
    list.from = bounds.start
    list.to = bounds.end
  }
  return list
}
