import { zodResolver } from '@hookform/resolvers/zod'
import { Lock } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { signInAdmin, LOGIN_MESSAGES } from '../api/admin-session'
import { loginSchema, type LoginValues } from '../model/login-schema'

/** Where to go after login: the protected page first asked for, else the dashboard. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/admin') && !from.startsWith(paths.admin.login.to())
    ? from
    : paths.admin.dashboard.to()
}

export function LoginPage() {
  useDocumentMeta('Admin Login')
  const navigate = useNavigate()
  const location = useLocation()
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      await signInAdmin(email, password)
      toast.success('Login successful', { description: 'Welcome to the admin panel.' })
      navigate(returnPath(location.state), { replace: true })
    } catch (error) {
      const description = error instanceof Error && error.message === LOGIN_MESSAGES.notAdmin ? LOGIN_MESSAGES.notAdmin : LOGIN_MESSAGES.invalid
      toast.error('Login failed', { description })
    }
  })

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-950 via-indigo-950 to-slate-950 p-4">
      <Card className="w-full max-w-md border-white/10 bg-slate-900/80">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-cyan-500/10">
            <Lock className="size-6 text-cyan-400" aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight">Admin Login</h1>
          <CardDescription>Sign in to manage the website</CardDescription>
        </CardHeader>
        <CardContent>
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
              <Label htmlFor="admin-password">Password</Label>
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
