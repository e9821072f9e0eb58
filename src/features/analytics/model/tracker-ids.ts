import { env } from '@/config/env'
import type { TrackerIds } from './trackers'

/** The ids this build was configured with (VITE_ADS_CONVERSION_ID, VITE_GTM_ID). */
export const trackerIds: TrackerIds = {
  adsConversionId: env.VITE_ADS_CONVERSION_ID,
  gtmId: env.VITE_GTM_ID,
}

/** Whether any tracker is configured: without one, nothing is loaded and nothing leaves the site. */
export function hasTracker(ids: TrackerIds): boolean {
  return Boolean(ids.adsConversionId || ids.gtmId)
}
