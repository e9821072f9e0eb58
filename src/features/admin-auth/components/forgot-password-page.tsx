import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/errors'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { requestPasswordReset } from '../api/account'
import { ACCOUNT_MESSAGES } from '../model/admin-auth-messages'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../model/password-schema'
import { AccountCard } from './account-card'

/**
 * "Forgot password?": Supabase Auth's recovery email. The page says the same whether or not
 * the address has an account; only a refusal (its limits) is told, and told apart.
 */
export function ForgotPasswordPage() {
  useDocumentMeta(ACCOUNT_MESSAGES.forgotTitle)
  const form = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })
  const { errors, isSubmitting } = form.formState
  const [outcome, setOutcome] = useState<{ sent: true } | { sent: false; message: string } | null>(null)

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setOutcome(null)
    try {
      await requestPasswordReset(email)
      setOutcome({ sent: true })
    } catch (error) {
      setOutcome({ sent: false, message: errorMessage(error, ACCOUNT_MESSAGES.sendFailed) })
    }
  })

  return (
    <AccountCard title={ACCOUNT_MESSAGES.forgotTitle} description={ACCOUNT_MESSAGES.forgotDescription}>
      {outcome?.sent ? (
        <p role="status" className="rounded-md border border-success-400/40 bg-success-400/10 px-3 py-2 text-sm">
          {ACCOUNT_MESSAGES.forgotSent}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="forgot-email">{ACCOUNT_MESSAGES.emailLabel}</Label>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="username"
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? 'forgot-email-error' : undefined}
              {...form.register('email')}
            />
            <FieldError id="forgot-email-error">{errors.email?.message}</FieldError>
          </div>
          {outcome && !outcome.sent && (
            <p role="alert" className="rounded-md border border-warning-400/40 bg-warning-400/10 px-3 py-2 text-sm text-warning-100">
              {outcome.message}
            </p>
          )}
          <Button type="submit" variant="gradient" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? ACCOUNT_MESSAGES.forgotSending : ACCOUNT_MESSAGES.forgotSubmit}
          </Button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to={paths.admin.login.to()} className="text-brand-300 underline-offset-4 hover:underline">
          {ACCOUNT_MESSAGES.backToLogin}
        </Link>
      </p>
    </AccountCard>
  )
}
