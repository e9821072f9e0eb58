import type { InquiryStatus } from '@/content/types'
import type { InquiryFilters } from '../model/inquiry-filters'

/** Query keys of the inquiries feature; every mutation invalidates `all`. */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  lists: () => [...inquiryKeys.all, 'list'] as const,
  list: (filters: InquiryFilters, page: number) => [...inquiryKeys.lists(), filters, page] as const,
  summary: (filters: InquiryFilters) => [...inquiryKeys.all, 'summary', filters] as const,
  recent: () => [...inquiryKeys.all, 'recent'] as const,
  /** Active inquiries counted for the dashboard, all of them or those of one status. */
  activeCount: (status?: InquiryStatus) => [...inquiryKeys.all, 'active-count', status ?? 'all'] as const,
}
