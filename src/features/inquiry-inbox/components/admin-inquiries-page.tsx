import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { StatCard } from '@/components/ui/stat-card'
import { paths } from '@/config/paths'
import type { Inquiry } from '@/content/types'
import { useMemberRole } from '@/hooks/use-admin-role'
import { cn } from '@/lib/cn'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useAdminInquiries, useInquiryFilterOptions } from '../api/admin-inquiry-queries'
import { INQUIRY_PAGE_SIZE } from '../api/inquiries'
import { inquiryKeys } from '../api/keys'
import { addressFilterInputs, ownerFilterChoices, type InquiryFilters } from '../model/inquiry-filters'
import type { Assignee } from '../model/inquiry-owner'
import { AdminInquiryBulkAssign } from './admin-inquiry-bulk-assign'
import { AdminInquiryCard, type StatusChanged } from './admin-inquiry-card'
import { AdminInquiryExportButton } from './admin-inquiry-export-button'
import { AdminInquiryFilters, type InquiryFilterInputs } from './admin-inquiry-filters'
import { AdminHeldForReviewNotice } from './admin-held-for-review-notice'

/** How long typing may pause before the search runs. */
const SEARCH_DELAY_MS = 300

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

const numberFormat = new Intl.NumberFormat('en-US')

/**
 * Customer Inquiries. Filtering, counting and paging all happen in the database.
 * `?search=` fills the search box (notifications link to an inquiry that way) and
 * `?screening=` picks the screening (the held digest links to `held`); `cardExtra` adds another
 * feature's part to each card's details (a stable function: the cards render again only when
 * their inquiry changes, not at every keystroke in the search box). Given `assignees` (an admin's
 * screen), each card's owner is a select and picked cards can be assigned at once; a sales
 * member (who sees only their own leads: the database filters) gets no trash.
 */
