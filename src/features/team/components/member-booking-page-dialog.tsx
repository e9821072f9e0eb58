import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useSetMemberBookingUrl } from '../api/booking-page-queries'
import type { TeamMember } from '../api/admin-team'
import { BOOKING_PAGE_MESSAGES } from '../model/team-admin-messages'
import { BookingPageForm } from './booking-page-form'

/** An admin sets (or removes) a sales member's booking page; a refusal is shown in the form. */
export function MemberBookingPageDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const save = useSetMemberBookingUrl()
  const name = member.displayName || member.email
  const onSave = (url: string | null) =>
    save.mutateAsync({ userId: member.userId, url }).then(() => {
      toast.success(url ? BOOKING_PAGE_MESSAGES.saved : BOOKING_PAGE_MESSAGES.cleared)
      onClose()
    })
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{BOOKING_PAGE_MESSAGES.memberTitle(name)}</DialogTitle>
          <DialogDescription>{BOOKING_PAGE_MESSAGES.memberDescription}</DialogDescription>
        </DialogHeader>
        <BookingPageForm
          idPrefix={`member-${member.userId}`}
          saved={member.bookingUrl}
          pending={save.isPending}
          onSave={onSave}
          actions={
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  )
}
