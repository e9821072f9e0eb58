import type { Inquiry } from '@/content/types'
import { adClicks, firstVisitDiffers, referrerHost, salespersonLabel } from '../model/inquiry-attribution'
import { formatStamp, InquiryDetail } from './inquiry-detail'

const Item = ({ label, children }: { label: string; children: string | null | undefined }) => (
  <InquiryDetail label={label} value={children} empty="—" />
)

/**
 * Where the lead came from: source, medium and campaign of the visitor's last campaign, ad or
 * referral visit, the salesperson, the landing page, any ad click, and the first visit when it
 * was another.
 */
export function AdminInquiryAttribution({ inquiry }: { inquiry: Inquiry }) {
  const last = inquiry.lastTouch
  const first = inquiry.firstTouch
  const clicks = adClicks(last)
  const from = referrerHost(last?.referrer ?? null)
  const firstVisit = first && firstVisitDiffers(inquiry)
    ? [first.landingPath, referrerHost(first.referrer) && `from ${referrerHost(first.referrer)}`, formatStamp(first.at, 'MMM d, yyyy', '')]
        .filter(Boolean)
        .join(', ')
    : null

  return (
    <section aria-label="Lead source" className="rounded-md border border-line p-4">
      <h4 className="mb-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">Lead source</h4>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 sm:gap-4">
        <Item label="Source">{inquiry.leadSource}</Item>
        <Item label="Medium">{inquiry.leadMedium}</Item>
        <Item label="Campaign">{last?.utmCampaign}</Item>
        <Item label="Salesperson">{salespersonLabel(inquiry.salesperson)}</Item>
        <Item label="Landing page">{last?.landingPath}</Item>
        <Item label="Referrer">{from}</Item>
        {clicks.length > 0 && <Item label="Ad click">{clicks.join(', ')}</Item>}
        {(last?.utmTerm || last?.utmContent) && (
          <Item label="Term / content">{[last?.utmTerm, last?.utmContent].filter(Boolean).join(' / ')}</Item>
        )}
        {firstVisit && <Item label="First visit">{firstVisit}</Item>}
      </dl>
    </section>
  )
}
