import { INQUIRY_SCREENINGS, type Inquiry, type InquiryConsent, type InquiryOwner, type InquiryTouch } from '@/content/types'
import type { CustomerInquiryRow, InquiryListRow } from '@/lib/database-rows'

type TouchPrefix = 'first' | 'last'

/** One touch from its first_* or last_* columns; null when the inquiry recorded none. */
function toTouch(row: CustomerInquiryRow | InquiryListRow, prefix: TouchPrefix): InquiryTouch | null {
  const column = <K extends string>(name: K) => row[`${prefix}_${name}` as keyof typeof row] as string | null
  const touch: InquiryTouch = {
    utmSource: column('utm_source'),
    utmMedium: column('utm_medium'),
    utmCampaign: column('utm_campaign'),
    utmTerm: column('utm_term'),
    utmContent: column('utm_content'),
    gclid: column('gclid'),
    gbraid: column('gbraid'),
    wbraid: column('wbraid'),
    fbclid: column('fbclid'),
    msclkid: column('msclkid'),
    liFatId: column('li_fat_id'),
    referrer: column('referrer'),
    landingPath: column('landing_path'),
    at: column('touch_at'),
  }
  return Object.values(touch).some((value) => value != null) ? touch : null
}

/** The consent_* columns: all set, or all null (not given). */
function toConsent(row: CustomerInquiryRow | InquiryListRow): InquiryConsent | null {
  if (row.consent_version == null || row.consent_decided_at == null) return null
  return {
    version: row.consent_version,
    decidedAt: row.consent_decided_at,
    adStorage: row.consent_ad_storage === true,
    adUserData: row.consent_ad_user_data === true,
    adPersonalization: row.consent_ad_personalization === true,
    analyticsStorage: row.consent_analytics_storage === true,
    gpc: row.consent_gpc === true,
  }
}

/** The one place a customer_inquiries row (or a row of rpc/list_inquiries) becomes an Inquiry. */
export function toInquiry(row: CustomerInquiryRow | InquiryListRow): Inquiry {
  const displayName = 'salesperson_display_name' in row ? row.salesperson_display_name : null
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone ?? '',
    company: row.company ?? '',
    serviceInterest: row.service_interest,
    budgetRange: row.budget_range,
    projectTimeline: row.project_timeline,
    message: row.message,
    sourcePage: row.source_page,
    status: row.status,
    createdAt: row.created_at ?? null,
    deletedAt: row.deleted_at ?? null,
    screening: (INQUIRY_SCREENINGS as readonly string[]).includes(row.screening) ? row.screening : 'clear',
    screeningReason: row.screening_reason ?? null,
    leadSource: row.lead_source ?? '(not recorded)',
    leadMedium: row.lead_medium ?? '(not recorded)',
    firstTouch: toTouch(row, 'first'),
    lastTouch: toTouch(row, 'last'),
    salesperson: row.salesperson_name ? { name: row.salesperson_name, displayName: displayName ?? null } : null,
    consent: toConsent(row),
    // team-ui: the sales member who owns the lead (rpc/list_inquiries names them), and the notes.
    owner: toOwner(row),
    notes: row.notes ?? '',
  }
}

/**
 * team-ui: the lead's owner from owner_id (and, in rpc/list_inquiries' rows, owner_name and
 * owner_active); null when nobody owns it.
 */
function toOwner(row: CustomerInquiryRow | InquiryListRow): InquiryOwner | null {
  const columns = row as { owner_id?: string | null; owner_name?: string | null; owner_active?: boolean | null }
  if (!columns.owner_id) return null
  return { id: columns.owner_id, name: columns.owner_name ?? null, active: columns.owner_active !== false }
}
