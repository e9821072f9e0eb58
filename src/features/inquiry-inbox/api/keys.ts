import type { InquiryStatus } from '@/content/types'
import type { InquiryFilters } from '../model/inquiry-filters'

/** Query keys of the inquiries feature; every mutation invalidates `all`. */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  /** A page of the list with its summary figures. */
  lists: () => [...inquiryKeys.all, 'list'] as const,
  list: (filters: InquiryFilters, page: number) => [...inquiryKeys.lists(), filters, page] as const,
  recent: () => [...inquiryKeys.all, 'recent'] as const,
  /** Active inquiries counted for the dashboard, all of them or those of one status. */
  activeCount: (status?: InquiryStatus) => [...inquiryKeys.all, 'active-count', status ?? 'all'] as const,
  /** The dashboard's leads chart: inquiries since a day, by source, service and salesperson. */
  breakdown: (sinceDay: string) => [...inquiryKeys.all, 'breakdown', sinceDay] as const,
  /** The sources and salespeople the screen's filters offer. */
  filterOptions: () => [...inquiryKeys.all, 'filter-options'] as const,
}
