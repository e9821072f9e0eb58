import type { Inquiry, InquiryScreening, InquiryStatus } from '@/content/types'
import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import type { InquiryListRow } from '@/lib/database-rows'
import type { TablesUpdate } from '@/lib/database.types'
import { ServiceError } from '@/lib/errors'
import { isRecord } from '@/lib/json'
import { toInquiry } from '@/lib/inquiries/inquiry-mapping'
import { toListFilters, type InquiryFilters } from '../model/inquiry-filters'
import { INQUIRY_MESSAGES } from '../model/inquiry-admin-messages'

export const INQUIRY_PAGE_SIZE = 25

/** The screen's four summary figures, over everything the filters match. */
export interface InquirySummary {
  total: number
  new: number
  inProgress: number
  converted: number
}

export interface InquiryPage {
  inquiries: Inquiry[]
  /** Rows matching the filters, across all pages. */
  total: number
  summary: InquirySummary
  /** Active inquiries held for review, whatever the filters (the screen points them out). */
  heldForReview: number
}

const count = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0))

/**
 * One page of inquiries with the summary figures, in one request (rpc/list_inquiries): the
 * database filters, counts and pages, so the screen stays quick with any number of inquiries.
 * Active ones come newest first, trashed ones by deletion time (latest first).
 */
export async function listInquiries(
  client: DataClient,
  filters: InquiryFilters,
  page = 0,
  pageSize = INQUIRY_PAGE_SIZE,
  signal: AbortSignal = NEVER_ABORTED,
): Promise<InquiryPage> {
  const { data, error } = await client.rpc('list_inquiries', {
    filters: toListFilters(filters),
    page_offset: page * pageSize,
    page_limit: pageSize,
  }).abortSignal(signal)
  if (error) throw new ServiceError(INQUIRY_MESSAGES.load, { code: error.code, cause: error })
  if (!isRecord(data) || !Array.isArray(data.rows)) throw new ServiceError(INQUIRY_MESSAGES.load)
  const total = count(data.total)
  return {
    inquiries: (data.rows as InquiryListRow[]).map(toInquiry),
    total,
    summary: { total, new: count(data.new), inProgress: count(data.in_progress), converted: count(data.converted) },
    heldForReview: count(data.held_for_review),
  }
}

async function updateInquiry(
  client: DataClient,
  id: string,
  changes: Pick<TablesUpdate<'customer_inquiries'>, 'status' | 'deleted_at' | 'screening' | 'screening_reason' | 'notes'>,
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

/**
 * An admin's verdict: approve a held or spam inquiry into the inbox, or mark one as spam (or
 * hold it). The reason then says an admin decided.
 */
export function updateInquiryScreening(client: DataClient, id: string, screening: InquiryScreening) {
  return updateInquiry(
    client,
    id,
    { screening, screening_reason: screening === 'clear' ? null : 'admin' },
    INQUIRY_MESSAGES.updateScreening,
  )
}

/** The lead's notes (its owner or an admin); the database keeps them to 5,000 characters. */
export function updateInquiryNotes(client: DataClient, id: string, notes: string) {
  return updateInquiry(client, id, { notes }, INQUIRY_MESSAGES.updateNotes)
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

/**
 * Active inquiries in the inbox (all of them, or those of one status), for the dashboard
 * counters. Held and spam inquiries are not leads until an admin approves them.
 */
export async function countActiveInquiries(client: DataClient, status?: InquiryStatus, signal: AbortSignal = NEVER_ABORTED): Promise<number> {
  let query = client
    .from('customer_inquiries')
    .select('id', { count: 'exact', head: true })
    .is('deleted_at', null)
    .eq('screening', 'clear')
  if (status) query = query.eq('status', status)
  const { count: n, error } = await query.abortSignal(signal)
  if (error) throw new ServiceError(INQUIRY_MESSAGES.load, { code: error.code, cause: error })
  return n ?? 0
}

/**
 * Gives leads to a sales member (`owner` null: nobody). Admins only; the database refuses an
 * owner who is not an active sales member with a sentence meant for the admin, shown as it is.
 */
export async function assignInquiries(client: DataClient, ids: string[], owner: string | null): Promise<void> {
  // The generated types cannot say that a uuid argument may be null; p_owner null unassigns.
  const { error } = await client.rpc('assign_inquiries', { p_ids: ids, p_owner: owner as string })
  if (error) throw new ServiceError(error.code === 'P0001' && error.message ? error.message : INQUIRY_MESSAGES.assign, { code: error.code, cause: error })
}
