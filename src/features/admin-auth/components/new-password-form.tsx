import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/errors'
import { setNewPassword } from '../api/account'
import { ACCOUNT_MESSAGES } from '../model/admin-auth-messages'
import { newPasswordSchema, type NewPasswordValues } from '../model/password-schema'

/**
 * A new password, typed twice, for the signed-in user: checked by the schema (the project's
 * minimum length, both the same), then saved with Supabase Auth, whose refusal is shown here.
 */
export function NewPasswordForm({
  idPrefix,
  submitLabel,
  onSaved,
  actions,
}: {
  /** Keeps the field ids unique when the form sits beside another. */
  idPrefix: string
  submitLabel: string
  onSaved: () => void
  /** Shown beside the submit button (a Cancel). */
  actions?: ReactNode
}) {
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } })
  const { errors, isSubmitting } = form.formState
  const [failure, setFailure] = useState<string | null>(null)
  const ids = { password: `${idPrefix}-password`, confirm: `${idPrefix}-confirm` }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null)
    try {
      await setNewPassword(password)
      onSaved()
    } catch (error) {
      setFailure(errorMessage(error, ACCOUNT_MESSAGES.saveFailed))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={ids.password}>{ACCOUNT_MESSAGES.newPasswordLabel}</Label>
        <Input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? `${ids.password}-error` : undefined}
          {...form.register('password')}
        />
        <FieldError id={`${ids.password}-error`}>{errors.password?.message}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.confirm}>{ACCOUNT_MESSAGES.confirmPasswordLabel}</Label>
        <Input
          id={ids.confirm}
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.confirm}
          aria-describedby={errors.confirm ? `${ids.confirm}-error` : undefined}
          {...form.register('confirm')}
        />
        <FieldError id={`${ids.confirm}-error`}>{errors.confirm?.message}</FieldError>
      </div>
      {failure && (
        <p role="alert" className="rounded-md border border-danger-400/40 bg-danger-400/10 px-3 py-2 text-sm text-danger-100">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" variant="gradient" disabled={isSubmitting}>
          {isSubmitting ? ACCOUNT_MESSAGES.saving : submitLabel}
        </Button>
      </div>
    </form>
  )
}
