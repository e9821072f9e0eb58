import type { Inquiry } from '@/content/types'
import { readPhone } from '../../../../supabase/functions/_shared/phone-number'

/**
 * The card's Email and Call buttons: a mail link to the sender, with a subject naming what they
 * asked about, and a phone link only when a phone was given: the international number when it
 * reads as one (the reading the ad platforms get, `readPhone`, with the site's default country),
 * else what was typed (spaces, dashes and brackets dropped, a leading + kept).
 */
export function inquiryContactLinks(inquiry: Pick<Inquiry, 'email' | 'phone' | 'serviceInterest'>, phoneCountry: string | null = null): {
  email: string
  phone: string | null
} {
  const subject = `Re: Your inquiry about ${inquiry.serviceInterest}`
  const email = `mailto:${encodeURIComponent(inquiry.email.trim()).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`
  const read = readPhone(inquiry.phone, phoneCountry)
  const digits = read?.e164 ?? inquiry.phone.trim().replace(/(?!^\+)[^\d]/g, '')
  return { email, phone: /\d/.test(digits) ? `tel:${digits}` : null }
}

/**
 * The phone as the card shows it beside what was typed: the international form (`+1 415 555
 * 0123`) when it reads as a valid number, or that it does not (then it is sent to no ad platform).
 */
export function inquiryPhoneReading(phone: string, phoneCountry: string | null): { international: string } | { invalid: true } | null {
  if (!phone.trim()) return null
  const read = readPhone(phone, phoneCountry)
  return read ? { international: read.international } : { invalid: true }
}
