import { useState, type FormEvent } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { toast } from 'sonner'
import type { Publishable } from '@/content/types'
import { VALIDATION_TOAST_TITLE } from '@/lib/admin-forms/form-messages'
import {
  defaultPublicationAction,
  publicationFor,
  publicationSavedNote,
  scheduleProblem,
  type PublicationAction,
} from '@/lib/admin-forms/publication'
import type { RecordForm, SavedToast } from './use-record-form'

export type Publication = Required<Pick<Publishable, 'status'>> & Pick<Publishable, 'publishAt'>

interface PublicationSubmitOptions<T extends FieldValues & { publishAt: string }> {
  /** The form's record skeleton (validation, toasts, the guard, what happens once saved). */
  record: RecordForm<T>
  /** The stored item; undefined while creating. */
  item: Publishable | undefined
  /** Saves the values in the chosen state; on failure the save's error toast has spoken, and it throws. */
  save: (values: T, publication: Publication) => Promise<void>
  /** The success toast; a sentence on who can now see the item is added to its description. */
  saved: SavedToast
}

/**
 * The buttons of a form for content with a publication state: Save draft, Schedule and the one
 * that publishes now (named by mode, `publishButtonLabel`) each validate, check the schedule
 * time, save in the state they stand for and toast; Enter in a field saves without changing who
 * can see the item. `pending` is the action being saved.
 */
export function usePublicationSubmit<T extends FieldValues & { publishAt: string }>(options: PublicationSubmitOptions<T>) {
  const { record, item, save, saved } = options
  const [pending, setPending] = useState<PublicationAction | null>(null)

  const submit = (action: PublicationAction) =>
    record.submit(async (values) => {
      const scheduleIssue = action === 'schedule' ? scheduleProblem(values.publishAt) : null
      if (scheduleIssue) {
        record.form.setError('publishAt' as Path<T>, { message: scheduleIssue }, { shouldFocus: true })
        toast.error(VALIDATION_TOAST_TITLE, { description: scheduleIssue })
        return null
      }
      const publication = publicationFor(action, values.publishAt, item)
      setPending(action)
      try {
        await save(values, publication)
      } finally {
        setPending(null)
      }
      return { title: saved.title, description: [saved.description, publicationSavedNote(publication)].filter(Boolean).join(' ') }
    })()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit(defaultPublicationAction(item))
  }

  return { pending, submit, onSubmit }
}
