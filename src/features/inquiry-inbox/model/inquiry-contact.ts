import type { Inquiry } from '@/content/types'

/**
 * The card's Email and Call buttons: a mail link to the sender, with a subject naming what they
 * asked about, and a phone link only when a phone was given (spaces, dashes and brackets
 * dropped, a leading + kept).
 */
export function inquiryContactLinks(inquiry: Pick<Inquiry, 'email' | 'phone' | 'serviceInterest'>): {
  email: string
  phone: string | null
} {
  const subject = `Re: Your inquiry about ${inquiry.serviceInterest}`
  const email = `mailto:${encodeURIComponent(inquiry.email.trim()).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`
  const digits = inquiry.phone.trim().replace(/(?!^\+)[^\d]/g, '')
  return { email, phone: /\d/.test(digits) ? `tel:${digits}` : null }
}
