import AxeBuilder from '@axe-core/playwright'
import { loginAsAdmin } from '../support/admin'
import { tagsSite } from '../support/env'
import { expect, test, type Page } from '../support/test'
import { consentBanner as banner, interceptTagHosts } from '../support/tag-hosts'
import { SECONDS_A_PERSON_TAKES } from '../support/visitor-forms'

// The site built with an ad-conversion id and a tag manager id (e2e/support/serve.ts).
test.use({ baseURL: tagsSite.baseURL })

/** The data layer as the tags read it: gtag's calls (Arguments objects) as arrays, the rest as pushed. */
function dataLayer(page: Page): Promise<unknown[] | null> {
  return page.evaluate(() => {
    const layer = (window as { dataLayer?: unknown[] }).dataLayer
    if (!layer) return null
    return layer.map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>).map(String) : entry,
    )
  })
}

const isConsent = (entry: unknown, kind: 'default' | 'update') => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === kind
const isConfigOrEvent = (entry: unknown) =>
  (Array.isArray(entry) && (entry[0] === 'config' || entry[0] === 'event' || entry[0] === 'js')) ||
  (typeof entry === 'object' && entry !== null && 'event' in entry)

test('no tag before a choice nor after Reject; Cookie settings reopens it; Accept loads the tags after Consent Mode', async ({ page }) => {
  const hydrationErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text())
  })
  const tagRequests = await interceptTagHosts(page)

  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  expect(tagRequests).toEqual([])

  await banner(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(banner(page)).toBeHidden()
  for (const path of ['/reviews', '/contact', '/privacy-policy']) {
    await page.goto(path)
    await expect(page.locator('main h1').first()).toBeVisible()
    await expect(banner(page)).toBeHidden()
  }
  await page.getByRole('banner').getByRole('link', { name: 'Blogs' }).click()
  await expect(page).toHaveURL('/blogs')
  expect(tagRequests).toEqual([])
  expect((await dataLayer(page))?.some(isConfigOrEvent)).toBe(false)

  // The footer reopens the choice, with the focus in the banner.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await expect(banner(page)).toBeFocused()
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => tagRequests.map((url) => new URL(url).pathname).sort()).toEqual(['/gtag/js', '/gtm.js'])

  const granted = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage']
  const expectOrder = (layer: unknown[] | null) => {
    expect(layer).not.toBeNull()
    const defaultAt = layer!.findIndex((entry) => isConsent(entry, 'default'))
    const updateAt = layer!.findLastIndex((entry) => isConsent(entry, 'update'))
    const firstTagCall = layer!.findIndex(isConfigOrEvent)
    expect(defaultAt).toBe(0)
    expect(layer![0]).toEqual(['consent', 'default', '[object Object]'])
    expect(updateAt).toBeGreaterThan(defaultAt)
    expect(firstTagCall).toBeGreaterThan(defaultAt)
    expect(layer!.some((entry) => Array.isArray(entry) && entry[0] === 'config')).toBe(true)
  }
  expectOrder(await dataLayer(page))
  const signals = await page.evaluate(() => {
    const layer = (window as { dataLayer?: IArguments[] }).dataLayer ?? []
    const consent = layer.filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]' && entry[0] === 'consent')
    return consent.map((entry) => [entry[1], entry[2]] as [string, Record<string, string>])
  })
  expect(signals[0]).toEqual(['default', Object.fromEntries(granted.map((type) => [type, 'denied']))])
  expect(signals.at(-1)).toEqual(['update', Object.fromEntries(granted.map((type) => [type, 'granted']))])

  // A later page load applies the stored choice before any tag call: default, then update.
  await page.goto('/reviews')
  await expect(banner(page)).toBeHidden()
  const layer = await dataLayer(page)
  expectOrder(layer)
  // Right after the default and its ads_data_redaction, before anything else.
  expect(isConsent(layer![2], 'update')).toBe(true)
  expect(hydrationErrors).toEqual([])
})

