import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { errorMessage } from '@/lib/errors'
import { useSetMemberLinks } from '../api/admin-team-queries'
import type { TeamMember } from '../api/admin-team'
import { TEAM_MESSAGES } from '../model/team-admin-messages'
import { AdminLinkChecklist, type LinkOption } from './admin-link-checklist'

/** The salesperson links a sales member speaks for; a refusal is shown here and nothing changes. */
export function AdminMemberLinksDialog({ member, links, onClose }: { member: TeamMember; links: readonly LinkOption[]; onClose: () => void }) {
  const [linkIds, setLinkIds] = useState<string[]>(member.linkIds)
  const [refusal, setRefusal] = useState<string | null>(null)
  const save = useSetMemberLinks(false)
  const name = member.displayName || member.email
  const submit = () => {
    setRefusal(null)
    save.mutate(
      { userId: member.userId, linkIds },
      {
        onSuccess: () => {
          toast.success(TEAM_MESSAGES.linksSaved)
          onClose()
        },
        onError: (error) => setRefusal(errorMessage(error, TEAM_MESSAGES.changeLinks)),
      },
    )
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Salesperson links of {name}</DialogTitle>
          <DialogDescription>Leads that arrive through these links are theirs.</DialogDescription>
        </DialogHeader>
        <AdminLinkChecklist idPrefix={`member-links-${member.userId}`} legend="Links" links={links} value={linkIds} onChange={setLinkIds} disabled={save.isPending} />
        {refusal && (
          <p role="alert" className="rounded-md border border-danger-500/30 bg-danger-950/30 px-3 py-2 text-sm text-danger-200">
            {refusal}
          </p>
        )}
        <DialogFooter className="gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="button" variant="gradient" onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save links'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
