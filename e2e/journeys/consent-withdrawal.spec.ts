import type { Page } from '@playwright/test'
import { LOCAL_ANON_KEY } from '../../supabase/local/defaults'
import { loginAsAdmin, uniqueName } from '../support/admin'
import { stackUrl, tagsSite } from '../support/env'
import { expect, test } from '../support/test'
import { consentBanner, interceptTagHosts } from '../support/tag-hosts'
import { sendQuickForm } from '../support/visitor-forms'

/*
 * A withdrawal reaches the lead: a visitor from a Google ad accepts the banner and sends the
 * quick form; the admin converts the lead; a withdrawal call with the inquiry's id but a wrong
 * secret changes nothing; the visitor then withdraws advertising in Cookie settings, and the
 * lead's Google Ads conversions still waiting for the feed end as "skipped: consent withdrawn":
 * Google's feed never lists the click. (A withdrawal by mail or phone, recorded on the Privacy
 * screen: e2e/admin/privacy.spec.ts.)
 */
test.use({ baseURL: tagsSite.baseURL })

interface Receipt {
  id: string
  secret: string
  recipients: string[]
}

const receiptsOf = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('inquiry-receipts') ?? '[]') as Receipt[])

/** rpc/withdraw_consent as anyone on the internet could call it. */
async function withdrawCall(page: Page, receipts: unknown, recipients: string[]) {
  const answer = await page.request.post(`${stackUrl}/rest/v1/rpc/withdraw_consent`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/json' },
    data: { receipts, recipients },
  })
  return { status: answer.status(), body: await answer.json() as unknown }
}

async function openLedger(page: Page, token: string, name: string) {
  await page.goto(`/admin/customer-inquiries?search=${token}&screening=all`)
  const card = page.getByRole('article', { name })
  await card.getByRole('button', { name: 'Show details' }).click()
  return card.getByRole('region', { name: 'Conversions' })
}

test('a visitor who withdraws advertising after sending an inquiry: no platform receives the converted lead, and the ledger says why', async ({ page, browser }) => {
  // A visitor, then the admin, then the visitor again: longer than one journey.
  test.slow()
  const token = uniqueName('Withdraw')
  const gclid = `Cj0KCQ-${token}_withdrawn`
  const visitor = { name: `${token} Visitor`, email: `${token.toLowerCase()}@withdrawal.example` }

  const context = await browser.newContext({ baseURL: tagsSite.baseURL })
  const visitorPage = await context.newPage()
  await interceptTagHosts(visitorPage)
  await visitorPage.clock.install()
  await visitorPage.goto(`/?gclid=${gclid}&utm_source=google&utm_medium=cpc`)
  await consentBanner(visitorPage).getByRole('button', { name: 'Accept all' }).click()
  await expect(consentBanner(visitorPage)).toBeHidden()
  await sendQuickForm(visitorPage, visitor.name, visitor.email)
  const [receipt] = await receiptsOf(visitorPage)
  expect(receipt).toMatchObject({ id: expect.any(String), secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
  expect(receipt!.recipients).toEqual(['google_ads', 'meta', 'linkedin', 'ga4'])

  // The admin converts the lead: its two Google Ads conversions wait for the feed.
  await loginAsAdmin(page)
  await page.goto(`/admin/customer-inquiries?search=${token}&screening=all`)
  const card = page.getByRole('article', { name: visitor.name })
  await card.getByRole('combobox', { name: `Status of the inquiry from ${visitor.name}` }).click()
  await page.getByRole('option', { name: 'Converted', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Deal value' })
  await dialog.getByRole('button', { name: 'Skip' }).click()
  await expect(dialog).toBeHidden()
  let ledger = await openLedger(page, token, visitor.name)
  await expect(ledger.getByText('queued', { exact: true })).toHaveCount(2)

  // The inquiry's id with a wrong secret, or with none: the same answer, and nothing changes.
  const wrong = `${receipt!.secret.slice(0, -1)}${receipt!.secret.endsWith('A') ? 'B' : 'A'}`
  for (const receipts of [[{ id: receipt!.id, secret: wrong }], [{ id: receipt!.id }], [{ id: receipt!.id, secret: 'short' }]]) {
    expect(await withdrawCall(page, receipts, ['google_ads', 'meta', 'linkedin', 'ga4'])).toEqual({ status: 200, body: { received: true } })
  }
  ledger = await openLedger(page, token, visitor.name)
  await expect(ledger.getByText('queued', { exact: true })).toHaveCount(2)
  await expect(ledger.getByText('skipped: consent withdrawn')).toHaveCount(0)

  // The visitor withdraws advertising (and keeps analytics) in Cookie settings.
  await visitorPage.goto('/')
  await visitorPage.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  const banner = consentBanner(visitorPage)
  await banner.getByRole('button', { name: 'Customise' }).click()
  await expect(banner.getByRole('switch', { name: 'Advertising' })).toBeChecked()
  await banner.getByRole('switch', { name: 'Advertising' }).click()
  await banner.getByRole('button', { name: 'Save choices' }).click()
  await expect(banner).toBeHidden()
  // The receipt keeps only what is still granted: analytics.
  await expect.poll(async () => (await receiptsOf(visitorPage))[0]?.recipients).toEqual(['ga4'])
  await context.close()

  ledger = await openLedger(page, token, visitor.name)
  await expect(ledger.getByText('skipped: consent withdrawn')).toHaveCount(2)
  await expect(ledger.getByText('queued', { exact: true })).toHaveCount(0)

  // Google's feed never lists the click.
  await page.goto('/admin/conversions')
  const make = page.getByRole('button', { name: /^(Generate|Regenerate) token$/ })
  const hadToken = (await make.textContent())?.startsWith('Regenerate')
  await make.click()
  if (hadToken) await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate token' }).click()
  const feedFiles = page.getByRole('list', { name: 'Feed files' }).getByRole('listitem').locator('code')
  await expect(feedFiles.first()).toHaveText(/\/functions\/v1\/conversion-feed\//)
  for (const url of await feedFiles.allTextContents()) {
    const answer = await page.request.get(url)
    expect(answer.status()).toBe(200)
    expect(await answer.text()).not.toContain(gclid)
  }
})
