import { consentSignals, hasGlobalPrivacyControl, readConsentChoice, recipientAllowed, type ConsentChoice, type RecipientAnswers } from './consent-choice'
import { RECIPIENT_IDS } from './recipients'
import { hasRecipients } from './tracker-ids'

/**
 * The consent an inquiry carries (payload.consent): what the visitor had granted when they
 * sent it, per Consent Mode type and per recipient the banner named, whether their browser sent
 * Global Privacy Control, the banner's version and the time of the decision. The server stores
 * it with the lead; what may later be sent to each platform about the lead follows it.
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
  /** Each recipient the banner named: allowed (Global Privacy Control applied) or not. */
  recipients: RecipientAnswers
}

/** The payload for a choice, with Global Privacy Control as the browser sends it now. */
export function toConsentPayload(choice: ConsentChoice, gpc: boolean = hasGlobalPrivacyControl()): ConsentPayload {
  const recipients: RecipientAnswers = {}
  for (const recipient of RECIPIENT_IDS) {
    if (recipient in choice.recipients) recipients[recipient] = recipientAllowed(choice, recipient, gpc)
  }
  return { version: choice.version, decided_at: choice.decidedAt, ...consentSignals(choice, gpc), gpc, recipients }
}

/**
 * The consent to send with an inquiry now: none when no recipient is in use (nothing was
 * asked) or the visitor has not chosen yet, which the server stores as "not given".
 */
export function currentConsentPayload(): ConsentPayload | undefined {
  if (!hasRecipients()) return undefined
  const choice = readConsentChoice()
  return choice ? toConsentPayload(choice) : undefined
}
