import type { Page } from './test'

/**
 * The journeys on the tagged site (tagsSite): the tag hosts, and the consent banner.
 * Nothing may leave the machine: the tag hosts' requests are answered here with an empty
 * script, anything else off the machine is refused.
 */
const TAG_HOST = /(^|\.)(googletagmanager\.com|google-analytics\.com|googleadservices\.com|doubleclick\.net)$/

const BANNER_TITLE = 'Cookies and your privacy'

/** Intercepts every request that would leave the machine; returns the tag hosts' requests so far. */
export async function interceptTagHosts(page: Page): Promise<string[]> {
  const tagRequests: string[] = []
  await page.context().route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    async (route) => {
      if (!TAG_HOST.test(new URL(route.request().url()).hostname)) return route.abort()
      tagRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    },
  )
  return tagRequests
}

export const consentBanner = (page: Page) => page.getByRole('region', { name: BANNER_TITLE })
