import { useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { errorMessage } from '@/lib/errors'
import { useAssignInquiries } from '../api/admin-inquiry-queries'
import { INQUIRY_MESSAGES } from '../model/inquiry-admin-messages'
import { UNASSIGNED, type Assignee } from '../model/inquiry-owner'

/**
 * The admin's bulk action on the picked cards: give them all to one sales member, or to nobody.
 * "Select all" picks the cards on this page. A refusal is toasted as the database words it and
 * nothing changes; after a success the selection clears.
 */
export function AdminInquiryBulkAssign({ assignees, pageIds, selected, onSelect }: {
  assignees: readonly Assignee[]
  /** The cards on this page, in order. */
  pageIds: readonly string[]
  selected: ReadonlySet<string>
  onSelect: (ids: ReadonlySet<string>) => void
}) {
  const selectId = useId()
  const allId = useId()
  const [owner, setOwner] = useState('')
  const assign = useAssignInquiries()
  const count = selected.size
  const allPicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id))

  const apply = () => {
    if (count === 0 || owner === '') return
    const to = owner === UNASSIGNED ? null : owner
    const name = assignees.find((member) => member.id === to)?.name
    assign.mutate(
      { ids: [...selected], owner: to },
      {
        onSuccess: () => {
          toast.success(name ? INQUIRY_MESSAGES.assigned(name, count) : INQUIRY_MESSAGES.unassigned(count))
          onSelect(new Set())
        },
        onError: (error) => toast.error(errorMessage(error, INQUIRY_MESSAGES.assign)),
      },
    )
  }

  return (
    <section aria-label="Bulk actions" className="flex flex-col gap-3 rounded-lg border border-line bg-surface-card/40 p-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex items-center gap-2">
        <Checkbox
          id={allId}
          checked={allPicked ? true : count > 0 ? 'indeterminate' : false}
          onCheckedChange={(checked) => onSelect(new Set(checked === true ? pageIds : []))}
        />
        <label htmlFor={allId} className="text-sm">
          Select all on this page
        </label>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {count} selected
      </p>
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        <label htmlFor={selectId} className="text-sm">
          Assign to
        </label>
        <select
          id={selectId}
          value={owner}
          onChange={(event) => setOwner(event.target.value)}
          disabled={assign.isPending}
          className="h-9 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <option value="">Choose a member...</option>
          <option value={UNASSIGNED}>Unassigned</option>
          {assignees.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
        <Button size="sm" onClick={apply} disabled={count === 0 || owner === '' || assign.isPending}>
          {assign.isPending ? 'Assigning...' : 'Assign selected'}
        </Button>
      </div>
    </section>
  )
}
