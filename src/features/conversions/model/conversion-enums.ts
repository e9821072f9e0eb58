/**
 * The values the conversion tables accept, one list each (the database's CHECK lists; a
 * database test keeps both sides equal).
 */

/** The stages an inquiry's status reaches: contacted → qualified; converted → won (and qualified). */
export const CONVERSION_STAGES = ['qualified', 'won'] as const
export type ConversionStage = (typeof CONVERSION_STAGES)[number]

/** The ad platforms sent to by API, each configured on the Conversions screen. */
export const CONVERSION_DESTINATION_PLATFORMS = ['meta', 'ga4', 'linkedin'] as const
export type ConversionDestinationPlatform = (typeof CONVERSION_DESTINATION_PLATFORMS)[number]

/** Where a conversion goes: Google Ads through the feed, the others by API. */
export const CONVERSION_DELIVERY_PLATFORMS = ['google_ads', ...CONVERSION_DESTINATION_PLATFORMS] as const
export type ConversionDeliveryPlatform = (typeof CONVERSION_DELIVERY_PLATFORMS)[number]

export const CONVERSION_DELIVERY_STATES = ['queued', 'sending', 'retrying', 'sent', 'accepted', 'rejected', 'skipped'] as const
export type ConversionDeliveryState = (typeof CONVERSION_DELIVERY_STATES)[number]

/** Why a conversion was not sent to a platform. */
export const CONVERSION_SKIP_REASONS = [
  'no_consent', 'consent_withdrawn', 'no_click_id', 'no_client_id', 'too_old', 'trashed', 'ga4_export_window',
] as const
export type ConversionSkipReason = (typeof CONVERSION_SKIP_REASONS)[number]

/** How a stage's Google Ads conversion action counts: one or every conversion per click. */
export const CONVERSION_COUNTINGS = ['one', 'every'] as const
export type ConversionCounting = (typeof CONVERSION_COUNTINGS)[number]

/** What became of a deal value changed after a platform took the conversion. */
export const CONVERSION_ADJUSTMENTS = ['pending', 'sent', 'unsupported'] as const
export type ConversionAdjustment = (typeof CONVERSION_ADJUSTMENTS)[number]
