import { CalendarClock } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { useSetMyBookingUrl } from '../api/booking-page-queries'
import { BOOKING_PAGE_MESSAGES } from '../model/team-admin-messages'
import { BookingPageForm } from './booking-page-form'

/**
 * "My booking page" in the account menu (sales members): their own Cal.com or Calendly link.
 * `saved` comes from their membership; `onSaved` refreshes it.
 */
export function MyBookingPageDialog({ saved, onSaved }: { saved: string | null; onSaved: () => void }) {
  const [open, setOpen] = useState(false)
  const save = useSetMyBookingUrl(onSaved)
  const onSave = (url: string | null) =>
    save.mutateAsync(url).then(() => {
      toast.success(url ? BOOKING_PAGE_MESSAGES.saved : BOOKING_PAGE_MESSAGES.cleared)
      setOpen(false)
    })
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="w-full justify-start">
          <CalendarClock aria-hidden="true" />
          {BOOKING_PAGE_MESSAGES.myTitle}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{BOOKING_PAGE_MESSAGES.myTitle}</DialogTitle>
          <DialogDescription>{BOOKING_PAGE_MESSAGES.myDescription}</DialogDescription>
        </DialogHeader>
        {/* Unmounted when closed, so the field shows the saved page each time. */}
        {open && (
          <BookingPageForm
            idPrefix="my"
            saved={saved}
            pending={save.isPending}
            onSave={onSave}
            actions={
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  Cancel
                </Button>
              </DialogClose>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
