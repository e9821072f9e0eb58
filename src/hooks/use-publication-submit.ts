import { useState, type FormEvent } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { toast } from 'sonner'
import type { Publishable } from '@/content/types'
import { collectErrorMessages, VALIDATION_TOAST_TITLE, validationToastMessage } from '@/lib/admin-forms/form-messages'
import {
  defaultPublicationAction,
  publicationFor,
  publicationSavedNote,
  scheduleProblem,
  type PublicationAction,
} from '@/lib/admin-forms/publication'

export type Publication = Required<Pick<Publishable, 'status'>> & Pick<Publishable, 'publishAt'>

interface PublicationSubmitOptions<T extends FieldValues & { publishAt: string }> {
  form: UseFormReturn<T>
  /** The stored item; undefined while creating. */
  item: Publishable | undefined
  /** Saves the values in the chosen state; on failure the save's error toast has spoken, and it throws. */
  save: (values: T, publication: Publication) => Promise<void>
  /** The success toast ("Portfolio created", "The portfolio has been successfully created."). */
  saved: { title: string; description: string }
  /** After a successful save (release the unsaved-changes guard, go to the list). */
  onSaved: () => void
  /** Validation messages the toast shows as they are (e.g. "Content cannot be empty."). */
  shownAsIs?: readonly string[]
}

/**
 * The buttons of a form for content with a publication state: Save draft, Schedule and Publish
 * each validate, check the schedule time, save in the state they stand for and toast; Enter in
 * a field saves without changing who can see the item. `pending` is the action being saved.
 */
export function usePublicationSubmit<T extends FieldValues & { publishAt: string }>(options: PublicationSubmitOptions<T>) {
  const { form, item, save, saved, onSaved, shownAsIs = [] } = options
  const [pending, setPending] = useState<PublicationAction | null>(null)

  const submit = (action: PublicationAction) =>
    form.handleSubmit(
      async (values) => {
        const scheduleIssue = action === 'schedule' ? scheduleProblem(values.publishAt) : null
        if (scheduleIssue) {
          form.setError('publishAt' as Path<T>, { message: scheduleIssue }, { shouldFocus: true })
          toast.error(VALIDATION_TOAST_TITLE, { description: scheduleIssue })
          return
        }
        const publication = publicationFor(action, values.publishAt, item)
        setPending(action)
        try {
          await save(values, publication)
          toast.success(saved.title, { description: `${saved.description} ${publicationSavedNote(publication)}` })
          onSaved()
        } catch {
          // The save's own error toast has said what went wrong; the form keeps what was typed.
        } finally {
          setPending(null)
        }
      },
      (invalid) => {
        toast.error(VALIDATION_TOAST_TITLE, { description: validationToastMessage(collectErrorMessages(invalid), shownAsIs) })
      },
    )()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit(defaultPublicationAction(item))
  }

  return { pending, submit, onSubmit }
}
