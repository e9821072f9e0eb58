import type { Inquiry } from '@/content/types'
import { consentSummary } from '../model/inquiry-consent'
import { formatStamp, InquiryDetail } from './inquiry-detail'

/**
 * The consent the visitor had given when they sent the inquiry: advertising, analytics and
 * Global Privacy Control, with when they chose. What may be sent to ad platforms follows it.
 */
export function AdminInquiryConsent({ inquiry }: { inquiry: Pick<Inquiry, 'consent'> }) {
  const summary = consentSummary(inquiry)
  return (
    <section aria-label="Consent" className="rounded-md border border-line p-4">
      <h4 className="mb-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">Consent</h4>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4 sm:gap-4">
        <InquiryDetail label="Consent: advertising" value={summary.advertising} />
        <InquiryDetail label="Consent: analytics" value={summary.analytics} />
        <InquiryDetail label="Consent: GPC" value={summary.gpc} />
        <InquiryDetail label="Consent: given" value={summary.decidedAt && formatStamp(summary.decidedAt, 'PPp', '')} empty="—" />
      </dl>
    </section>
  )
}
