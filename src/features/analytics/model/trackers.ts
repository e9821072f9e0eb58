/**
 * The ad-conversion tracker (gtag), the tag manager and their shared data layer, under Google's
 * Consent Mode v2 in its "basic" form: no tag script loads before the visitor has granted a
 * purpose it serves. The tag manager's container may hold Google Ads and Floodlight tags, so it
 * loads only with advertising (Google Ads) granted, unless the deployment says it holds
 * analytics tags only (VITE_GTM_ANALYTICS_ONLY): then analytics (Google Analytics) suffices.
 * Whenever advertising is refused, `ads_data_redaction` is set, so an ad tag running under
 * denied ad storage sends no ad click ids. Nothing here runs unless an id is configured, and only the public site
 * calls it (the back office never loads a tag or touches the data layer).
 *
 * Every page load starts the data layer with `consent default` (all denied), then `consent
 * update` with the stored choice, before any tag call or event: Consent Mode remembers nothing
 * itself, and defaults that arrive after `config` or an event are ignored.
 */
import {
  DENIED_SIGNALS,
  consentSignals,
  hasGlobalPrivacyControl,
  readConsentChoice,
  type ConsentChoice,
  type ConsentSignals,
} from '@/lib/consent/consent-choice'
import { publishedRecipients, recipientsInUse } from '@/lib/consent/recipients'
import { hasTracker, type TrackerIds } from '@/lib/consent/tracker-ids'

type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

/** What the thank-you page pushes to the data layer: the form-submission-success event. */
export const FORM_SUBMISSION_SUCCESS_EVENT = 'form_submission_success'

function loadScriptOnce(id: string, src: string) {
  if (document.getElementById(id)) return
  const script = document.createElement('script')
  script.id = id
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? []
  return window.dataLayer
}

const asGoogleConsent = (signals: ConsentSignals) =>
  Object.fromEntries(Object.entries(signals).map(([type, granted]) => [type, granted ? 'granted' : 'denied']))

/** The signals last given to Consent Mode on this page. */
let current: ConsentSignals = DENIED_SIGNALS

/** Tells Consent Mode the signals of a choice (null: none, all denied). */
function updateConsent(gtag: Gtag, choice: ConsentChoice | null) {
  current = consentSignals(choice, hasGlobalPrivacyControl())
  gtag('consent', 'update', asGoogleConsent(current))
  gtag('set', 'ads_data_redaction', !current.ad_storage)
}

/**
 * Once per page: gtag's documented bootstrap, the denied default, then the stored choice.
 * gtag.js and the tag manager read only Arguments objects from the data layer (a plain array
 * is silently ignored), hence `arguments`.
 */
function startConsentMode(ids: TrackerIds): Gtag {
  if (!window.gtag) {
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag expects the arguments object itself
      dataLayer().push(arguments)
    }
    current = DENIED_SIGNALS
    window.gtag('consent', 'default', asGoogleConsent(DENIED_SIGNALS))
    window.gtag('set', 'ads_data_redaction', true)
    const stored = readConsentChoice(recipientsInUse(ids, publishedRecipients()))
    if (stored) updateConsent(window.gtag, stored)
  }
  return window.gtag
}

/**
 * The ad tag serves advertising only. The tag manager waits for advertising too (its container
 * may hold ad tags), or for analytics when it holds analytics tags only; inside it, each tag
 * also applies its own consent check.
 */
const adsTagAllowed = (ids: TrackerIds) => Boolean(ids.adsConversionId) && current.ad_storage
const tagManagerAllowed = (ids: TrackerIds) =>
  Boolean(ids.gtmId) && (ids.gtmAnalyticsOnly ? current.analytics_storage : current.ad_storage)

/** Loads, once, each configured tag the current consent allows. */
function loadAllowedTags(ids: TrackerIds, gtag: Gtag) {
  if (ids.gtmId && tagManagerAllowed(ids) && !document.getElementById('gtm-js')) {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    loadScriptOnce('gtm-js', `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtmId)}`)
  }
  if (ids.adsConversionId && adsTagAllowed(ids) && !document.getElementById('gtag-js')) {
    gtag('js', new Date())
    // Page views are reported per route change, not by the initial config.
    gtag('config', ids.adsConversionId, { send_page_view: false })
    loadScriptOnce('gtag-js', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.adsConversionId)}`)
  }
}

function sendPageView(ids: TrackerIds, gtag: Gtag, pathAndQuery: string) {
  gtag('event', 'page_view', {
    send_to: ids.adsConversionId,
    page_path: pathAndQuery,
    page_location: `${window.location.origin}${pathAndQuery}`,
  })
}

/**
 * Every public route change: Consent Mode first, then the tags the visitor allowed, then the
 * page path and query to the ad-conversion tracker. Returns whether a page view was sent.
 */
export function reportRouteChange(ids: TrackerIds, pathAndQuery: string): boolean {
  if (!hasTracker(ids)) return false
  const gtag = startConsentMode(ids)
  loadAllowedTags(ids, gtag)
  if (!adsTagAllowed(ids)) return false
  sendPageView(ids, gtag, pathAndQuery)
  return true
}

/**
 * A decision made on this page: `consent update` at once, then the tags it allows load and,
 * when the ad tag has just been allowed, it hears of the page the visitor is on. Tags already
 * loaded cannot be unloaded; after a withdrawal they stay under denied consent until the next
 * page load, which loads none.
 */
export function applyConsentDecision(ids: TrackerIds, choice: ConsentChoice | null, pathAndQuery: string): void {
  if (!hasTracker(ids)) return
  const gtag = startConsentMode(ids)
  const adsBefore = adsTagAllowed(ids)
  updateConsent(gtag, choice)
  loadAllowedTags(ids, gtag)
  if (!adsBefore && adsTagAllowed(ids)) sendPageView(ids, gtag, pathAndQuery)
}

/**
 * The thank-you page pushes the form-submission-success event to the data layer, after
 * Consent Mode's entries and the allowed tags. With no tracker configured the event is still
 * pushed (a tag manager added to the page by other means finds it) and nothing leaves the page.
 */
export function pushFormSubmissionSuccess(ids: TrackerIds): void {
  if (hasTracker(ids)) loadAllowedTags(ids, startConsentMode(ids))
  dataLayer().push({ event: FORM_SUBMISSION_SUCCESS_EVENT })
}
