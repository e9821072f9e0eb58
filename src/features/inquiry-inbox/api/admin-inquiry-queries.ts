import { keepPreviousData, queryOptions, type QueryKey, useMutation, useQueryClient, useQuery } from '@tanstack/react-query'
import { format } from 'date-fns'
import { useCallback, useState } from 'react'
import type { Inquiry, InquiryScreening, InquiryStatus } from '@/content/types'
import { adminClient } from '@/lib/admin-client'
import { NO_INQUIRY_FILTERS, openingInquiryFilters, type InquiryFilters } from '../model/inquiry-filters'
import { matchesInquiryFilters } from '../model/inquiry-match'
import {
  assignInquiries,
  countActiveInquiries,
  hardDeleteInquiry,
  INQUIRY_PAGE_SIZE,
  listInquiries,
  restoreInquiry,
  softDeleteInquiry,
  updateInquiryNotes,
  updateInquiryScreening,
  updateInquiryStatus,
  type InquiryPage,
} from './inquiries'
import { listAllInquiries } from './inquiry-export'
import { getInquiryFilterOptions, getLeadBreakdown } from './inquiry-reports'
import { inquiryKeys } from './keys'

/*
 * The back office's inquiry reads and writes (admin client, lazy chunk only). Every mutation
 * invalidates inquiryKeys.all, so the list, the summary and the dashboard all reload.
 */

export const adminInquiriesQuery = (filters: InquiryFilters, page: number, pageSize = INQUIRY_PAGE_SIZE) =>
  queryOptions({
    queryKey: inquiryKeys.list(filters, page),
    queryFn: ({ signal }) => listInquiries(adminClient, filters, page, pageSize, signal),
    // Paging and filtering keep the current cards on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  })

/** The first page the inquiries screen shows at an address (`query`: its query string). */
export const openingInquiriesQuery = (query: string) => adminInquiriesQuery(openingInquiryFilters(query), 0)

/** The newest active inquiries, for the dashboard. */
export const recentInquiriesQuery = (limit: number) =>
  queryOptions({
    queryKey: [...inquiryKeys.recent(), limit],
    queryFn: async ({ signal }) => (await listInquiries(adminClient, NO_INQUIRY_FILTERS, 0, limit, signal)).inquiries,
  })

export const activeInquiryCountQuery = (status?: InquiryStatus) =>
  queryOptions({
    queryKey: inquiryKeys.activeCount(status),
    queryFn: ({ signal }) => countActiveInquiries(adminClient, status, signal),
  })

/** The inbox's inquiries since `since` (a day's start), by source, service and salesperson. */
export const leadBreakdownQuery = (since: Date) =>
  queryOptions({
    queryKey: inquiryKeys.breakdown(format(since, 'yyyy-MM-dd')),
    queryFn: ({ signal }) => getLeadBreakdown(adminClient, since, signal),
  })

export const inquiryFilterOptionsQuery = () =>
  queryOptions({
    queryKey: inquiryKeys.filterOptions(),
    queryFn: ({ signal }) => getInquiryFilterOptions(adminClient, signal),
    staleTime: 5 * 60 * 1000,
  })

type InquiryChange = { id: string } & Partial<Pick<Inquiry, 'status' | 'deletedAt' | 'screening' | 'notes'>>

/**
 * Applies a change to every cached list page at once: the card shows its new state, or leaves
 * a list whose filters it no longer matches. Returns what to put back if the write fails.
 */
function applyToCachedLists(queryClient: ReturnType<typeof useQueryClient>, change: InquiryChange | { id: string; removed: true }) {
  const snapshot = queryClient.getQueriesData<InquiryPage>({ queryKey: inquiryKeys.lists() })
  for (const [key, page] of snapshot) {
    if (!page) continue
    const filters = (key as QueryKey)[2] as InquiryFilters
    const inquiries = page.inquiries.flatMap((inquiry) => {
      if (inquiry.id !== change.id) return [inquiry]
      if ('removed' in change) return []
      const changed = { ...inquiry, ...change }
      return matchesInquiryFilters(changed, filters) ? [changed] : []
    })
    const removed = page.inquiries.length - inquiries.length
    // The summary figures follow with the reload that every change triggers.
    queryClient.setQueryData<InquiryPage>(key, { ...page, inquiries, total: Math.max(0, page.total - removed) })
  }
  return snapshot
}

function useInquiryMutation<Variables extends { id: string }>(
  write: (variables: Variables) => Promise<void>,
  change: (variables: Variables) => InquiryChange | { id: string; removed: true },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey: inquiryKeys.lists() })
      return { snapshot: applyToCachedLists(queryClient, change(variables)) }
    },
    onError: (_error, _variables, context) => {
      for (const [key, page] of context?.snapshot ?? []) queryClient.setQueryData(key, page)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  })
}

