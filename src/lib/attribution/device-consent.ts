import { hasGlobalPrivacyControl, recipientAllowed, type ConsentChoice } from '@/lib/consent/consent-choice'
import { deleteCookies, GOOGLE_ADS_COOKIE, GOOGLE_ANALYTICS_COOKIE } from '@/lib/consent/tag-cookies'
import { applyConsentToAttribution } from './attribution-store'
import { LANDING_STORAGE_KEY } from './landing'

/**
 * What the device keeps after a consent decision (null: the choice was forgotten): the
 * attribution record as the choice allows (written, cut down or removed), the tab's kept landing
 * page gone, and the cookies of Google's tags deleted for each recipient not allowed.
 */
export function applyConsentToDevice(choice: ConsentChoice | null, gpc: boolean = hasGlobalPrivacyControl()): void {
  applyConsentToAttribution()
  try {
    window.sessionStorage.removeItem(LANDING_STORAGE_KEY)
  } catch {
    // Storage blocked: nothing was kept there.
  }
  const refused = [
    ...(recipientAllowed(choice, 'google_ads', gpc) ? [] : [GOOGLE_ADS_COOKIE]),
    ...(recipientAllowed(choice, 'ga4', gpc) ? [] : [GOOGLE_ANALYTICS_COOKIE]),
  ]
  if (refused.length > 0) deleteCookies(refused)
}
