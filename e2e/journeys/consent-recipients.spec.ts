import type { Browser, BrowserContext } from '@playwright/test'
import { loginAsAdmin, uniqueName } from '../support/admin'
import { serviceClient, tagsSite } from '../support/env'
import { expect, test, type Page } from '../support/test'
import { consentBanner, interceptTagHosts } from '../support/tag-hosts'
import { sendQuickForm } from '../support/visitor-forms'

/*
 * Consent that names its recipients, on the tagged site (published while the Meta destination
 * was enabled; tag hosts answered locally, nothing leaves the machine):
 * - nothing is stored on the device before a choice or after Reject but the choice itself, yet a
 *   lead sent in that visit still carries its campaign; Accept keeps the attribution record
 *   across a reload; withdrawing in Cookie settings deletes it and Google's cookies;
 * - the banner names Meta and what it receives; a visitor who allows Google but not Meta, once
 *   converted, is in Google's feed and skipped for Meta for want of consent.
 */
test.use({ baseURL: tagsSite.baseURL })

/** What the site has left on the device: localStorage and sessionStorage keys, cookie names. */
async function deviceStorage(page: Page) {
  const storage = await page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage).sort() }))
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name).sort()
  return { ...storage, cookies }
}

const storedAttribution = (page: Page) => page.evaluate(() => localStorage.getItem('lead-attribution'))

/** The back office in a browser of its own, so its session never mixes with the visitor's storage. */
async function adminPage(browser: Browser): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginAsAdmin(page)
  return [context, page]
}

/** The lead's card, found by its name whatever the flood rules made of it, with its details open. */
async function openCard(page: Page, token: string, name: string) {
  await page.goto(`/admin/customer-inquiries?search=${token}&screening=all`)
  const card = page.getByRole('article', { name })
  await card.getByRole('button', { name: 'Show details' }).click()
  return card
}

