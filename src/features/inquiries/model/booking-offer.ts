import { isRecord } from '@/lib/json'
import { bookingUrlRefusal, buildBookingUrl } from '../../../../supabase/functions/_shared/booking-link'
import { LAST_NAME_NOT_PROVIDED } from './inquiry-payload'

/**
 * The booking page offered on the thank-you page: whose it is (null: the team's) and the
 * address the visitor opens, already carrying their name and email and the inquiry's reference
 * and campaign (supabase/functions/_shared/booking-link.ts builds it; nothing else from the
 * form goes in).
 */
export interface BookingOffer {
  hostName: string | null
  url: string
}

/** What the server offered (submit_inquiry's `booking`): a link the rule accepts, or null. */
export interface OfferedBookingPage {
  hostName: string | null
  link: string
}

export function toOfferedBookingPage(booking: unknown): OfferedBookingPage | null {
  if (!isRecord(booking) || typeof booking.url !== 'string' || bookingUrlRefusal(booking.url) !== null) return null
  const hostName = typeof booking.host_name === 'string' && booking.host_name.trim() !== '' ? booking.host_name.trim() : null
  return { hostName, link: booking.url }
}

interface Visitor {
  first_name: string
  last_name: string
  email: string
  attribution?: { last_touch?: { utm_campaign?: string } | null } | null
}

/** The visitor's name as they gave it (the quick form's stand-in last name left out). */
export function visitorName(visitor: Pick<Visitor, 'first_name' | 'last_name'>): string {
  const last = visitor.last_name === LAST_NAME_NOT_PROVIDED ? '' : visitor.last_name
  return [visitor.first_name, last].map((part) => part.trim()).filter(Boolean).join(' ')
}

/** The offer for this inquiry: the offered page with the visitor's prefill and the reference. */
export function bookingOfferFor(page: OfferedBookingPage | null, visitor: Visitor, reference: string): BookingOffer | null {
  if (!page) return null
  const url = buildBookingUrl(page.link, {
    name: visitorName(visitor),
    email: visitor.email.trim(),
    reference,
    campaign: visitor.attribution?.last_touch?.utm_campaign ?? null,
  })
  return url ? { hostName: page.hostName, url } : null
}

/**
 * The offer as the thank-you page reads it from the router state; anything else (a state
 * written by hand, a link the rule refuses) is no offer.
 */
export function readBookingOffer(state: unknown): BookingOffer | null {
  const offer = isRecord(state) ? state.booking : null
  if (!isRecord(offer) || typeof offer.url !== 'string' || bookingUrlRefusal(offer.url) !== null) return null
  const hostName = typeof offer.hostName === 'string' && offer.hostName !== '' ? offer.hostName : null
  return { hostName, url: offer.url }
}
