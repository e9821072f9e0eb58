import type { ConversionDeliveryPlatform, ConversionSkipReason, ConversionStage } from './conversion-enums'

export const PLATFORM_LABELS: Record<ConversionDeliveryPlatform, string> = {
  google_ads: 'Google Ads',
  meta: 'Meta',
  ga4: 'GA4',
  linkedin: 'LinkedIn',
}

export const STAGE_LABELS: Record<ConversionStage, string> = {
  qualified: 'Qualified lead',
  won: 'Won',
}

/** What the ledger says of a skipped delivery. */
export const SKIP_REASON_LABELS: Record<ConversionSkipReason, string> = {
  no_consent: 'skipped: no consent',
  consent_withdrawn: 'skipped: consent withdrawn',
  no_click_id: 'skipped: no click id',
  no_client_id: 'skipped: no client id',
  too_old: 'skipped: older than the window',
  trashed: 'skipped: inquiry trashed',
  ga4_export_window: 'skipped: over 63 days after the last visit',
}