export function useUpdateInquiryStatus() {
  return useInquiryMutation(
    ({ id, status }: { id: string; status: InquiryStatus }) => updateInquiryStatus(adminClient, id, status),
    ({ id, status }) => ({ id, status }),
  )
}

/** Approve into the inbox, hold for review, or mark as spam. */
export function useUpdateInquiryScreening() {
  return useInquiryMutation(
    ({ id, screening }: { id: string; screening: InquiryScreening }) => updateInquiryScreening(adminClient, id, screening),
    ({ id, screening }) => ({ id, screening }),
  )
}

/** The lead's notes (its owner or an admin). */
export function useUpdateInquiryNotes() {
  return useInquiryMutation(
    ({ id, notes }: { id: string; notes: string }) => updateInquiryNotes(adminClient, id, notes),
    ({ id, notes }) => ({ id, notes }),
  )
}

export function useTrashInquiry() {
  return useInquiryMutation(
    ({ id }: { id: string }) => softDeleteInquiry(adminClient, id),
    ({ id }) => ({ id, deletedAt: new Date().toISOString() }),
  )
}

export function useRestoreInquiry() {
  return useInquiryMutation(
    ({ id }: { id: string }) => restoreInquiry(adminClient, id),
    ({ id }) => ({ id, deletedAt: null }),
  )
}

export function useDeleteInquiryPermanently() {
  return useInquiryMutation(
    ({ id }: { id: string }) => hardDeleteInquiry(adminClient, id),
    ({ id }) => ({ id, removed: true as const }),
  )
}

/**
 * Gives leads to a sales member, or to nobody (admins). Nothing is shown before the database
 * agrees (its refusal, e.g. an inactive member, is the caller's to show); every list reloads.
 */
export function useAssignInquiries() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ ids, owner }: { ids: string[]; owner: string | null }) => assignInquiries(adminClient, ids, owner),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  })
}

/* The hooks the screens read with, beside the options they run (one shape in every feature). */

/** `enabled` false: not asked (an editor's dashboard shows no inquiry figures). */
export function useActiveInquiryCount(status?: InquiryStatus, enabled = true) {
  return useQuery({ ...activeInquiryCountQuery(status), enabled })
}

export function useRecentInquiries(...args: Parameters<typeof recentInquiriesQuery>) {
  return useQuery(recentInquiriesQuery(...args))
}

export function useLeadBreakdown(...args: Parameters<typeof leadBreakdownQuery>) {
  return useQuery(leadBreakdownQuery(...args))
}

export function useAdminInquiries(...args: Parameters<typeof adminInquiriesQuery>) {
  return useQuery(adminInquiriesQuery(...args))
}

export function useInquiryFilterOptions(...args: Parameters<typeof inquiryFilterOptionsQuery>) {
  return useQuery(inquiryFilterOptionsQuery(...args))
}

export interface InquiryExportProgress {
  read: number
  /** 0 until the first page has told how many match. */
  total: number
}

/**
 * The CSV export's read: `readAll(filters)` reads every inquiry the filters match, all pages;
 * `progress` is how far it has got, null when no export is running.
 */
export function useInquiryExport() {
  const [progress, setProgress] = useState<InquiryExportProgress | null>(null)
  const readAll = useCallback(async (filters: InquiryFilters) => {
    setProgress({ read: 0, total: 0 })
    try {
      return await listAllInquiries(adminClient, filters, (read, total) => setProgress({ read, total }))
    } finally {
      setProgress(null)
    }
  }, [])
  return { readAll, progress }
}
