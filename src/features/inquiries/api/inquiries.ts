import type { Inquiry, InquiryStatus } from '@/content/types'
import type { DataClient } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'
import { toInquiry } from '../model/inquiry-mapping'
import { dateRangeBounds, searchOrFilter, type InquiryFilters } from '../model/inquiry-filters'

export const INQUIRY_MESSAGES = {
  load: 'Failed to load customer inquiries. Please try again.',
  updateStatus: 'Failed to update the inquiry status. Please try again.',
  trash: 'Failed to move the inquiry to trash. Please try again.',
  restore: 'Failed to restore the inquiry. Please try again.',
  hardDelete: 'Failed to delete the inquiry permanently. Please try again.',
} as const

export const INQUIRY_PAGE_SIZE = 25

export interface InquiryPage {
  inquiries: Inquiry[]
  /** Rows matching the filters, across all pages. */
  total: number
}

/**
 * customer_inquiries with the admin's filters applied on the database side, so the screen
 * stays quick with any number of inquiries. `head` asks for the count only.
 */
function filteredInquiries(client: DataClient, filters: InquiryFilters, head: boolean) {
  let query = client.from('customer_inquiries').select('*', { count: 'exact', head })
  query = filters.deleted ? query.not('deleted_at', 'is', null) : query.is('deleted_at', null)
  if (filters.status !== 'all') query = query.eq('status', filters.status)
  const bounds = dateRangeBounds(filters.range)
  if (bounds) query = query.gte('created_at', bounds.start).lte('created_at', bounds.end)
  const or = searchOrFilter(filters.search)
  if (or) query = query.or(or)
  return query
}

/**
 * One page of inquiries: active ones newest first, trashed ones by deletion time (spec).
 */
export async function listInquiries(
  client: DataClient,
  filters: InquiryFilters,
  page = 0,
  pageSize = INQUIRY_PAGE_SIZE,
): Promise<InquiryPage> {
  const orderBy = filters.deleted ? 'deleted_at' : 'created_at'
  const from = page * pageSize
  const { data, error, count } = await filteredInquiries(client, filters, false)
    .order(orderBy, { ascending: false })
    .range(from, from + pageSize - 1)
  if (error) throw new ServiceError(INQUIRY_MESSAGES.load, { code: error.code, cause: error })
  return { inquiries: data.map(toInquiry), total: count ?? data.length }
}

export interface InquirySummary {
  total: number
  new: number
  inProgress: number
  converted: number
}

/** The four summary figures over everything the filters match, not only the shown page. */
export async function summariseInquiries(client: DataClient, filters: InquiryFilters): Promise<InquirySummary> {
  const count = async (status: 'all' | InquiryStatus) => {
    if (filters.status !== 'all' && status !== 'all' && status !== filters.status) return 0
    const { count: n, error } = await filteredInquiries(
      client,
      { ...filters, status: status === 'all' ? filters.status : status },
      true,
    )
    if (error) throw new ServiceError(INQUIRY_MESSAGES.load, { code: error.code, cause: error })
    return n ?? 0
  }
  const [total, newCount, inProgress, converted] = await Promise.all([
    count('all'),
    count('new'),
    count('in_progress'),
    count('converted'),
  ])
  return { total, new: newCount, inProgress, converted }
}

async function updateInquiry(
  client: DataClient,
  id: string,
  changes: { status?: InquiryStatus; deleted_at?: string | null },
  message: string,
): Promise<void> {
  const { data, error } = await client.from('customer_inquiries').update(changes).eq('id', id).select('id')
  if (error) throw new ServiceError(message, { code: error.code, cause: error })
  // RLS turns a forbidden update into "0 rows": that is a failure for the admin too.
  if (data.length === 0) throw new ServiceError(message)
}

export function updateInquiryStatus(client: DataClient, id: string, status: InquiryStatus) {
  return updateInquiry(client, id, { status }, INQUIRY_MESSAGES.updateStatus)
}

export function softDeleteInquiry(client: DataClient, id: string) {
  return updateInquiry(client, id, { deleted_at: new Date().toISOString() }, INQUIRY_MESSAGES.trash)
}

export function restoreInquiry(client: DataClient, id: string) {
  return updateInquiry(client, id, { deleted_at: null }, INQUIRY_MESSAGES.restore)
}

export async function hardDeleteInquiry(client: DataClient, id: string): Promise<void> {
  const { data, error } = await client.from('customer_inquiries').delete().eq('id', id).select('id')
  if (error) throw new ServiceError(INQUIRY_MESSAGES.hardDelete, { code: error.code, cause: error })
  if (data.length === 0) throw new ServiceError(INQUIRY_MESSAGES.hardDelete)
}

/** Active inquiries (all of them, or those of one status), for the dashboard counters. */
export async function countActiveInquiries(client: DataClient, status?: InquiryStatus): Promise<number> {
  let query = client.from('customer_inquiries').select('id', { count: 'exact', head: true }).is('deleted_at', null)
  if (status) query = query.eq('status', status)
  const { count, error } = await query
  if (error) throw new ServiceError(INQUIRY_MESSAGES.load, { code: error.code, cause: error })
  return count ?? 0
}
