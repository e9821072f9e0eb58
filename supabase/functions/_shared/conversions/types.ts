/**
 * The shapes the conversion delivery code works with: one claimed delivery as
 * `claim_conversion_deliveries` returns it (everything one platform needs about one
 * conversion), and the outcome `record_conversion_delivery` stores.
 */

export type ApiPlatform = 'meta' | 'ga4' | 'linkedin'
export type ConversionStage = 'qualified' | 'won'

export interface ConversionConsent {
  ad_user_data: boolean
  ad_personalization: boolean
  analytics_storage: boolean
}

export interface ClaimedDelivery {
  delivery_id: string
  platform: ApiPlatform
  /** Attempts including the one about to be made. */
  attempts: number
  /** The conversion's id: Meta's event_id and LinkedIn's eventId, the same on every attempt. */
  event_id: string
  inquiry_id: string
  stage: ConversionStage
  conversion_name: string
  /** The status change's time (ISO-8601). */
  occurred_at: string
  value: number | null
  currency: string | null
  /**
   * The destination's non-secret settings (meta: dataset_id, test_event_code,
   * qualified_event_name, won_event_name; ga4: measurement_id; linkedin: qualified_rule_id,
   * won_rule_id, api_version, ad_account_id).
   */
  settings: Record<string, unknown>
  secret: string | null
  email: string | null
  phone: string | null
  /** The country a national phone number belongs to (the site's setting); null: none set. */
  phone_default_country: string | null
  first_name: string | null
  last_name: string | null
  company: string | null
  fbclid: string | null
  /** When the fbclid was first seen (ISO-8601): the time of the touch that brought it. */
  fbclid_seen_at: string | null
  li_fat_id: string | null
  ga_client_id: string | null
  client_user_agent: string | null
  /** The path the visitor landed on (last touch, else first). */
  landing_path: string | null
  /** The visitor's last known visit (ISO-8601): the form's submission, or a later touch. */
  last_visit_at?: string | null
  consent: ConversionConsent
}

export type SkipReason = 'too_old' | 'ga4_export_window'

/** What one attempt comes to; `message` is the platform's own words, never raw personal data. */
export type DeliveryOutcome =
  | { outcome: 'accepted' | 'sent' }
  | { outcome: 'rejected'; message: string }
  | { outcome: 'retry'; message: string; retryAfterSeconds?: number }
  | { outcome: 'skipped'; skipReason: SkipReason }
  /** The platform refused our credentials or API version: the destination needs an admin, the row waits. */
  | { outcome: 'attention'; message: string }

/** One HTTP request for a platform, built without sending it. */
export interface PlatformRequest {
  url: string
  init: RequestInit & { method: 'POST' | 'GET'; headers: Record<string, string> }
}

/** The longest message stored with a delivery. */
export const PLATFORM_MESSAGE_MAX = 500
