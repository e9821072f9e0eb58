import { consentSignals, hasGlobalPrivacyControl, readConsentChoice, type ConsentChoice } from './consent-choice'
import { hasTracker, trackerIds } from './tracker-ids'

/**
 * The consent an inquiry carries (payload.consent): what the visitor had granted when they
 * sent it, whether their browser sent Global Privacy Control, the banner's version and the
 * time of the decision. The server stores it with the lead; what may later be sent to ad
 * platforms about the lead is decided from it.
 */
export interface ConsentPayload {
  version: string
  /** ISO-8601 time of the decision. */
  decided_at: string
  ad_storage: boolean
  ad_user_data: boolean
  ad_personalization: boolean
  analytics_storage: boolean
  gpc: boolean
}

/** The payload for a choice, with Global Privacy Control as the browser sends it now. */
export function toConsentPayload(choice: ConsentChoice, gpc: boolean = hasGlobalPrivacyControl()): ConsentPayload {
  return { version: choice.version, decided_at: choice.decidedAt, ...consentSignals(choice, gpc), gpc }
}

/**
 * The consent to send with an inquiry now: none when no tracker is configured (nothing was
 * asked) or the visitor has not chosen yet, which the server stores as "not given".
 */
export function currentConsentPayload(): ConsentPayload | undefined {
  if (!hasTracker(trackerIds)) return undefined
  const choice = readConsentChoice()
  return choice ? toConsentPayload(choice) : undefined
}
