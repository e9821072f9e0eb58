/**
 * Inquiries for the conversion suites, stored behind the API's back with exactly the consent
 * and click ids a case needs, and the rows the conversion trigger wrote for them.
 */
import type { Database } from '@/lib/database.types'

import type { Queryable } from '../../supabase/local/db/database'

export interface FixtureInquiry {
  /**
   * The visitor's advertising consent (ad_user_data); null: none recorded. Unless `recipients`
   * says otherwise, every recipient (Google Ads, Meta, LinkedIn, GA4) gets the same answer.
   */
  adUserData?: boolean | null
  /** The consent per recipient, where it differs from `adUserData`. */
  recipients?: Partial<Record<'google_ads' | 'meta' | 'linkedin' | 'ga4', boolean>>
  lastGclid?: string | null
  lastGbraid?: string | null
  lastWbraid?: string | null
  firstGclid?: string | null
  lastUtmSource?: string | null
  lastUtmMedium?: string | null
  lastUtmCampaign?: string | null
  firstUtmCampaign?: string | null
  salesperson?: string | null
  screening?: 'clear' | 'held' | 'spam'
  createdAt?: string
  deletedAt?: string | null
  email?: string
  firstName?: string
}

/** Stores an inquiry (status new) and answers its id. */
export async function insertInquiry(db: Queryable, inquiry: FixtureInquiry = {}): Promise<string> {
  const consent = inquiry.adUserData ?? null
  const touched = [inquiry.lastGclid, inquiry.lastGbraid, inquiry.lastWbraid, inquiry.lastUtmSource, inquiry.lastUtmCampaign]
    .some((value) => value != null)
  const { rows } = await db.query<{ id: string }>(
    `insert into public.customer_inquiries (
       first_name, last_name, email, service_interest, budget_range, project_timeline, message, source_page,
       screening, created_at, deleted_at, salesperson_name,
       last_gclid, last_gbraid, last_wbraid, last_utm_source, last_utm_medium, last_utm_campaign, last_touch_at,
       first_gclid, first_utm_campaign, first_touch_at,
       consent_version, consent_decided_at, consent_ad_storage, consent_ad_user_data, consent_ad_personalization,
       consent_analytics_storage, consent_gpc)
     values ($1, 'Lead', $2, 'SaaS Solutions', '$5,000 - $15,000', '1-2 months', 'A message long enough.', 'contact',
       $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, case when $13 then $4::timestamptz end,
       $14, $15, case when $14::text is not null or $15::text is not null then $4::timestamptz end,
       case when $16::boolean is not null then '2026-11' end, case when $16::boolean is not null then $4::timestamptz end,
       $16, $16, $16, $16, case when $16::boolean is not null then false end)
     returning id`,
    [
      inquiry.firstName ?? 'Conversion',
      inquiry.email ?? `lead-${Math.random().toString(36).slice(2, 10)}@example.com`,
      inquiry.screening ?? 'clear',
      inquiry.createdAt ?? new Date().toISOString(),
      inquiry.deletedAt ?? null,
      inquiry.salesperson ?? null,
      inquiry.lastGclid ?? null,
      inquiry.lastGbraid ?? null,
      inquiry.lastWbraid ?? null,
      inquiry.lastUtmSource ?? null,
      inquiry.lastUtmMedium ?? null,
      inquiry.lastUtmCampaign ?? null,
      touched,
      inquiry.firstGclid ?? null,
      inquiry.firstUtmCampaign ?? null,
      consent,
    ],
  )
  const id = rows[0]!.id
  if (consent !== null || inquiry.recipients) {
    const answers = { google_ads: consent, meta: consent, linkedin: consent, ga4: consent, ...inquiry.recipients }
    for (const [recipient, granted] of Object.entries(answers)) {
      if (granted === null || granted === undefined) continue
      await db.query(
        'insert into public.inquiry_recipient_consents (inquiry_id, recipient, granted, decided_at) values ($1, $2, $3, $4)',
        [id, recipient, granted, inquiry.createdAt ?? new Date().toISOString()],
      )
    }
  }
  return id
}

export type ConversionRow = Database['public']['Tables']['conversions']['Row']
export type DeliveryRow = Database['public']['Tables']['conversion_deliveries']['Row']

export async function conversionsOf(db: Queryable, inquiryId: string): Promise<ConversionRow[]> {
  const { rows } = await db.query<ConversionRow>(
    'select * from public.conversions where inquiry_id = $1 order by stage', [inquiryId],
  )
  return rows
}

/** The ledger of an inquiry: stage, platform, state and skip reason, in a stable order. */
export async function ledgerOf(db: Queryable, inquiryId: string): Promise<Array<[string, string, string, string | null]>> {
  const { rows } = await db.query<{ stage: string; platform: string; state: string; skip_reason: string | null }>(
    `select c.stage, d.platform, d.state, d.skip_reason
       from public.conversion_deliveries d join public.conversions c on c.id = d.conversion_id
      where c.inquiry_id = $1 order by c.stage, d.platform`, [inquiryId],
  )
  return rows.map((row) => [row.stage, row.platform, row.state, row.skip_reason])
}
