import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { OptionsSelect } from '@/components/ui/select'
import type { ActivityMember } from '../api/activity-admin'
import { ACTIVITY_KIND_LABELS, NO_FILTERS, type ActivityFilters } from '../model/activity'

const ALL = 'all'
const KIND_OPTIONS = [
  { value: ALL, label: 'Every kind' },
  ...Object.entries(ACTIVITY_KIND_LABELS).map(([value, label]) => ({ value, label })),
]

/** Member, kind of record, record and dates; each change applies at once (the record on Enter). */
export function ActivityFilterBar({ filters, members, onChange }: {
  filters: ActivityFilters
  members: readonly ActivityMember[]
  onChange: (filters: ActivityFilters) => void
}) {
  const [record, setRecord] = useState(filters.recordId ?? '')
  const memberOptions = [{ value: ALL, label: 'Every member' }, ...members.map((m) => ({ value: m.id, label: m.label }))]
  const applyRecord = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault()
    onChange({ ...filters, recordId: record.trim() || null })
  }
  const filtered = Object.values(filters).some((value) => value !== null)

  return (
    <form role="search" aria-label="Filter activity" onSubmit={applyRecord}
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.2fr_auto_auto_auto] lg:items-end">
      <div className="space-y-1.5">
        <Label id="activity-member-label">Member</Label>
        <OptionsSelect value={filters.actorId ?? ALL} options={memberOptions} placeholder="Every member"
          onValueChange={(value) => onChange({ ...filters, actorId: value === ALL ? null : value })}
          trigger={{ 'aria-labelledby': 'activity-member-label' }} />
      </div>
      <div className="space-y-1.5">
        <Label id="activity-kind-label">Kind</Label>
        <OptionsSelect value={filters.kind ?? ALL} options={KIND_OPTIONS} placeholder="Every kind"
          onValueChange={(value) => onChange({ ...filters, kind: value === ALL ? null : value })}
          trigger={{ 'aria-labelledby': 'activity-kind-label' }} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="activity-record">Record id</Label>
        <Input id="activity-record" value={record} onChange={(event) => setRecord(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && applyRecord(event)}
          onBlur={() => (record.trim() || null) !== filters.recordId && onChange({ ...filters, recordId: record.trim() || null })}
          placeholder="Press Enter to apply" maxLength={200} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="activity-from">From</Label>
        <Input id="activity-from" type="date" value={filters.from ?? ''}
          onChange={(event) => onChange({ ...filters, from: event.target.value || null })} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="activity-to">To</Label>
        <Input id="activity-to" type="date" value={filters.to ?? ''}
          onChange={(event) => onChange({ ...filters, to: event.target.value || null })} />
      </div>
      <Button type="button" variant="outline" disabled={!filtered}
        onClick={() => {
          setRecord('')
          onChange(NO_FILTERS)
        }}>
        Clear filters
      </Button>
    </form>
  )
}
