import type { Inquiry } from '@/content/types'
import { dateRangeBounds, INQUIRY_SEARCH_COLUMNS, NO_SALESPERSON, type InquiryFilters } from './inquiry-filters'

/** The Inquiry field behind each searched column. */
const SEARCH_FIELDS: Record<(typeof INQUIRY_SEARCH_COLUMNS)[number], keyof Inquiry> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  company: 'company',
  service_interest: 'serviceInterest',
}

/**
 * Does an inquiry belong in the list the filters describe? The same rules the database applies
 * (rpc/list_inquiries), in memory: the screen uses it to drop a changed card from the list at
 * once, before the reload confirms it.
 */
export function matchesInquiryFilters(inquiry: Inquiry, filters: InquiryFilters): boolean {
  if (filters.deleted !== (inquiry.deletedAt !== null)) return false
  if (filters.status !== 'all' && inquiry.status !== filters.status) return false
  if (filters.screening !== 'all' && inquiry.screening !== filters.screening) return false
  if (filters.source !== undefined && inquiry.leadSource !== filters.source) return false
  // "Mine" needs the caller's id, which the filters do not hold: the reload after every change decides.
  if (filters.owner === 'unassigned' && inquiry.owner) return false
  if (filters.salesperson !== undefined) {
    const name = inquiry.salesperson?.name ?? NO_SALESPERSON
    if (name !== filters.salesperson) return false
  }

  const bounds = dateRangeBounds(filters.range)
  if (bounds) {
    if (!inquiry.createdAt) return false
    const created = new Date(inquiry.createdAt).getTime()
    if (Number.isNaN(created) || created < Date.parse(bounds.start) || created > Date.parse(bounds.end)) return false
  }

  const text = filters.search.trim().toLowerCase()
  if (text) {
    return INQUIRY_SEARCH_COLUMNS.some((column) => String(inquiry[SEARCH_FIELDS[column]] ?? '').toLowerCase().includes(text))
  }
  return true
}
