import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { EMAIL_LINK_AT_LOAD, type EmailLinkState } from '../api/account'
import { useAdminSession } from '../api/admin-session'
import { ACCOUNT_MESSAGES } from '../model/admin-auth-messages'
import { AccountCard } from './account-card'
import { NewPasswordForm } from './new-password-form'

/**
 * Where an invite or recovery email's link lands: Supabase Auth has verified the link and put
 * the session in the address (supabase-js stores it), so the person is signed in and chooses a
 * password, then goes on to the back office. A used or expired link, or no session, says so
 * and offers a new link.
 */
export function SetPasswordPage({ link = EMAIL_LINK_AT_LOAD }: { link?: EmailLinkState }) {
  const title = link.type === 'invite' ? ACCOUNT_MESSAGES.inviteTitle : ACCOUNT_MESSAGES.recoveryTitle
  useDocumentMeta(title)
  const session = useAdminSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  if (session.status === 'loading') {
    return (
      <AccountCard title={title}>
        <p role="status" className="text-center text-sm text-muted-foreground">{ACCOUNT_MESSAGES.checkingLink}</p>
      </AccountCard>
    )
  }

  if (session.status === 'signed-out' || link.error) {
    return (
      <AccountCard title={title}>
        <p role="alert" className="rounded-md border border-warning-400/40 bg-warning-400/10 px-3 py-2 text-sm text-warning-100">
          {ACCOUNT_MESSAGES.linkInvalid}
        </p>
        <div className="mt-4 flex flex-col gap-2">
          <Button asChild variant="gradient">
            <Link to={paths.admin.forgotPassword.to()}>{ACCOUNT_MESSAGES.askNewLink}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.admin.login.to()}>{ACCOUNT_MESSAGES.backToLogin}</Link>
          </Button>
        </div>
      </AccountCard>
    )
  }

  const onSaved = () => {
    toast.success(ACCOUNT_MESSAGES.passwordSaved)
    // The back office asks afresh who this is (a new member's access was never checked here).
    void queryClient.invalidateQueries()
    navigate(paths.admin.dashboard.to(), { replace: true })
  }

  return (
    <AccountCard title={title} description={ACCOUNT_MESSAGES.setDescription}>
      <p className="mb-4 text-center text-sm text-muted-foreground">{session.session.user.email}</p>
      <NewPasswordForm idPrefix="set" submitLabel={ACCOUNT_MESSAGES.setSubmit} onSaved={onSaved} />
    </AccountCard>
  )
}
