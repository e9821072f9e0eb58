/**
 * How old a conversion may be when a platform gets it, counted from the status change: Meta
 * refuses a whole request holding an event older than 7 days, GA4 backdates at most 72 hours,
 * LinkedIn drops events older than 90 days. An older one is skipped as too old instead of being
 * sent to fail.
 * GA4 also exports a Measurement Protocol event to Google Ads only when it arrives within 63
 * days of the visitor's last session: later, GA4 would take it and Google Ads never see it, so
 * it is skipped with its own reason.
 */
import type { ApiPlatform, ClaimedDelivery, SkipReason } from './types.ts'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

export const MAX_EVENT_AGE_MS: Record<ApiPlatform, number> = {
  meta: 7 * DAY_MS,
  ga4: 72 * HOUR_MS,
  linkedin: 90 * DAY_MS,
}

/** GA4's export to ad platforms: the request within 63 days of the last session. */
export const GA4_EXPORT_WINDOW_MS = 63 * DAY_MS

export function isTooOld(platform: ApiPlatform, occurredAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(occurredAt) > MAX_EVENT_AGE_MS[platform]
}

/** Why a claimed delivery is not sent now because of its age, or null when it may go. */
export function ageSkipReason(row: Pick<ClaimedDelivery, 'platform' | 'occurred_at' | 'last_visit_at'>, now: Date): SkipReason | null {
  if (isTooOld(row.platform, row.occurred_at, now)) return 'too_old'
  if (row.platform === 'ga4' && row.last_visit_at && now.getTime() - Date.parse(row.last_visit_at) > GA4_EXPORT_WINDOW_MS) {
    return 'ga4_export_window'
  }
  return null
}
