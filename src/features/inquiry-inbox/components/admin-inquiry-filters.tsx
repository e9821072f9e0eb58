import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectItems, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import type { InquiryFilterOptions } from '../api/inquiry-reports'
import {
  NO_SALESPERSON, OWNER_FILTER_LABELS, OWNER_FILTERS, type DateRange, type InquiryFilters, type OwnerFilter, type ScreeningFilter,
} from '../model/inquiry-filters'
import { salespersonLabel } from '../model/inquiry-attribution'
import { SCREENING_FILTER_LABELS } from '../model/inquiry-screening'
import { INQUIRY_STATUS_OPTIONS, isInquiryStatus } from '@/lib/inquiries/inquiry-status'
import { AdminDateRangePicker } from './admin-date-range-picker'

/** What the filter controls hold: the filters, with the search as typed (the list follows after a pause). */
export type InquiryFilterInputs = Omit<InquiryFilters, 'search'> & { search: string }

interface AdminInquiryFiltersProps {
  value: InquiryFilterInputs
  onChange: (change: Partial<InquiryFilterInputs>) => void
  /** The sources and salespeople to offer; while they load, only "All". */
  options: InquiryFilterOptions | undefined
  /** Offer the trash (Show Deleted): not to a sales member, who cannot trash. */
  trash?: boolean
  /** The owner choices to offer (none: no owner filter). */
  owners?: readonly OwnerFilter[]
}

// Radix Select items cannot have an empty value: these stand for "any" and "none".
const ANY = '__any'
const NONE = '__none'
const SCREENING_OPTIONS = Object.entries(SCREENING_FILTER_LABELS).map(([value, label]) => ({ value, label }))

/**
 * Status select, date range picker, free-text search and the Show Deleted switch; then
 * the screening (inbox, held for review, spam), the lead source, the salesperson and the owner.
 */
export function AdminInquiryFilters({ value, onChange, options, trash = true, owners = [] }: AdminInquiryFiltersProps) {
  // A filter already chosen stays offered while the options load or after its last inquiry went.
  const sources = [...new Set([...(options?.sources ?? []), ...(value.source !== undefined ? [value.source] : [])])]
  const salespeople = [...(options?.salespeople ?? [])]
  if (value.salesperson && !salespeople.some((s) => s.name === value.salesperson)) {
    salespeople.push({ name: value.salesperson, displayName: null })
  }

  return (
    <div className="grid gap-4 rounded-lg border border-line bg-surface-card/60 p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <div className="space-y-2">
        <Label htmlFor="inquiry-status-filter">Status</Label>
        <Select value={value.status} onValueChange={(status) => onChange({ status: isInquiryStatus(status) ? status : 'all' })}>
          <SelectTrigger id="inquiry-status-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Status</SelectItem>
            <SelectItems options={INQUIRY_STATUS_OPTIONS} />
          </SelectContent>
        </Select>
      </div>

      <div className="space-y-2">
        <Label id="inquiry-date-label">Date range</Label>
        <AdminDateRangePicker
          id="inquiry-date-filter"
          labelId="inquiry-date-label"
          value={value.range}
          onChange={(range: DateRange | undefined) => onChange({ range })}
        />
      </div>

      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor="inquiry-search">Search</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="inquiry-search"
            type="search"
            placeholder="Search inquiries..."
            className="pl-9"
            value={value.search}
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </div>
      </div>

      <div className="space-y-2">
        <Label htmlFor="inquiry-screening-filter">Screening</Label>
        <Select value={value.screening} onValueChange={(screening) => onChange({ screening: screening as ScreeningFilter })}>
          <SelectTrigger id="inquiry-screening-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItems options={SCREENING_OPTIONS} />
          </SelectContent>
        </Select>
      </div>

      <div className="space-y-2">
        <Label htmlFor="inquiry-source-filter">Source</Label>
        <Select
          value={value.source ?? ANY}
          onValueChange={(source) => onChange({ source: source === ANY ? undefined : source })}
        >
          <SelectTrigger id="inquiry-source-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>All sources</SelectItem>
            {sources.map((source) => (
              <SelectItem key={source} value={source}>
                {source}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="space-y-2">
        <Label htmlFor="inquiry-salesperson-filter">Salesperson</Label>
        <Select
          value={value.salesperson === undefined ? ANY : value.salesperson === NO_SALESPERSON ? NONE : value.salesperson}
          onValueChange={(choice) =>
            onChange({ salesperson: choice === ANY ? undefined : choice === NONE ? NO_SALESPERSON : choice })
          }
        >
          <SelectTrigger id="inquiry-salesperson-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>All salespeople</SelectItem>
            <SelectItem value={NONE}>No salesperson</SelectItem>
            {salespeople.map((salesperson) => (
              <SelectItem key={salesperson.name} value={salesperson.name}>
                {salespersonLabel(salesperson)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {owners.length > 0 && (
        <div className="space-y-2">
          <Label htmlFor="inquiry-owner-filter">Owner</Label>
          <Select
            value={value.owner}
            onValueChange={(owner) => onChange({ owner: OWNER_FILTERS.find((choice) => choice === owner) ?? 'all' })}
          >
            <SelectTrigger id="inquiry-owner-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {owners.map((owner) => (
                <SelectItem key={owner} value={owner}>
                  {OWNER_FILTER_LABELS[owner]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}

      {trash && (
        <div className="flex h-10 items-center gap-3">
          <Switch id="inquiry-show-deleted" checked={value.deleted} onCheckedChange={(deleted) => onChange({ deleted })} />
          <Label htmlFor="inquiry-show-deleted">Show Deleted</Label>
        </div>
      )}
    </div>
  )
}
