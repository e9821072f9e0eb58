import { env } from '@/config/env'

export interface TrackerIds {
  adsConversionId?: string
  gtmId?: string
}

/** The ids this build was configured with (VITE_ADS_CONVERSION_ID, VITE_GTM_ID). */
export const trackerIds: TrackerIds = {
  adsConversionId: env.VITE_ADS_CONVERSION_ID,
  gtmId: env.VITE_GTM_ID,
}

/**
 * Whether any tracker is configured. Without one nothing is loaded, nothing leaves the site,
 * and there is nothing to consent to: no banner, no "Cookie settings", no consent on inquiries.
 */
export function hasTracker(ids: TrackerIds): boolean {
  return Boolean(ids.adsConversionId || ids.gtmId)
}