test('nothing but the choice is stored before a choice and after Reject; Accept keeps the record; withdrawing deletes it', async ({ page, browser }) => {
  test.slow()
  const token = uniqueName('Device')
  const gclid = `Cj0KCQ-${token}`
  await interceptTagHosts(page)
  await page.clock.install()

  await page.goto(`/?gclid=${gclid}&utm_source=google&utm_medium=cpc&utm_campaign=${token}`)
  await expect(consentBanner(page)).toBeVisible()
  expect(await deviceStorage(page)).toEqual({ local: [], session: [], cookies: [] })

  await consentBanner(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(consentBanner(page)).toBeHidden()
  expect(await deviceStorage(page)).toEqual({ local: ['cookie-consent'], session: [], cookies: [] })

  // A lead sent in the same visit still carries its campaign and click.
  const payload = await sendQuickForm(page, `${token} Visitor`, `${token.toLowerCase()}@device.example`)
  expect(payload.attribution).toMatchObject({ last_touch: { gclid, utm_source: 'google', utm_campaign: token } })
  expect(await deviceStorage(page)).toEqual({ local: ['cookie-consent'], session: [], cookies: [] })

  const [adminContext, admin] = await adminPage(browser)
  const card = await openCard(admin, token, `${token} Visitor`)
  const source = card.getByRole('region', { name: 'Lead source' })
  await expect(source.getByText(token, { exact: true })).toBeVisible()
  // The click is recorded (the card names its kind; the id itself went with the payload above).
  await expect(source.getByText('Google Ads (gclid)')).toBeVisible()
  await adminContext.close()

  // Accept: the record kept in the page is written, and is there after a reload.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await consentBanner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(consentBanner(page)).toBeHidden()
  await page.reload()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect.poll(() => storedAttribution(page)).toContain(gclid)
  expect((await deviceStorage(page)).local).toEqual(['cookie-consent', 'lead-attribution'])

  // What Google's tags would have set once allowed.
  await page.context().addCookies([
    { name: '_gcl_au', value: '1.1.1234567890.1700000000', url: tagsSite.baseURL },
    { name: '_ga', value: 'GA1.1.1234567890.1700000000', url: tagsSite.baseURL },
  ])

  // Withdrawn in Cookie settings: the record and the tags' cookies are gone.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await consentBanner(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(consentBanner(page)).toBeHidden()
  expect(await deviceStorage(page)).toEqual({ local: ['cookie-consent'], session: [], cookies: [] })

  // Forgetting the choice leaves nothing at all, and the banner asks again.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await consentBanner(page).getByRole('button', { name: 'Forget my choice' }).click()
  await expect(consentBanner(page).getByRole('button', { name: 'Forget my choice' })).toBeHidden()
  expect(await deviceStorage(page)).toEqual({ local: [], session: [], cookies: [] })
})

test('the banner names Meta and what it receives; allowed Google but not Meta, a converted lead is in the feed and skipped for Meta', async ({ page, browser }) => {
  test.slow()
  const token = uniqueName('Meta')
  const gclid = `Cj0KCQ-${token}`
  const name = `${token} Visitor`
  const service = await serviceClient()

  const visitor = await browser.newContext({ baseURL: tagsSite.baseURL })
  const visit = await visitor.newPage()
  await interceptTagHosts(visit)
  await visit.clock.install()
  await visit.goto(`/?gclid=${gclid}&fbclid=IwAR-${token}&utm_source=google&utm_medium=cpc`)
  const banner = consentBanner(visit)
  await expect(banner).toContainText('Meta')
  await banner.getByRole('button', { name: 'Customise' }).click()
  const advertising = banner.getByRole('group', { name: 'Advertising' })
  const meta = advertising.getByRole('switch', { name: 'Meta' })
  await expect(meta).toHaveAccessibleDescription(/email, phone and name \(hashed\), the Facebook click id/)
  await expect(meta).not.toBeChecked()
  await advertising.getByRole('switch', { name: 'Google Ads' }).click()
  await banner.getByRole('button', { name: 'Save choices' }).click()
  await expect(banner).toBeHidden()
  const payload = await sendQuickForm(visit, name, `${token.toLowerCase()}@meta.example`)
  expect(payload.consent).toMatchObject({ ad_user_data: true, recipients: { google_ads: true, meta: false, ga4: false } })
  await visitor.close()

  // The admin enabled Meta's destination since.
  const enabled = await service.from('conversion_destinations')
    .update({ enabled: true, secret: 'e2e-meta-token-0123456789', settings: { dataset_id: '1234567890' } }).eq('platform', 'meta')
  expect(enabled.error).toBeNull()
  try {
    await loginAsAdmin(page)
    const card = await openCard(page, token, name)
    await card.getByRole('combobox', { name: `Status of the inquiry from ${name}` }).click()
    await page.getByRole('option', { name: 'Converted', exact: true }).click()
    await page.getByRole('dialog', { name: 'Deal value' }).getByRole('button', { name: 'Skip' }).click()
    const ledger = card.getByRole('region', { name: 'Conversions' })
    await expect(ledger.getByText('skipped: no consent')).toHaveCount(2)
    await expect(ledger.getByText('queued')).toHaveCount(2)
  } finally {
    await service.from('conversion_destinations').update({ enabled: false }).eq('platform', 'meta')
  }

  // Google's feed lists the lead's click.
  await page.goto('/admin/conversions')
  const make = page.getByRole('button', { name: /^(Generate|Regenerate) token$/ })
  const hadToken = (await make.textContent())?.startsWith('Regenerate')
  await make.click()
  if (hadToken) await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate token' }).click()
  // The token is shown once, and Data Manager gives it as the password.
  await expect(page.getByText('Copy it now: it is shown only this once.')).toBeVisible()
  const feedToken = (await page.getByText(/^[A-Za-z0-9_-]{43,}$/).textContent())!
  const wonUrl = page.getByRole('list', { name: 'Feed files' }).getByRole('listitem').filter({ has: page.getByText('Won', { exact: true }) }).locator('code')
  await expect(wonUrl).toHaveText(/\/functions\/v1\/conversion-feed\/won\.csv$/)
  const answer = await page.request.get((await wonUrl.textContent())!, {
    headers: { Authorization: `Basic ${Buffer.from(`google-ads:${feedToken}`).toString('base64')}` },
  })
  expect(answer.status()).toBe(200)
  expect((await answer.text()).split(/\r?\n/).some((line) => line.startsWith(`${gclid},`))).toBe(true)
})
