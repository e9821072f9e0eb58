import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { INQUIRY_STATUSES } from '@/content/types'
import type { DateRange, InquiryFilters } from '../model/inquiry-filters'
import { INQUIRY_STATUS_LABELS, isInquiryStatus } from '../model/inquiry-status'
import { AdminDateRangePicker } from './admin-date-range-picker'

interface AdminInquiryFiltersProps {
  status: InquiryFilters['status']
  onStatusChange: (status: InquiryFilters['status']) => void
  range: DateRange | undefined
  onRangeChange: (range: DateRange | undefined) => void
  /** What is typed; the list follows it after a short pause. */
  search: string
  onSearchChange: (search: string) => void
  deleted: boolean
  onDeletedChange: (deleted: boolean) => void
}

/** Spec: status select, date range picker, free-text search and the Show Deleted switch. */
export function AdminInquiryFilters(props: AdminInquiryFiltersProps) {
  return (
    <div className="grid gap-4 rounded-lg border border-white/10 bg-slate-900/60 p-4 sm:grid-cols-2 lg:grid-cols-[12rem_minmax(16rem,20rem)_1fr_auto] lg:items-end">
      <div className="space-y-2">
        <Label htmlFor="inquiry-status-filter">Status</Label>
        <Select
          value={props.status}
          onValueChange={(value) => props.onStatusChange(isInquiryStatus(value) ? value : 'all')}
        >
          <SelectTrigger id="inquiry-status-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Status</SelectItem>
            {INQUIRY_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {INQUIRY_STATUS_LABELS[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="space-y-2">
        <Label id="inquiry-date-label">Date range</Label>
        <AdminDateRangePicker id="inquiry-date-filter" labelId="inquiry-date-label" value={props.range} onChange={props.onRangeChange} />
      </div>

      <div className="space-y-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="inquiry-search">Search</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="inquiry-search"
            type="search"
            placeholder="Search inquiries..."
            className="pl-9"
            value={props.search}
            onChange={(event) => props.onSearchChange(event.target.value)}
          />
        </div>
      </div>

      <div className="flex h-10 items-center gap-3">
        <Switch id="inquiry-show-deleted" checked={props.deleted} onCheckedChange={props.onDeletedChange} />
        <Label htmlFor="inquiry-show-deleted">Show Deleted</Label>
      </div>
    </div>
  )
}