export function AdminInquiriesPage({ cardExtra, cardMeetings, onStatusChanged, phoneCountry = null, assignees }: {
  cardExtra?: (inquiry: Inquiry) => ReactNode
  // booking-webhook: another feature's part shown on each card itself, not under Show details (the lead's meetings).
  cardMeetings?: (inquiry: Inquiry) => ReactNode
  /** Told after a card's status change is saved (a stable function, like `cardExtra`). */
  onStatusChanged?: StatusChanged
  /** The country the cards read a phone typed without its country code in. */
  phoneCountry?: string | null
  /** The active sales members an admin may give leads to (a stable array). */
  assignees?: readonly Assignee[]
} = {}) {
  useDocumentMeta('Customer Inquiries | Admin')
  const queryClient = useQueryClient()
  // useLocation, not useSearchParams: the router's code the public pages already load.
  const { search: query } = useLocation()
  const [inputs, setInputs] = useState<InquiryFilterInputs>(() => addressFilterInputs(query))
  const [page, setPage] = useState(0)
  const listTop = useRef<HTMLElement>(null)
  const search = useDebounced(inputs.search.trim(), SEARCH_DELAY_MS)
  const changeFilters = (change: Partial<InquiryFilterInputs>) => setInputs((current) => ({ ...current, ...change }))

  const salesView = useMemberRole() === 'sales'
  const { status, screening, source, salesperson, owner, range } = inputs
  // A sales member has no trash to show.
  const deleted = inputs.deleted && !salesView
  const filters = useMemo<InquiryFilters>(
    () => ({ deleted, status, screening, source, salesperson, owner, search, range }),
    [deleted, status, screening, source, salesperson, owner, search, range],
  )
  // A new set of filters starts at its first page.
  const [shownFilters, setShownFilters] = useState(filters)
  // Picked cards (an admin's bulk action): the picking starts again with each page.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  if (shownFilters !== filters) {
    setShownFilters(filters)
    setPage(0)
    setSelected(new Set())
  }
  const pickCard = useCallback((id: string, picked: boolean) => {
    setSelected((current) => {
      const next = new Set(current)
      if (picked) next.add(id)
      else next.delete(id)
      return next
    })
  }, [])
  const bulk = assignees !== undefined && !deleted

  const list = useAdminInquiries(filters, page)
  const options = useInquiryFilterOptions()
  const summary = list.data?.summary
  const total = list.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / INQUIRY_PAGE_SIZE))

  // The last card of the last page went (trash, delete): show the page before it.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && list.data.inquiries.length === 0 && page > 0) {
      setPage(Math.max(0, pageCount - 1))
    }
  }, [list.data, list.isPlaceholderData, page, pageCount])

  // A failed load is logged and the admin is told too (and the list says so below).
  const loadError = list.error ?? options.error
  useEffect(() => {
    if (loadError) toast.error(loadError.message, { id: 'inquiries-load-error' })
  }, [loadError])

  const refreshing = list.isFetching || options.isFetching
  const refresh = () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all })

  // Paging brings the new page's first card into view.
  const goToPage = (next: number) => {
    setPage(next)
    setSelected(new Set())
    listTop.current?.scrollIntoView({ block: 'start' })
  }

  const first = page * INQUIRY_PAGE_SIZE + 1
  const last = Math.min(total, (page + 1) * INQUIRY_PAGE_SIZE)

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        {/* The inbox is a sales member's start screen: nothing above it to go back to. */}
        {!salesView && (
          <nav aria-label="Breadcrumb">
            <ol className="flex items-center gap-2 text-sm text-muted-foreground">
              <li>
                <Link to={paths.admin.dashboard.to()} className="hover:text-foreground hover:underline">
                  Dashboard
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="text-foreground">
                Customer Inquiries
              </li>
            </ol>
          </nav>
        )}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            {!salesView && (
              <Button asChild variant="ghost" size="icon" aria-label="Back to Dashboard">
                <Link to={paths.admin.dashboard.to()}>
                  <ArrowLeft aria-hidden="true" />
                </Link>
              </Button>
            )}
            <div>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Customer Inquiries</h1>
              <p className="text-sm text-muted-foreground">Review, follow up and track every inquiry from the website.</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <AdminInquiryExportButton filters={filters} />
            <Button variant="outline" onClick={refresh} disabled={refreshing}>
              <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
              Refresh
            </Button>
          </div>
        </div>
      </div>

      <section aria-label="Summary" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Inquiries" value={summary?.total} valueTone="text-foreground" />
        <StatCard label="New" value={summary?.new} valueTone="text-blue-300" />
        <StatCard label="In Progress" value={summary?.inProgress} valueTone="text-yellow-300" />
        <StatCard label="Converted" value={summary?.converted} valueTone="text-success-300" />
      </section>

      <AdminInquiryFilters value={inputs} onChange={changeFilters} options={options.data} trash={!salesView} owners={ownerFilterChoices(salesView)} />

      {!deleted && screening === 'clear' && (
        <AdminHeldForReviewNotice count={list.data?.heldForReview ?? 0} onReview={() => changeFilters({ screening: 'held' })} />
      )}

      <section
        ref={listTop}
        aria-label={deleted ? 'Deleted inquiries' : 'Inquiries'}
        aria-busy={list.isFetching}
        className="scroll-mt-20 space-y-4"
      >
        {list.isPending ? (
          <p role="status" className="py-12 text-center text-muted-foreground">
            Loading customer inquiries...
          </p>
        ) : list.isError ? (
          <div role="alert" className="space-y-3 rounded-lg border border-danger-500/30 bg-danger-950/30 p-6 text-center">
            <p className="text-danger-200">{list.error.message}</p>
            <Button variant="outline" onClick={() => list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data.inquiries.length === 0 ? (
          <p role="status" className="rounded-lg border border-dashed border-line-strong py-12 text-center text-muted-foreground">
            No inquiries found matching your criteria.
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {numberFormat.format(first)}–{numberFormat.format(last)} of {numberFormat.format(total)}
            </p>
            {bulk && (
              <AdminInquiryBulkAssign
                assignees={assignees}
                pageIds={list.data.inquiries.map((inquiry) => inquiry.id)}
                selected={selected}
                onSelect={setSelected}
              />
            )}
            <ul className={cn('space-y-4 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
              {list.data.inquiries.map((inquiry) => (
                <li key={inquiry.id}>
                  <AdminInquiryCard
                    inquiry={inquiry}
                    renderExtra={cardExtra}
                    // booking-webhook: the lead's meetings on the card
                    renderMeetings={cardMeetings}
                    onStatusChanged={onStatusChanged}
                    phoneCountry={phoneCountry}
                    assignees={assignees}
                    selected={bulk && selected.has(inquiry.id)}
                    onSelectedChange={bulk ? pickCard : undefined}
                  />
                </li>
              ))}
            </ul>
            {pageCount > 1 && (
              <nav aria-label="Inquiry pages" className="flex items-center justify-between gap-4 pt-2">
                <Button variant="outline" onClick={() => goToPage(Math.max(0, page - 1))} disabled={page === 0}>
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <p className="text-sm text-muted-foreground">
                  Page {numberFormat.format(page + 1)} of {numberFormat.format(pageCount)}
                </p>
                <Button
                  variant="outline"
                  onClick={() => goToPage(Math.min(pageCount - 1, page + 1))}
                  disabled={page >= pageCount - 1 || list.isPlaceholderData}
                >
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  )
}
