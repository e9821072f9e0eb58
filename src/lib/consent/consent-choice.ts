import { announceConsentDecided } from './consent-events'
import { CONSENT_STORAGE_KEY } from './consent-key'
import { RECIPIENT_PURPOSE, type Purpose, type RecipientId } from './recipients'
import { siteRecipients } from './tracker-ids'

/**
 * The visitor's consent, kept first-party in their browser (localStorage) until they change it,
 * forget it, or the recipients the site names change. The one thing stored without asking:
 * the law allows keeping the answer to the question. Runs on every public page, so it stays
 * tiny; loaded only when a recipient is in use. Read only in effects: prerendered pages hydrate
 * unchanged.
 */
export { CONSENT_STORAGE_KEY }

/**
 * The banner's version. Raising it (new purposes, a changed text) discards every stored choice,
 * so every visitor is asked again; so does any change of the recipients in use (see
 * consentVersion): a recipient added later was never agreed to.
 */
export const CONSENT_VERSION = '2'

/** The version of a choice made while these recipients were named: `2:ga4+google_ads+meta`. */
export function consentVersion(recipients: readonly RecipientId[]): string {
  return `${CONSENT_VERSION}:${[...recipients].sort().join('+')}`
}

/** One decision per recipient the banner named (true: allowed). */
export type RecipientAnswers = Partial<Record<RecipientId, boolean>>

export interface ConsentChoice {
  version: string
  /** ISO-8601 time of the decision. */
  decidedAt: string
  recipients: RecipientAnswers
}

/** Google's Consent Mode v2 types, granted (true) or denied (false). */
export interface ConsentSignals {
  ad_storage: boolean
  ad_user_data: boolean
  ad_personalization: boolean
  analytics_storage: boolean
}

/** Nothing granted: the state of every page before a choice, and of a refusal. */
export const DENIED_SIGNALS: ConsentSignals = {
  ad_storage: false,
  ad_user_data: false,
  ad_personalization: false,
  analytics_storage: false,
}

/** Whether the browser sends Global Privacy Control (a standing refusal of sale and sharing). */
export function hasGlobalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true
}

/**
 * Whether a recipient is allowed under a choice. Global Privacy Control refuses every
 * advertising recipient whatever was chosen; it says nothing about analytics.
 */
export function recipientAllowed(choice: ConsentChoice | null, recipient: RecipientId, gpc: boolean): boolean {
  if (!choice || choice.recipients[recipient] !== true) return false
  return !(gpc && RECIPIENT_PURPOSE[recipient] === 'advertising')
}

/** Whether any recipient of a purpose is allowed under a choice. */
export function purposeAllowed(choice: ConsentChoice | null, purpose: Purpose, gpc: boolean): boolean {
  return Object.keys(choice?.recipients ?? {}).some(
    (recipient) => RECIPIENT_PURPOSE[recipient as RecipientId] === purpose && recipientAllowed(choice, recipient as RecipientId, gpc),
  )
}

/** What Google's tags may do under a choice: Google Ads for advertising, Google Analytics for analytics. */
export function consentSignals(choice: ConsentChoice | null, gpc: boolean): ConsentSignals {
  const advertising = recipientAllowed(choice, 'google_ads', gpc)
  return {
    ad_storage: advertising,
    ad_user_data: advertising,
    ad_personalization: advertising,
    analytics_storage: recipientAllowed(choice, 'ga4', gpc),
  }
}

// When storage is blocked (some privacy modes), the choice lasts as long as the page.
let memory: ConsentChoice | null = null

function isChoice(value: unknown): value is ConsentChoice {
  if (typeof value !== 'object' || value === null) return false
  const { version, decidedAt, recipients } = value as Record<string, unknown>
  return (
    typeof version === 'string' &&
    typeof decidedAt === 'string' &&
    !Number.isNaN(Date.parse(decidedAt)) &&
    typeof recipients === 'object' &&
    recipients !== null &&
    Object.values(recipients).every((answer) => typeof answer === 'boolean')
  )
}

/**
 * The stored choice, when it was made while exactly these recipients were named and answers for
 * each; otherwise null: the visitor must be asked.
 */
export function readConsentChoice(recipients: readonly RecipientId[] = siteRecipients()): ConsentChoice | null {
  let parsed: unknown
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY)
    parsed = raw ? JSON.parse(raw) : null
  } catch {
    // Storage blocked (the in-page copy stands in) or unreadable.
    parsed = memory
  }
  if (!isChoice(parsed) || parsed.version !== consentVersion(recipients)) return null
  return recipients.every((recipient) => typeof parsed.recipients[recipient] === 'boolean') ? parsed : null
}

/**
 * The one place a saved choice replaces the previous one (a decision, or forgetting it: null):
 * stored, then announced with the previous choice, so whatever must follow a change (the tags,
 * what the device keeps, a withdrawal for leads already sent) listens here.
 */
export function replaceConsentChoice(next: ConsentChoice | null, recipients: readonly RecipientId[] = siteRecipients()): void {
  const previous = readConsentChoice(recipients)
  memory = next
  try {
    if (next) window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(next))
    else window.localStorage.removeItem(CONSENT_STORAGE_KEY)
  } catch {
    // Storage blocked: the in-page copy stands in.
  }
  announceConsentDecided(next, previous)
}

/** A new decision on the recipients in use, stamped with their version and the time. */
export function decideConsent(
  answers: RecipientAnswers,
  recipients: readonly RecipientId[] = siteRecipients(),
  now = new Date(),
): ConsentChoice {
  const choice: ConsentChoice = {
    version: consentVersion(recipients),
    decidedAt: now.toISOString(),
    recipients: Object.fromEntries(recipients.map((recipient) => [recipient, answers[recipient] === true])),
  }
  replaceConsentChoice(choice, recipients)
  return choice
}

/** Forgets the choice entirely: nothing is kept, and the visitor is asked again. */
export function forgetConsent(recipients: readonly RecipientId[] = siteRecipients()): void {
  replaceConsentChoice(null, recipients)
}
