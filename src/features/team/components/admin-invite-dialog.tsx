import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { MEMBER_ROLES } from '@/hooks/use-admin-role'
import { errorMessage } from '@/lib/errors'
import { useInviteMember } from '../api/admin-team-queries'
import { EMPTY_INVITE, inviteFormSchema, type InviteFormValues } from '../model/invite-form'
import { TEAM_MESSAGES } from '../model/team-admin-messages'
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../model/team-roles'
import { AdminLinkChecklist, type LinkOption } from './admin-link-checklist'

/**
 * Invite a member: their address, name and role (and, for sales, the salesperson links they
 * speak for). Supabase Auth emails them a link that sets their password. A refusal (an address
 * already in the team, a malformed one) is shown in the dialog as it comes, and nothing changes.
 */
export function AdminInviteDialog({ links, onClose }: { links: readonly LinkOption[]; onClose: () => void }) {
  const invite = useInviteMember(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<InviteFormValues>({ resolver: zodResolver(inviteFormSchema), defaultValues: EMPTY_INVITE })
  const { errors } = form.formState
  const role = form.watch('role')

  const submit = form.handleSubmit((values) => {
    setRefusal(null)
    return invite.mutateAsync(values).then(
      () => {
        toast.success(TEAM_MESSAGES.invited(values.email.trim()))
        onClose()
      },
      (error: unknown) => setRefusal(errorMessage(error, TEAM_MESSAGES.invite)),
    )
  })

  return (
    <Dialog open onOpenChange={(open) => !open && !invite.isPending && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Invite a team member</DialogTitle>
          <DialogDescription>They receive an email with a link that sets their password.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="invite-email" label="Email" required error={errors.email?.message}>
            {(aria) => <Input {...aria} type="email" autoComplete="off" {...form.register('email')} />}
          </FormField>
          <FormField id="invite-name" label="Name" required error={errors.displayName?.message}>
            {(aria) => <Input {...aria} autoComplete="off" {...form.register('displayName')} />}
          </FormField>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Role</legend>
            {MEMBER_ROLES.map((option) => (
              <label key={option} className="flex items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand-400">
                <input type="radio" value={option} className="mt-1 accent-brand-400" {...form.register('role')} />
                <span>
                  <span className="block text-sm font-medium">{ROLE_LABELS[option]}</span>
                  <span className="block text-xs text-muted-foreground">{ROLE_DESCRIPTIONS[option]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {role === 'sales' && (
            <Controller
              control={form.control}
              name="linkIds"
              render={({ field }) => (
                <AdminLinkChecklist idPrefix="invite-link" legend="Salesperson links they speak for" links={links} value={field.value} onChange={field.onChange} />
              )}
            />
          )}
          {refusal && (
            <p role="alert" className="rounded-md border border-danger-500/30 bg-danger-950/30 px-3 py-2 text-sm text-danger-200">
              {refusal}
            </p>
          )}
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="gradient" disabled={invite.isPending}>
              {invite.isPending ? 'Sending...' : 'Send invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
