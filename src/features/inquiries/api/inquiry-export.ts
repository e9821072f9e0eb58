import type { Inquiry } from '@/content/types'
import type { DataClient } from '@/lib/data-client'
import type { InquiryFilters } from '../model/inquiry-filters'
import { listInquiries } from './inquiries'

/** Rows per request while exporting; rpc/list_inquiries answers at most 1000. */
export const EXPORT_PAGE_SIZE = 500

/**
 * Every inquiry the filters match, read a page at a time until the total the first page
 * reported is reached (no silent cap). An inquiry arriving meanwhile can shift the pages; rows
 * are kept once by id, and the reading goes on until a page comes back short.
 */
export async function listAllInquiries(
  client: DataClient,
  filters: InquiryFilters,
  onProgress?: (read: number, total: number) => void,
): Promise<Inquiry[]> {
  const byId = new Map<string, Inquiry>()
  let total = 0
  for (let page = 0; ; page += 1) {
    const result = await listInquiries(client, filters, page, EXPORT_PAGE_SIZE)
    if (page === 0) total = result.total
    for (const inquiry of result.inquiries) byId.set(inquiry.id, inquiry)
    onProgress?.(byId.size, Math.max(total, byId.size))
    if (result.inquiries.length < EXPORT_PAGE_SIZE) break
  }
  return [...byId.values()]
}
