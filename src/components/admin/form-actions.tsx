import { Button } from '@/components/ui/button'

interface FormActionsProps {
  onCancel: () => void
  /** While saving, the submit button is disabled and says so. */
  saving: boolean
  /** 'Create Portfolio' / 'Update Portfolio' and the like, by mode. */
  submitLabel: string
}

/** An admin form's Cancel and submit buttons. */
export function FormActions({ onCancel, saving, submitLabel }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant="gradient" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </div>
  )
}
