/**
 * An inquiry row (to_jsonb of customer_inquiries, whatever columns it has) turned into what
 * the notifications show. The columns every inquiry has are named; every other column
 * (attribution such as UTM source, campaign, salesperson, landing page) is listed generically
 * under a readable label, so a column added later reaches the receivers without a change here.
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

/** Columns shown by name, and columns that are bookkeeping, not attribution. */
const NAMED_COLUMNS = new Set([
  'id', 'first_name', 'last_name', 'email', 'phone', 'company', 'service_interest', 'budget_range',
  'project_timeline', 'message', 'source_page', 'status', 'created_at', 'deleted_at', 'screening',
])

/** Internal columns (salted hashes, client fingerprints) never leave the database. */
const PRIVATE_COLUMN = /(^|_)(hash|salt|ip)$/

const SOURCE_PAGE_LABELS: Record<string, string> = {
  contact: 'Contact page',
  'home-detailed': 'Home page, detailed form',
  'home-simple': 'Home page, quick form',
}

/** Attribution keys people look for first, in this order; the rest follow alphabetically. */
const FIRST_KEYS = ['source', 'medium', 'campaign', 'salesperson', 'landing']

const LABEL_WORDS: Record<string, string> = {
  utm: '', gclid: 'Google Ads click id', gbraid: 'Google Ads click id (gbraid)', wbraid: 'Google Ads click id (wbraid)',
  fbclid: 'Meta click id', msclkid: 'Microsoft Ads click id', li_fat_id: 'LinkedIn click id', url: 'URL',
}

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

/** `utm_source` -> "Source", `first_touch_utm_campaign` -> "First touch campaign". */
export function attributionLabel(key: string): string {
  if (LABEL_WORDS[key]) return LABEL_WORDS[key]
  const words = key.split(/[_\s.]+/).filter(Boolean).map((word) => LABEL_WORDS[word.toLowerCase()] ?? word.toLowerCase())
  const joined = words.filter(Boolean).join(' ')
  if (!joined) return key
  return joined.charAt(0).toUpperCase() + joined.slice(1)
}

function rank(key: string): number {
  const index = FIRST_KEYS.findIndex((word) => key.includes(word))
  return index === -1 ? FIRST_KEYS.length : index
}

/** Every extra column with a value, nested objects flattened one level ("first_touch.utm_source"). */
export function attributionOf(row: Record<string, unknown>): AttributionItem[] {
  const items: AttributionItem[] = []
  const add = (key: string, value: unknown) => {
    if (PRIVATE_COLUMN.test(key)) return
    const shown = text(value)
    if (shown) items.push({ key, label: attributionLabel(key), value: shown.slice(0, 500) })
  }
  for (const [key, value] of Object.entries(row)) {
    if (NAMED_COLUMNS.has(key)) continue
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) add(`${key}_${inner}`, innerValue)
    } else {
      add(key, value)
    }
  }
  // Within a rank, the plain key before its variants (utm_source before first_touch_utm_source).
  const words = (key: string) => key.split('_').length
  return items.sort((a, b) => rank(a.key) - rank(b.key) || words(a.key) - words(b.key) || a.key.localeCompare(b.key))
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
