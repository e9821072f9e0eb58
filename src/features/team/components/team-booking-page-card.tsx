import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { useSetTeamBookingUrl, useTeamBookingUrl } from '../api/booking-page-queries'
import { BOOKING_PAGE_MESSAGES } from '../model/team-admin-messages'
import { BookingPageForm } from './booking-page-form'

/** The team default booking page, on the Team screen (admins). */
export function TeamBookingPageCard() {
  const saved = useTeamBookingUrl()
  const save = useSetTeamBookingUrl()
  const onSave = (url: string | null) =>
    save.mutateAsync(url).then(() => toast.success(url ? BOOKING_PAGE_MESSAGES.saved : BOOKING_PAGE_MESSAGES.cleared))
  return (
    <Card role="region" aria-labelledby="team-booking-title" aria-busy={saved.isFetching} className="border-line bg-surface-card/60">
      <CardContent className="space-y-3 p-4 sm:p-6">
        <div>
          <h2 id="team-booking-title" className="text-lg font-semibold">
            {BOOKING_PAGE_MESSAGES.teamTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{BOOKING_PAGE_MESSAGES.teamDescription}</p>
        </div>
        {saved.isPending ? (
          <p className="text-sm text-muted-foreground">
            Loading the team booking page...
          </p>
        ) : saved.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-200">
            {saved.error.message}
            <Button variant="outline" size="sm" onClick={() => void saved.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          // Keyed by the saved link, so the field shows what the database holds after a save.
          <BookingPageForm key={saved.data ?? ''} idPrefix="team" saved={saved.data} pending={save.isPending} onSave={onSave} />
        )}
      </CardContent>
    </Card>
  )
}
