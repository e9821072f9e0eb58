// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { FORM_SUBMISSION_SUCCESS_EVENT, pushFormSubmissionSuccess, reportRouteChange } from '@/features/analytics/model/trackers'

const scripts = () => Array.from(document.querySelectorAll('script')).map((script) => script.src)

afterEach(() => {
  document.head.innerHTML = ''
  delete window.dataLayer
  delete window.gtag
})

describe('trackers without ids', () => {
  it('load nothing and send nothing', () => {
    expect(reportRouteChange({}, '/reviews?x=1')).toBe(false)
    expect(scripts()).toEqual([])
    expect(window.dataLayer).toBeUndefined()
    expect(window.gtag).toBeUndefined()
  })

  it('still push the thank-you event to the page\'s data layer, where nothing sends it anywhere', () => {
    pushFormSubmissionSuccess({})
    expect(window.dataLayer).toEqual([{ event: FORM_SUBMISSION_SUCCESS_EVENT }])
    expect(scripts()).toEqual([])
  })
})

describe('ad-conversion tracker', () => {
  it('loads gtag once and reports each route change with path and query', () => {
    reportRouteChange({ adsConversionId: 'AW-123' }, '/')
    reportRouteChange({ adsConversionId: 'AW-123' }, '/reviews?utm=x')
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=AW-123'])
    const pageViews = (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    expect(pageViews.map((args) => (args[2] as { page_path: string }).page_path)).toEqual(['/', '/reviews?utm=x'])
  })
})

describe('thank-you data-layer event', () => {
  it('pushes the form-submission-success event and loads the tag manager', () => {
    pushFormSubmissionSuccess({ gtmId: 'GTM-ABC' })
    expect(window.dataLayer).toContainEqual({ event: FORM_SUBMISSION_SUCCESS_EVENT })
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC'])
  })
})
