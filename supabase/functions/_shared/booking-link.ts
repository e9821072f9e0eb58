/**
 * A booking link: a sales member's (or the team's) Cal.com or Calendly page, offered to the
 * visitor after an inquiry. The forms check it here; the database holds the same rule
 * (private.booking_url_refusal, for team_members.booking_url and the team default) and
 * tests/database/booking-link-rule.test.ts keeps the two to one table of cases.
 *
 * The rule, in order: at most 500 characters; printable ASCII only (no spaces); https://; no
 * user name or password; the host is cal.com or one of its subdomains (app.cal.com, a team's
 * own name.cal.com) or calendly.com, with no port; and a page after the host. Plain string
 * rules, no URL parser, so that SQL says exactly the same.
 *
 * buildBookingUrl makes the address the visitor opens: the visitor's name and email prefilled,
 * and the inquiry's reference and campaign carried where each tool hands them back in its
 * webhook (Cal.com: `metadata[...]`, returned as `payload.metadata`; Calendly: `utm_*`,
 * returned as the invitee's `tracking`). Nothing else from the form ever goes in it.
 */
import type { MeetingProvider } from './booking/providers.ts'

export const BOOKING_LINK_MAX_LENGTH = 500

export const BOOKING_LINK_MESSAGES = {
  tooLong: 'A booking link must be at most 500 characters.',
  notPlain: 'A booking link cannot contain spaces or characters outside plain ASCII.',
  notHttps: 'A booking link must start with https://.',
  credentials: 'A booking link cannot contain a user name or password.',
  otherHost: 'A booking link must be a Cal.com page (cal.com, app.cal.com or your-team.cal.com) or a Calendly page (calendly.com).',
  noPage: 'A booking link must name your booking page, for example https://cal.com/your-name/30min.',
} as const

/** The booking tools: the meetings' own list, so the links and the webhook name them alike. */
export type BookingProvider = MeetingProvider

const SCHEME_AND_AUTHORITY = /^https:\/\/([^/?#]*)(.*)$/i
const CAL_COM_HOST = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*cal\.com$/
const CALENDLY_HOST = /^calendly\.com$/

/** The booking tool a host belongs to, or null for any other host. */
function providerOfHost(host: string): BookingProvider | null {
  const lower = host.toLowerCase()
  if (CAL_COM_HOST.test(lower)) return 'cal.com'
  if (CALENDLY_HOST.test(lower)) return 'calendly'
  return null
}

/** Why a booking link may not be saved (the sentence the person reads), or null when it may. */
export function bookingUrlRefusal(url: string): string | null {
  if (url.length > BOOKING_LINK_MAX_LENGTH) return BOOKING_LINK_MESSAGES.tooLong
  if (/[^!-~]/.test(url)) return BOOKING_LINK_MESSAGES.notPlain
  const parts = SCHEME_AND_AUTHORITY.exec(url)
  if (!parts) return BOOKING_LINK_MESSAGES.notHttps
  const [, authority = '', rest = ''] = parts
  if (authority.includes('@')) return BOOKING_LINK_MESSAGES.credentials
  if (!providerOfHost(authority)) return BOOKING_LINK_MESSAGES.otherHost
  if (!/^\/[^?#]/.test(rest)) return BOOKING_LINK_MESSAGES.noPage
  return null
}

/** The booking tool of a link the rule accepts, else null. */
export function bookingProvider(url: string): BookingProvider | null {
  if (bookingUrlRefusal(url) !== null) return null
  return providerOfHost(SCHEME_AND_AUTHORITY.exec(url)?.[1] ?? '')
}

/**
 * Where the inquiry's reference (its id) and campaign travel. The booking webhook reads them
 * back from the same keys: Cal.com returns `metadata[key]` as `payload.metadata.key`; Calendly
 * returns the five UTM parameters as the invitee's `tracking` object.
 */
export const BOOKING_CARRIERS = {
  'cal.com': { reference: 'metadata[inquiry_reference]', campaign: 'metadata[utm_campaign]', referenceKey: 'inquiry_reference' },
  calendly: { reference: 'utm_content', campaign: 'utm_campaign', referenceKey: 'utm_content' },
} as const satisfies Record<BookingProvider, { reference: string; campaign: string; referenceKey: string }>

export interface BookingPrefill {
  /** The visitor's name as they gave it. */
  name: string
  email: string
  /** The inquiry's id, in full. */
  reference: string
  /** The last campaign the visitor came through (utm_campaign), if any. */
  campaign?: string | null
}

/**
 * The booking page's address with the visitor's name and email prefilled (both tools read
 * `name` and `email`) and the reference and campaign in their carriers; the link's own
 * parameters stay. Null when the link breaks the rule.
 */
export function buildBookingUrl(link: string, prefill: BookingPrefill): string | null {
  const provider = bookingProvider(link)
  if (!provider) return null
  const url = new URL(link)
  const carriers = BOOKING_CARRIERS[provider]
  url.searchParams.set('name', prefill.name)
  url.searchParams.set('email', prefill.email)
  url.searchParams.set(carriers.reference, prefill.reference)
  if (prefill.campaign) url.searchParams.set(carriers.campaign, prefill.campaign)
  return url.toString()
}
