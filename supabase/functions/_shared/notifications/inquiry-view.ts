/**
 * An inquiry's notification payload (private.inquiry_notification_payload) turned into what
 * the notifications show. Only named fields are read: who, what, the message, and where the
 * lead came from (source, medium, campaign, landing page, salesperson). Whatever else a payload
 * holds (a notification queued before the payload was narrowed, a column added later: the user
 * agent, the analytics client id, ad click ids, consent flags) reaches no receiver.
 */

export interface AttributionItem {
  key: string
  label: string
  value: string
}

export interface InquiryView {
  id: string
  name: string
  firstName: string
  lastName: string
  email: string
  phone: string
  company: string
  service: string
  budget: string
  timeline: string
  message: string
  sourcePage: string
  sourcePageLabel: string
  status: string
  createdAt: string
  /** 'held' when the inquiry was stored held for review; null when clear or unknown. */
  screening: string | null
  attribution: AttributionItem[]
  /** The inquiry in the back office, when the site's address is known. */
  url: string | null
}

const SOURCE_PAGE_LABELS: Record<string, string> = {
  contact: 'Contact page',
  'home-detailed': 'Home page, detailed form',
  'home-simple': 'Home page, quick form',
}

/** Where the lead came from and whose it is, in this order: the payload's key and its label. */
export const ATTRIBUTION_FIELDS: ReadonlyArray<{ key: string; label: string }> = [
  { key: 'source', label: 'Source' },
  { key: 'medium', label: 'Medium' },
  { key: 'campaign', label: 'Campaign' },
  { key: 'landing_page', label: 'Landing page' },
  { key: 'salesperson', label: 'Salesperson' },
  { key: 'owner', label: 'Owner' },
]

/**
 * Every value but the message is shown on one line: line breaks, control characters and
 * Unicode line separators become one space, so a visitor's name or a campaign parameter can
 * never start a line of its own in a notification (the database refuses them in names too).
 */
function text(value: unknown): string {
  if (value === null || value === undefined) return ''
  const raw = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value)
  return raw.replace(/[\s\p{Cc}\u2028\u2029]+/gu, ' ').trim()
}

/** The message keeps its line breaks (as \n); every other control character becomes a space. */
function multilineText(value: unknown): string {
  if (typeof value !== 'string') return text(value)
  return value
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/(?!\n)\p{Cc}/gu, ' ')
    .trim()
}

/** The attribution fields the payload has a value for, in ATTRIBUTION_FIELDS order. */
export function attributionOf(row: Record<string, unknown>): AttributionItem[] {
  return ATTRIBUTION_FIELDS.flatMap(({ key, label }) => {
    const shown = text(row[key]).slice(0, 500)
    return shown ? [{ key, label, value: shown }] : []
  })
}

/** The back office's inquiry list, searched for this inquiry's email address. */
export function backOfficeUrl(siteUrl: string | null, email: string): string | null {
  if (!siteUrl) return null
  const base = siteUrl.replace(/\/+$/, '')
  return `${base}/admin/customer-inquiries?search=${encodeURIComponent(email)}`
}

export function toInquiryView(row: Record<string, unknown>, siteUrl: string | null): InquiryView {
  const firstName = text(row.first_name)
  const lastName = text(row.last_name)
  const email = text(row.email)
  const sourcePage = text(row.source_page)
  const screening = text(row.screening)
  return {
    id: text(row.id),
    name: `${firstName} ${lastName}`.trim() || email,
    firstName,
    lastName,
    email,
    phone: text(row.phone),
    company: text(row.company),
    service: text(row.service_interest),
    budget: text(row.budget_range),
    timeline: text(row.project_timeline),
    message: multilineText(row.message),
    sourcePage,
    sourcePageLabel: SOURCE_PAGE_LABELS[sourcePage] ?? sourcePage,
    status: text(row.status),
    createdAt: text(row.created_at),
    screening: screening && screening !== 'clear' ? screening : null,
    attribution: attributionOf(row),
    url: backOfficeUrl(siteUrl, email),
  }
}
