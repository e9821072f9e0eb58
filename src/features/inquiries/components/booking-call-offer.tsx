import { CalendarClock, ExternalLink } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button-variants'
import type { BookingOffer } from '../model/booking-offer'
import { BOOKING_OFFER_TEXT } from '../model/inquiry-messages'

/**
 * The thank-you page's offer to book the call now: a plain link to the owner's (or the team's)
 * booking page, opened in a new tab; no script of the booking tool ever loads on our pages.
 * noreferrer: the booking tool learns nothing from us but what the link itself carries.
 */
export function BookingCallOffer({ offer }: { offer: BookingOffer }) {
  const label = offer.hostName ? BOOKING_OFFER_TEXT.withHost(offer.hostName) : BOOKING_OFFER_TEXT.withTeam
  return (
    <section aria-labelledby="book-a-call-title" className="mx-auto mt-10 max-w-2xl rounded-2xl border border-brand-400/40 bg-surface-card/70 p-6 text-center sm:p-8">
      <h2 id="book-a-call-title" className="text-xl font-semibold text-ink">
        {BOOKING_OFFER_TEXT.title}
      </h2>
      <p className="mt-2 text-ink-muted">{BOOKING_OFFER_TEXT.text}</p>
      <a
        href={offer.url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: 'gradient', size: null, className: 'mt-5 min-h-11 max-w-full px-6 py-2 text-base' })}
      >
        <CalendarClock aria-hidden="true" />
        <span className="whitespace-normal">{label}</span>
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">{BOOKING_OFFER_TEXT.newTab}</span>
      </a>
    </section>
  )
}
