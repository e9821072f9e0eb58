/**
 * The ad-conversion tracker (gtag) and the tag manager's data layer. Nothing here runs
 * unless an id is configured: with no id nothing is loaded and nothing leaves the site.
 */

type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

export interface TrackerIds {
  adsConversionId?: string
  gtmId?: string
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

function ensureGtag(adsConversionId: string): Gtag {
  if (!window.gtag) {
    // gtag's documented bootstrap: calls queue in the data layer until the script arrives.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag expects the arguments object itself
      dataLayer().push(arguments)
    }
    window.gtag('js', new Date())
    // Page views are reported per route change, not by the initial config.
    window.gtag('config', adsConversionId, { send_page_view: false })
  }
  loadScriptOnce('gtag-js', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(adsConversionId)}`)
  return window.gtag
}

function ensureTagManager(gtmId: string) {
  if (document.getElementById('gtm-js')) return
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  loadScriptOnce('gtm-js', `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`)
}

/** Every route change reports the page path and query to the ad-conversion tracker. */
export function reportRouteChange(ids: TrackerIds, pathAndQuery: string): boolean {
  if (ids.gtmId) ensureTagManager(ids.gtmId)
  if (!ids.adsConversionId) return false
  const gtag = ensureGtag(ids.adsConversionId)
  gtag('event', 'page_view', {
    send_to: ids.adsConversionId,
    page_path: pathAndQuery,
    page_location: `${window.location.origin}${pathAndQuery}`,
  })
  return true
}

/**
 * The thank-you page pushes the form-submission-success event to the data layer. The push
 * happens whatever is configured (a tag manager added to the page by other means finds it);
 * the tag manager's script loads only when its id is set, so with none nothing leaves the page.
 */
export function pushFormSubmissionSuccess(ids: TrackerIds): void {
  if (ids.gtmId) ensureTagManager(ids.gtmId)
  dataLayer().push({ event: FORM_SUBMISSION_SUCCESS_EVENT })
}
