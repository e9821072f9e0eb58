// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  applyConsentDecision,
  FORM_SUBMISSION_SUCCESS_EVENT,
  pushFormSubmissionSuccess,
  reportRouteChange,
} from '@/features/analytics/model/trackers'
import { CONSENT_STORAGE_KEY, consentVersion, type ConsentChoice } from '@/lib/consent/consent-choice'

const BOTH = { adsConversionId: 'AW-123', gtmId: 'GTM-ABC' }
const ANALYTICS_CONTAINER = { gtmId: 'GTM-ABC', gtmAnalyticsOnly: true }
const scripts = () => Array.from(document.querySelectorAll('script')).map((script) => script.src)
/** A choice about the recipients both tags imply: Google Ads (advertising) and Google Analytics. */
const choice = (advertising: boolean, analytics: boolean): ConsentChoice => ({
  version: consentVersion(['google_ads', 'ga4']),
  decidedAt: '2026-11-25T10:00:00.000Z',
  recipients: { google_ads: advertising, ga4: analytics },
})
const store = (stored: ConsentChoice) => window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored))

/** The data layer as gtag and the tag manager read it: gtag calls as arrays, events as objects. */
const entries = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
  )
const consentCalls = () =>
  entries().filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === 'consent')
const pageViews = () =>
  entries()
    .filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === 'event' && entry[1] === 'page_view')
    .map((entry) => (entry[2] as { page_path: string }).page_path)

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }

beforeEach(() => window.localStorage.removeItem(CONSENT_STORAGE_KEY))
afterEach(() => {
  document.head.innerHTML = ''
  delete window.dataLayer
  delete window.gtag
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true })
})

describe('trackers without ids', () => {
  it('load nothing and send nothing', () => {
    expect(reportRouteChange({}, '/reviews?x=1')).toBe(false)
    expect(scripts()).toEqual([])
    expect(window.dataLayer).toBeUndefined()
    expect(window.gtag).toBeUndefined()
  })

  it("still push the thank-you event to the page's data layer, where nothing sends it anywhere", () => {
    pushFormSubmissionSuccess({})
    expect(window.dataLayer).toEqual([{ event: FORM_SUBMISSION_SUCCESS_EVENT }])
    expect(scripts()).toEqual([])
  })
})

describe('before the visitor chooses', () => {
  it('loads no tag, and the data layer holds only the denied default', () => {
    expect(reportRouteChange(BOTH, '/')).toBe(false)
    expect(scripts()).toEqual([])
    expect(entries()).toEqual([['consent', 'default', DENIED], ['set', 'ads_data_redaction', true]])
  })
})

describe('after a refusal', () => {
  it('loads no tag on any later page: default, then the stored refusal, nothing else', () => {
    store(choice(false, false))
    reportRouteChange(BOTH, '/')
    reportRouteChange(BOTH, '/reviews')
    pushFormSubmissionSuccess(BOTH)
    expect(scripts()).toEqual([])
    expect(entries()).toEqual([
      ['consent', 'default', DENIED],
      ['set', 'ads_data_redaction', true],
      ['consent', 'update', DENIED],
      ['set', 'ads_data_redaction', true],
      { event: FORM_SUBMISSION_SUCCESS_EVENT },
    ])
  })
})

describe('after acceptance', () => {
  it('on a later page load: default, then update, before the tag manager, the tag and every event', () => {
    store(choice(true, true))
    // The thank-you page's event comes first on a direct load (a page's effects run before its layout's).
    pushFormSubmissionSuccess(BOTH)
    reportRouteChange(BOTH, '/thank-you')
    reportRouteChange(BOTH, '/reviews?utm=x')
    const all = entries()
    expect(all.slice(0, 4)).toEqual([
      ['consent', 'default', DENIED],
      ['set', 'ads_data_redaction', true],
      ['consent', 'update', GRANTED],
      ['set', 'ads_data_redaction', false],
    ])
    const firstOther = all.findIndex((entry) => !(Array.isArray(entry) && ['consent', 'set'].includes(entry[0] as string)))
    expect(firstOther).toBe(4)
    expect(all).toContainEqual({ event: FORM_SUBMISSION_SUCCESS_EVENT })
    expect(all).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))
    expect(pageViews()).toEqual(['/thank-you', '/reviews?utm=x'])
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
      'https://www.googletagmanager.com/gtag/js?id=AW-123',
    ])
  })

  it('made on the page: the update follows the default, the tags load at once and hear of the page', () => {
    reportRouteChange(BOTH, '/contact')
    applyConsentDecision(BOTH, choice(true, true), '/contact')
    expect(consentCalls()).toEqual([['consent', 'default', DENIED], ['consent', 'update', GRANTED]])
    expect(scripts()).toHaveLength(2)

    // Withdrawn on the page: denied at once, and ads data redacted again.
    applyConsentDecision(BOTH, null, '/contact')
    expect(consentCalls().at(-1)).toEqual(['consent', 'update', DENIED])
    expect(entries().at(-1)).toEqual(['set', 'ads_data_redaction', true])
    expect(pageViews()).toEqual(['/contact'])
  })

  it('of analytics only: neither the ad tag nor the tag manager loads (its container may hold ad tags), and ads data is redacted', () => {
    store(choice(false, true))
    reportRouteChange(BOTH, '/')
    expect(scripts()).toEqual([])
    expect(pageViews()).toEqual([])
    expect(entries()).toContainEqual(['set', 'ads_data_redaction', true])
    expect(entries()).not.toContainEqual(['set', 'ads_data_redaction', false])
  })

  it('of analytics only, with a container declared to hold analytics tags only: the tag manager loads', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({
      version: consentVersion(['ga4']), decidedAt: '2026-11-25T10:00:00.000Z', recipients: { ga4: true },
    }))
    reportRouteChange(ANALYTICS_CONTAINER, '/')
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC'])
    expect(entries()).toContainEqual(['set', 'ads_data_redaction', true])
  })

  it('of advertising: the tag manager loads with the ad tag, and ads data is no longer redacted', () => {
    store(choice(true, false))
    reportRouteChange(BOTH, '/')
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
      'https://www.googletagmanager.com/gtag/js?id=AW-123',
    ])
    expect(entries()).toContainEqual(['set', 'ads_data_redaction', false])
  })
})

describe('Global Privacy Control', () => {
  it('refuses advertising even after Accept all: no ad tag, no tag manager, advertising denied', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    store(choice(true, true))
    reportRouteChange(BOTH, '/')
    expect(consentCalls()[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ])
    expect(scripts()).toEqual([])
  })
})

describe('the data layer', () => {
  it('receives Arguments objects from gtag, as gtag.js and the tag manager require', () => {
    reportRouteChange(BOTH, '/')
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe('[object Arguments]')
  })
})
