import { useState, type FormEvent, type ReactNode } from 'react'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/errors'
import { bookingUrlRefusal } from '../../../../supabase/functions/_shared/booking-link'
import { BOOKING_PAGE_MESSAGES } from '../model/team-admin-messages'

export interface BookingPageFormProps {
  idPrefix: string
  /** The page saved now (null: none). */
  saved: string | null
  pending: boolean
  /** Saves the link (null removes it); rejects with the database's refusal. */
  onSave: (url: string | null) => Promise<unknown>
  actions?: ReactNode
}

/**
 * One booking page link: checked by the booking link rule before sending (the database checks
 * it again), the refusal shown under the field; empty removes the page.
 */
export function BookingPageForm({ idPrefix, saved, pending, onSave, actions }: BookingPageFormProps) {
  const [value, setValue] = useState(saved ?? '')
  const [error, setError] = useState<string | undefined>(undefined)
  const id = `${idPrefix}-booking-url`

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const url = value.trim()
    const refusal = url === '' ? null : bookingUrlRefusal(url)
    setError(refusal ?? undefined)
    if (refusal) return
    onSave(url === '' ? null : url).catch((failure: unknown) => setError(errorMessage(failure, BOOKING_PAGE_MESSAGES.save)))
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField id={id} label={BOOKING_PAGE_MESSAGES.fieldLabel} hint={BOOKING_PAGE_MESSAGES.fieldHint} error={error}>
        {(aria) => (
          <Input
            {...aria}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://cal.com/your-name/30min"
            value={value}
            disabled={pending}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {actions}
        <Button type="submit" variant="gradient" disabled={pending}>
          {pending ? 'Saving...' : 'Save booking page'}
        </Button>
      </div>
    </form>
  )
}
