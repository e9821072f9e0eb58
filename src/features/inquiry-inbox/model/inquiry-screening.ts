import type { InquiryScreening } from '@/content/types'
import type { CustomerInquiryRow } from '@/lib/database-rows'
import type { ScreeningFilter } from './inquiry-filters'

/** The screening filter's choices, the inbox first (the default). */
export const SCREENING_FILTER_LABELS: Record<ScreeningFilter, string> = {
  clear: 'Inbox',
  held: 'Held for review',
  spam: 'Spam',
  all: 'All inquiries',
}

/** The badge of a held or spam inquiry; the inbox's need none. */
export const SCREENING_BADGES: Record<Exclude<InquiryScreening, 'clear'>, { text: string; className: string }> = {
  held: { text: 'HELD FOR REVIEW', className: 'border-warning-400/50 bg-warning-500/15 text-warning-100' },
  spam: { text: 'SPAM', className: 'border-danger-400/50 bg-danger-500/15 text-danger-200' },
}

/** Why an inquiry was held or marked as spam, in the admin's words: one text per reason the database records. */
export const SCREENING_REASON_TEXTS: Record<NonNullable<CustomerInquiryRow['screening_reason']>, string> = {
  client_rate: 'Many inquiries came from the same network within a few minutes.',
  email_rate: 'Many inquiries named this email address within a few minutes.',
  overall_rate: 'Many inquiries arrived at once from everywhere.',
  honeypot: 'A field people never see was filled in, as bots do.',
  too_fast: 'It was sent sooner after the form appeared than a person can type.',
  admin: 'An admin moved it here.',
}

export function screeningReasonText(reason: string | null): string | null {
  return reason ? ((SCREENING_REASON_TEXTS as Record<string, string>)[reason] ?? null) : null
}

/** What the card offers for each state: approve into the inbox, hold, or mark as spam. */
export const SCREENING_ACTIONS: Record<InquiryScreening, ReadonlyArray<{ to: InquiryScreening; label: string; done: string }>> = {
  clear: [{ to: 'spam', label: 'Mark as spam', done: 'Marked as spam' }],
  held: [
    { to: 'clear', label: 'Approve', done: 'Moved to the inbox' },
    { to: 'spam', label: 'Mark as spam', done: 'Marked as spam' },
  ],
  spam: [{ to: 'clear', label: 'Not spam', done: 'Moved to the inbox' }],
}
