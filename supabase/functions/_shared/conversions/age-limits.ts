/**
 * How old a conversion may be when a platform gets it, counted from the status change: Meta
 * refuses a whole request holding an event older than 7 days, GA4 backdates at most 72 hours,
 * LinkedIn drops events older than 90 days. An older one is skipped as too old instead of being
 * sent to fail.
 */
import type { ApiPlatform } from './types.ts'

const HOUR_MS = 60 * 60 * 1000

export const MAX_EVENT_AGE_MS: Record<ApiPlatform, number> = {
  meta: 7 * 24 * HOUR_MS,
  ga4: 72 * HOUR_MS,
  linkedin: 90 * 24 * HOUR_MS,
}

export function isTooOld(platform: ApiPlatform, occurredAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(occurredAt) > MAX_EVENT_AGE_MS[platform]
}