test('the back office loads no tag and pushes nothing, even after Accept', async ({ page }) => {
  const tagRequests = await interceptTagHosts(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  // Both tags, not just the first: a late second request would be counted against the back office.
  await expect.poll(() => tagRequests.map((url) => new URL(url).pathname).sort()).toEqual(['/gtag/js', '/gtm.js'])
  const beforeAdmin = tagRequests.length

  // The host's policy allows the tag hosts on public pages only (the policy in force is the last).
  const policy = (headers: Record<string, string>) => headers['content-security-policy'].split(', ').at(-1)
  expect(policy((await page.request.get('/')).headers())).toContain('googletagmanager.com')
  await loginAsAdmin(page)
  const admin = await page.goto('/admin/customer-inquiries?search=jane%40client.com')
  expect(policy(admin!.headers())).not.toMatch(/googletagmanager|doubleclick|googleadservices|google-analytics/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  expect(await dataLayer(page)).toBeNull()
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
  expect(tagRequests.length).toBe(beforeAdmin)
})

test('Global Privacy Control refuses advertising without asking; analytics stays the visitor\'s choice', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  const tagRequests = await interceptTagHosts(page)
  await page.goto('/')
  await expect(banner(page).getByText('Global Privacy Control')).toBeVisible()
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => page.evaluate(() => ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).filter((entry) => entry[0] === 'consent').length)).toBe(2)
  // The tag manager's container may hold ad tags: with advertising refused it does not load.
  expect(tagRequests).toEqual([])
  const update = await page.evaluate(() => {
    const layer = (window as { dataLayer?: IArguments[] }).dataLayer ?? []
    return [...layer].reverse().find((entry) => entry[0] === 'consent' && entry[1] === 'update')?.[2] as Record<string, string>
  })
  expect(update).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' })
})

test('an inquiry carries the consent the visitor gave', async ({ page }) => {
  await interceptTagHosts(page)
  await page.clock.install()
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Customise' }).click()
  await banner(page).getByRole('switch', { name: 'Google Analytics' }).click()
  await banner(page).getByRole('button', { name: 'Save choices' }).click()

  const sent = page.waitForRequest('**/rest/v1/rpc/submit_inquiry')
  await page.locator('#get-started').scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name: 'Quick contact form' })
  await form.getByLabel(/^Name/).fill('Consent Visitor')
  await form.getByLabel(/^Email/).fill('consent-visitor@example.com')
  await form.getByLabel(/^Message/).fill('We need an app and agreed to analytics only.')
  await page.clock.fastForward(SECONDS_A_PERSON_TAKES)
  await form.getByRole('button', { name: 'Send Message' }).click()
  const { payload } = (await sent).postDataJSON() as { payload: { consent: Record<string, unknown> } }
  expect(payload.consent).toEqual({
    version: expect.any(String),
    decided_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    ad_storage: false,
    ad_user_data: false,
    ad_personalization: false,
    analytics_storage: true,
    gpc: false,
    // Each recipient the banner named (the tags' and the published Meta destination).
    recipients: { google_ads: false, meta: false, ga4: true },
  })
  await expect(page).toHaveURL('/thank-you')
})

for (const width of [375, 1440]) {
  test(`the banner has no serious or critical axe violation at ${width} px, and leaves the call to action visible`, async ({ page }) => {
    await interceptTagHosts(page)
    // A phone of 375 x 812 px (and a laptop): the banner's first screen.
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    // The page's main call to action stays in view, uncovered, on the first screen.
    const cta = page.getByRole('main').locator('section:has(h1) a').first()
    const [ctaBox, bannerBox] = [await cta.boundingBox(), await banner(page).boundingBox()]
    const covered = ctaBox!.y + ctaBox!.height > bannerBox!.y && bannerBox!.y + bannerBox!.height > ctaBox!.y
    expect(covered, `banner ${JSON.stringify(bannerBox)}, call to action ${JSON.stringify(ctaBox)}`).toBe(false)
    expect(ctaBox!.y + ctaBox!.height).toBeLessThanOrEqual(width === 375 ? 812 : 900)

    const results = await new AxeBuilder({ page }).include('#cookie-consent').analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    await banner(page).getByRole('button', { name: 'Customise' }).click()
    const customised = await new AxeBuilder({ page }).include('#cookie-consent').analyze()
    expect(customised.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  })
}
