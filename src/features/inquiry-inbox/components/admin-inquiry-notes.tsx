import { useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import type { Inquiry } from '@/content/types'
import { errorMessage } from '@/lib/errors'
import { useUpdateInquiryNotes } from '../api/admin-inquiry-queries'
import { INQUIRY_MESSAGES } from '../model/inquiry-admin-messages'

/** The database's limit on a lead's notes. */
export const NOTES_MAX_LENGTH = 5000

/**
 * The lead's notes: what whoever follows it up (its owner, an admin) wants to remember. Read,
 * then Edit notes opens a text box; Save keeps them, Cancel leaves them as they were.
 */
export function AdminInquiryNotes({ inquiry, fullName, readOnly }: { inquiry: Inquiry; fullName: string; readOnly?: boolean }) {
  const fieldId = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const save = useUpdateInquiryNotes()
  const notes = inquiry.notes ?? ''

  const submit = () => {
    if (draft === null) return
    save.mutate(
      { id: inquiry.id, notes: draft.trim() },
      {
        onSuccess: () => {
          toast.success(INQUIRY_MESSAGES.notesSaved)
          setDraft(null)
        },
        onError: (error) => toast.error(errorMessage(error, INQUIRY_MESSAGES.updateNotes)),
      },
    )
  }

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Notes</h4>
        {!readOnly && draft === null && (
          <Button variant="ghost" size="sm" onClick={() => setDraft(notes)} aria-label={`Edit notes on the inquiry from ${fullName}`}>
            Edit notes
          </Button>
        )}
      </div>
      {draft === null ? (
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-muted-foreground">{notes || 'No notes yet.'}</p>
      ) : (
        <div className="space-y-2">
          <label htmlFor={fieldId} className="sr-only">
            Notes on the inquiry from {fullName}
          </label>
          <Textarea
            id={fieldId}
            value={draft}
            maxLength={NOTES_MAX_LENGTH}
            rows={4}
            onChange={(event) => setDraft(event.target.value)}
            disabled={save.isPending}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the admin's own click on Edit notes
            autoFocus
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={submit} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save notes'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDraft(null)} disabled={save.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
