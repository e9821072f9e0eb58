import { announceConsentDecided } from './consent-events'

/**
 * The visitor's cookie choice, kept first-party in their browser (localStorage) until they
 * change it or the banner's version changes. Runs on every public page, so it stays tiny: the
 * banner itself is a separate chunk; so is this module, loaded only when a tracker is configured. Read only in effects: prerendered pages hydrate unchanged.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent'

/**
 * The banner's version. Raising it (new purposes, new tags, a changed text) discards every
 * stored choice, so every visitor is asked again.
 */
export const CONSENT_VERSION = '1'

/** One decision per purpose: advertising (the ad tags) and analytics (measurement). */
export interface ConsentChoice {
  version: string
  /** ISO-8601 time of the decision. */
  decidedAt: string
  advertising: boolean
  analytics: boolean
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
 * What the tags may do under a choice. Global Privacy Control refuses advertising whatever
 * was chosen; it says nothing about analytics.
 */
export function consentSignals(choice: ConsentChoice | null, gpc: boolean): ConsentSignals {
  if (!choice) return DENIED_SIGNALS
  const advertising = choice.advertising && !gpc
  return {
    ad_storage: advertising,
    ad_user_data: advertising,
    ad_personalization: advertising,
    analytics_storage: choice.analytics,
  }
}

// When storage is blocked (some privacy modes), the choice lasts as long as the page.
let memory: ConsentChoice | null = null

function isChoice(value: unknown): value is ConsentChoice {
  if (typeof value !== 'object' || value === null) return false
  const { version, decidedAt, advertising, analytics } = value as Record<string, unknown>
  return (
    typeof version === 'string' &&
    typeof decidedAt === 'string' &&
    !Number.isNaN(Date.parse(decidedAt)) &&
    typeof advertising === 'boolean' &&
    typeof analytics === 'boolean'
  )
}

/** The stored choice of the current banner version, or null when the visitor must be asked. */
export function readConsentChoice(): ConsentChoice | null {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY)
  } catch {
    return memory
  }
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return isChoice(parsed) && parsed.version === CONSENT_VERSION ? parsed : null
  } catch {
    return null
  }
}

/** A new decision, stamped with the current version and time, stored and announced. */
export function decideConsent(purposes: { advertising: boolean; analytics: boolean }, now = new Date()): ConsentChoice {
  const choice: ConsentChoice = { version: CONSENT_VERSION, decidedAt: now.toISOString(), ...purposes }
  memory = choice
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice))
  } catch {
    // Storage blocked: the in-page copy stands in.
  }
  announceConsentDecided(choice)
  return choice
}
