import type { Page } from '@playwright/test'
import { LOCAL_ANON_KEY } from '../../supabase/local/defaults'
import { loginAsAdmin, uniqueName } from '../support/admin'
import { serviceClient, stackUrl, tagsSite } from '../support/env'
import { expect, test } from '../support/test'
import { consentBanner, interceptTagHosts } from '../support/tag-hosts'
import { sendQuickForm } from '../support/visitor-forms'

/*
 * A withdrawal reaches the lead: a visitor from a Google ad accepts the banner and sends the
 * quick form; a withdrawal call with the inquiry's id but a wrong secret changes nothing; the
 * visitor then withdraws advertising in Cookie settings; the admin converts the lead, and no
 * platform receives it: its ledger says "skipped: consent withdrawn" and Google's feed never
 * lists the click. (A withdrawal by mail or phone, recorded on the Privacy screen:
 * e2e/admin/privacy.spec.ts.)
 */
test.use({ baseURL: tagsSite.baseURL })

interface Receipt {
  id: string
  secret: string
  recipients: string[]
}

const ADVERTISING = ['google_ads', 'meta', 'linkedin']

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

/** The lead's consent per recipient as stored: which are withdrawn. */
async function withdrawnRecipients(inquiryId: string) {
  const service = await serviceClient()
  const { data, error } = await service.from('inquiry_recipient_consents').select('recipient, withdrawn_at').eq('inquiry_id', inquiryId)
  if (error) throw error
  return data.filter((row) => row.withdrawn_at !== null).map((row) => row.recipient).sort()
}

test('a visitor who withdraws advertising after sending an inquiry: no platform receives the converted lead, and the ledger says why', async ({ page, browser }) => {
  // A visitor, then the admin: longer than one journey.
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
  expect(receipt!.recipients).toContain('google_ads')

  // The inquiry's id with a wrong secret, or with none: the same answer, and nothing changes.
  const wrong = `${receipt!.secret.slice(0, -1)}${receipt!.secret.endsWith('A') ? 'B' : 'A'}`
  for (const receipts of [[{ id: receipt!.id, secret: wrong }], [{ id: receipt!.id }], [{ id: receipt!.id, secret: 'short' }]]) {
    expect(await withdrawCall(page, receipts, ['google_ads', 'meta', 'linkedin', 'ga4'])).toEqual({ status: 200, body: { received: true } })
  }
  expect(await withdrawnRecipients(receipt!.id)).toEqual([])

  // The visitor withdraws advertising (and keeps analytics) in Cookie settings.
  await visitorPage.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  const banner = consentBanner(visitorPage)
  await banner.getByRole('button', { name: 'Customise' }).click()
  const advertising = banner.getByRole('group', { name: 'Advertising' })
  for (const advertiser of await advertising.getByRole('switch').all()) {
    if (await advertiser.isChecked()) await advertiser.click()
  }
  await banner.getByRole('button', { name: 'Save choices' }).click()
  await expect(banner).toBeHidden()
  // The receipt keeps only what is still granted: no advertising recipient.
  await expect.poll(async () => (await receiptsOf(visitorPage))[0]?.recipients.filter((r) => ADVERTISING.includes(r)) ?? []).toEqual([])
  await context.close()
  await expect.poll(() => withdrawnRecipients(receipt!.id)).toEqual(
    receipt!.recipients.filter((recipient) => ADVERTISING.includes(recipient)).sort(),
  )

  // The admin converts the lead: nothing may leave for Google Ads, and the ledger says why.
  await loginAsAdmin(page)
  await page.goto(`/admin/customer-inquiries?search=${token}&screening=all`)
  const card = page.getByRole('article', { name: visitor.name })
  await card.getByRole('combobox', { name: `Status of the inquiry from ${visitor.name}` }).click()
  await page.getByRole('option', { name: 'Converted', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Deal value' })
  await dialog.getByRole('button', { name: 'Skip' }).click()
  await expect(dialog).toBeHidden()
  await page.goto(`/admin/customer-inquiries?search=${token}&screening=all`)
  await page.getByRole('article', { name: visitor.name }).getByRole('button', { name: 'Show details' }).click()
  const ledger = page.getByRole('article', { name: visitor.name }).getByRole('region', { name: 'Conversions' })
  // Qualified and Won, each skipped for Google Ads because of the withdrawal.
  await expect(ledger.getByText('skipped: consent withdrawn')).toHaveCount(2)
  await expect(ledger.getByText('queued', { exact: true })).toHaveCount(0)

  // Google's feed never lists the click.
  await page.goto('/admin/conversions')
  const make = page.getByRole('button', { name: /^(Generate|Regenerate) token$/ })
  const hadToken = (await make.textContent())?.startsWith('Regenerate')
  await make.click()
  if (hadToken) await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate token' }).click()
  // The token is shown once, and Data Manager gives it as the password.
  await expect(page.getByText('Copy it now: it is shown only this once.')).toBeVisible()
  const feedToken = (await page.getByText(/^[A-Za-z0-9_-]{43,}$/).textContent())!
  const basic = { Authorization: `Basic ${Buffer.from(`google-ads:${feedToken}`).toString('base64')}` }
  const feedFiles = page.getByRole('list', { name: 'Feed files' }).getByRole('listitem').locator('code')
  await expect(feedFiles.first()).toHaveText(/\/functions\/v1\/conversion-feed\//)
  for (const url of await feedFiles.allTextContents()) {
    const answer = await page.request.get(url, { headers: basic })
    expect(answer.status()).toBe(200)
    expect(await answer.text()).not.toContain(gclid)
  }
})
