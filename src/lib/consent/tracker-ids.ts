import { env } from '@/config/env'
import { publishedRecipients, recipientsInUse, type RecipientId } from './recipients'

export interface TrackerIds {
  adsConversionId?: string
  gtmId?: string
  /** The tag manager's container holds analytics tags only (VITE_GTM_ANALYTICS_ONLY=true). */
  gtmAnalyticsOnly?: boolean
}

/** The ids this build was configured with (VITE_ADS_CONVERSION_ID, VITE_GTM_ID, VITE_GTM_ANALYTICS_ONLY). */
export const trackerIds: TrackerIds = {
  adsConversionId: env.VITE_ADS_CONVERSION_ID,
  gtmId: env.VITE_GTM_ID,
  gtmAnalyticsOnly: env.VITE_GTM_ANALYTICS_ONLY === 'true',
}

/** Whether any tag is configured: without one, no tag code is downloaded or loaded. */
export function hasTracker(ids: TrackerIds): boolean {
  return Boolean(ids.adsConversionId || ids.gtmId)
}

/** The recipients this site names and asks about: its tags' and the published destinations. */
export function siteRecipients(): RecipientId[] {
  return recipientsInUse(trackerIds, publishedRecipients())
}

/**
 * Whether there is anything to consent to. Without a recipient nothing is loaded, nothing leaves
 * the site, and nothing is stored on the device: no banner, no "Cookie settings", no consent on
 * inquiries.
 */
export function hasRecipients(): boolean {
  return siteRecipients().length > 0
}
