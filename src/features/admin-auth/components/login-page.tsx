import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { Lock } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { signInAdmin, useAdminSession } from '../api/admin-session'
import { adminAuthKeys } from '../api/keys'
import { dismissSignedOutNotice, peekSignedOutNotice, type LoginPageState } from '../api/use-end-admin-session'
import { loginSchema, type LoginValues } from '../model/login-schema'
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES } from '../model/admin-auth-messages'

const pageState = (state: unknown): LoginPageState => (typeof state === 'object' && state !== null ? state : {})

/** Where to go after login: the protected page first asked for, else the dashboard. */
function returnPath(state: unknown): string {
  const { from } = pageState(state)
  return typeof from === 'string' && from.startsWith(paths.admin.dashboard.to()) && !from.startsWith(paths.admin.login.to())
    ? from
    : paths.admin.dashboard.to()
}

/** The toast's text: the invalid-credentials line unless a known other reason applies. */
function loginFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : ''
  return message === LOGIN_MESSAGES.notAdmin || message === LOGIN_MESSAGES.checkFailed ? message : LOGIN_MESSAGES.invalid
}

export function LoginPage() {
  useDocumentMeta('Admin Login')
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const session = useAdminSession()
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const { errors, isSubmitting, submitCount } = form.formState
  // Why the back office sent this person here: shown on this visit, until they try again.
  const [signedOutReason] = useState(peekSignedOutNotice)
  useEffect(() => dismissSignedOutNotice(), [])
  const signedOut = submitCount === 0 && signedOutReason === 'access-ended'

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      const signedIn = await signInAdmin(email, password)
      // signInAdmin has just checked the admins table; the protected layout need not ask again.
      queryClient.setQueryData(adminAuthKeys.isAdmin(signedIn.user.id), true)
      toast.success(LOGIN_MESSAGES.signedIn.title, { description: LOGIN_MESSAGES.signedIn.description })
      navigate(returnPath(location.state), { replace: true })
    } catch (error) {
      toast.error(LOGIN_MESSAGES.failedTitle, { description: loginFailure(error) })
    }
  })

  // Already signed in (e.g. a second tab): straight on. Not while a login is under way, whose
  // own outcome decides where to go.
  if (session.status === 'signed-in' && !isSubmitting) return <Navigate to={returnPath(location.state)} replace />

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-surface-page via-indigo-950 to-surface-page p-4">
      <Card className="w-full max-w-md border-line bg-surface-card/80">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-500/10">
            <Lock className="size-6 text-brand-400" aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight">Admin Login</h1>
          <CardDescription>Sign in to manage the website</CardDescription>
        </CardHeader>
        <CardContent>
          {signedOut && (
            <p role="alert" className="mb-4 rounded-md border border-warning-400/40 bg-warning-400/10 px-3 py-2 text-sm text-warning-100">
              {LOGIN_MESSAGES.accessEnded}
            </p>
          )}
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="admin-id">Admin ID</Label>
              <Input
                id="admin-id"
                type="email"
                autoComplete="username"
                aria-invalid={!!errors.email}
                aria-describedby={errors.email ? 'admin-id-error' : undefined}
                {...form.register('email')}
              />
              <FieldError id="admin-id-error">{errors.email?.message}</FieldError>
            </div>
            <div className="space-y-2">
              <div className="flex items-baseline justify-between gap-2">
                <Label htmlFor="admin-password">Password</Label>
                <Link to={paths.admin.forgotPassword.to()} className="text-sm text-brand-300 underline-offset-4 hover:underline">
                  {ACCOUNT_MESSAGES.forgotLink}
                </Link>
              </div>
              <Input
                id="admin-password"
                type="password"
                autoComplete="current-password"
                aria-invalid={!!errors.password}
                aria-describedby={errors.password ? 'admin-password-error' : undefined}
                {...form.register('password')}
              />
              <FieldError id="admin-password-error">{errors.password?.message}</FieldError>
            </div>
            <Button type="submit" variant="gradient" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? 'Logging in...' : 'Login'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  )
}
