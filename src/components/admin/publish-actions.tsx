import { Button } from '@/components/ui/button'
import type { PublicationAction } from '@/lib/admin-forms/publication'

interface PublishActionsProps {
  onCancel: () => void
  onAction: (action: PublicationAction) => void
  /** The action being saved: every button waits, the pressed one says so. */
  pending: PublicationAction | null
  /** The main button's name by mode (`publishButtonLabel`): "Create Portfolio", "Update Portfolio" or "Publish". */
  publishLabel: string
}

/**
 * An admin form's buttons for content with a publication state: Cancel, Save draft, Schedule
 * and the main button, which saves the item on the public site now.
 */
export function PublishActions({ onCancel, onAction, pending, publishLabel }: PublishActionsProps) {
  const saving = pending !== null
  const label = (action: PublicationAction, text: string) => (pending === action ? 'Saving...' : text)
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="button" variant="secondary" disabled={saving} onClick={() => onAction('draft')}>
        {label('draft', 'Save draft')}
      </Button>
      <Button type="button" variant="secondary" disabled={saving} onClick={() => onAction('schedule')}>
        {label('schedule', 'Schedule')}
      </Button>
      <Button type="button" variant="gradient" disabled={saving} onClick={() => onAction('publish')}>
        {label('publish', publishLabel)}
      </Button>
    </div>
  )
}
