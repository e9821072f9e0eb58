import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver, type SubmitHandler } from 'react-hook-form'
import { toast } from 'sonner'
import { errorMessage } from '@/lib/errors'
import { collectErrorMessages, VALIDATION_TOAST_TITLE, validationToastMessage } from '@/lib/admin-forms/form-messages'
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard'

/** The success toast of a save ("Portfolio created", "The portfolio has been successfully created."). */
export interface SavedToast {
  title: string
  description?: string
}

interface RecordFormOptions<T extends FieldValues> {
  resolver: Resolver<T>
  /** The stored record's values, or a new record's; a function is called once. */
  defaultValues: T | (() => T)
  /** Where the form goes when it is done with: after a save, or when the admin leaves it. */
  onDone: () => void
  /**
   * The unique value the database may refuse (a slug, a URL name): the message its service
   * throws for it, and the service's general save message (what a failure without one says).
   */
  conflict?: { message: string; fallback: string }
  /** The validation toast's text from the form's error messages; the general one by default. */
  invalidMessage?: (messages: string[]) => string
}

/**
 * What every back-office form that creates or edits one record does, in one place:
 * - validates on submit; a refused submit toasts "Validation Error" with what to fix;
 * - saves; on failure the save's own error toast has spoken and the form keeps what was typed;
 *   a failure because the unique value is taken also marks that field (`conflictError`) for as
 *   long as the field shows the refused value;
 * - on success toasts, releases the unsaved-changes guard and goes on (`onDone`);
 * - asks before unsaved changes are lost, whichever way the admin leaves (`leave` for the
 *   form's own Cancel and Back buttons; render `guardDialog`).
 */
export function useRecordForm<T extends FieldValues>(options: RecordFormOptions<T>) {
  const { resolver, onDone, conflict, invalidMessage = validationToastMessage } = options
  const [defaultValues] = useState(options.defaultValues)
  const form = useForm<T>({ resolver, defaultValues: defaultValues as DefaultValues<T> })
  const guard = useUnsavedChangesGuard(form.formState.isDirty)
  // The unique value the database refused, so its message shows while that value is the one shown.
  const [refused, setRefused] = useState<string | null>(null)

  const finish = () => {
    guard.release()
    onDone()
  }

  /**
   * Runs `run` (the save) claiming `value` as the record's unique value; when the database says
   * it is taken, remembers it for `conflictError`. Rethrows every failure.
   */
  const claim = async <R>(value: string, run: () => Promise<R>): Promise<R> => {
    try {
      return await run()
    } catch (error) {
      if (conflict && errorMessage(error, conflict.fallback) === conflict.message) setRefused(value)
      throw error
    }
  }

  /**
   * A submit handler: validates, then `save`s. `save` resolves to the success toast (then the
   * form is done), or to null when it decided not to save (it has said why); it throws when
   * the save failed.
   */
  const submit = (save: (values: T) => Promise<SavedToast | null>) => {
    const onValid: SubmitHandler<T> = async (values) => {
      try {
        const saved = await save(values)
        if (!saved) return
        toast.success(saved.title, saved.description ? { description: saved.description } : undefined)
        finish()
      } catch {
        // The save's own error toast has said what went wrong; the form keeps what was typed.
      }
    }
    return form.handleSubmit(onValid, (invalid) => {
      toast.error(VALIDATION_TOAST_TITLE, { description: invalidMessage(collectErrorMessages(invalid)) })
    })
  }

  return {
    form,
    errors: form.formState.errors,
    submit,
    claim,
    /** The taken message, when `current` is the value the database refused. */
    conflictError: (current: string) => (conflict && refused !== null && refused === current ? conflict.message : undefined),
    leave: () => guard.leave(onDone),
    guardDialog: guard.dialog,
  }
}

export type RecordForm<T extends FieldValues> = ReturnType<typeof useRecordForm<T>>
