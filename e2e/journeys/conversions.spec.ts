import type { Browser } from '@playwright/test'
import { loginAsAdmin, uniqueName } from '../support/admin'
import { tagsSite } from '../support/env'
import { expect, test, type Page } from '../support/test'
import { consentBanner, interceptTagHosts } from '../support/tag-hosts'
import { sendQuickForm } from '../support/visitor-forms'

/*
 * The closed loop, end to end on the tagged site (tag hosts answered locally): a visitor lands
 * from a Google ad, accepts the consent banner and sends the quick form; the admin sets the
 * inquiry to Converted with a deal value of 12,345; Google's feed URL then lists that click
 * with the Won conversion and its value, and refuses a changed token. A second visitor, who
 * rejected consent and was converted the same way, is not in the feed, and its ledger says why.
 */
test.use({ baseURL: tagsSite.baseURL })

/** A visitor in a browser of their own (no earlier visit's attribution or consent). */
async function visitorSends(browser: Browser, landing: string, choice: 'Accept all' | 'Reject all', name: string, email: string) {
  const context = await browser.newContext({ baseURL: tagsSite.baseURL })
  const page = await context.newPage()
  await interceptTagHosts(page)
  await page.clock.install()
  await page.goto(landing)
  await consentBanner(page).getByRole('button', { name: choice }).click()
  await expect(consentBanner(page)).toBeHidden()
  await sendQuickForm(page, name, email)
  await context.close()
}

/** Sets a card's status from its select. */
async function setStatus(page: Page, name: string, status: string) {
  const card = page.getByRole('article', { name })
  await card.getByRole('combobox', { name: `Status of the inquiry from ${name}` }).click()
  await page.getByRole('option', { name: status, exact: true }).click()
}

test('a consented Google click converted with a value reaches the feed; a refused one is skipped', async ({ page, browser }) => {
  // Two visitors, each in a browser of their own, then the admin: longer than one journey.
  test.slow()
  const token = uniqueName('Conv')
  const gclid = `Cj0KCQ-${token}_accepted`
  const refusedGclid = `Cj0KCQ-${token}_rejected`
  const accepter = { name: `${token}A Visitor`, email: `${token.toLowerCase()}-a@conversions.example` }
  const rejecter = { name: `${token}R Visitor`, email: `${token.toLowerCase()}-r@conversions.example` }

  await visitorSends(browser, `/?gclid=${gclid}&utm_source=google&utm_medium=cpc`, 'Accept all', accepter.name, accepter.email)
  await visitorSends(browser, `/?gclid=${refusedGclid}&utm_source=google&utm_medium=cpc`, 'Reject all', rejecter.name, rejecter.email)

  await loginAsAdmin(page)
  await page.goto('/admin/customer-inquiries')
  await page.getByPlaceholder('Search inquiries...').fill(token)
  // Whatever the flood rules made of the suite's many inquiries from one address.
  await page.getByLabel('Screening', { exact: true }).click()
  await page.getByRole('option', { name: 'All inquiries', exact: true }).click()
  await expect(page.getByRole('article')).toHaveCount(2)

  await setStatus(page, accepter.name, 'Converted')
  const dialog = page.getByRole('dialog', { name: 'Deal value' })
  await expect(dialog.getByRole('combobox', { name: /^Currency/ })).toHaveValue('USD')
  // A bad value is refused in the form and saves nothing.
  await dialog.getByRole('textbox', { name: /^Deal value/ }).fill('12.345')
  await dialog.getByRole('button', { name: 'Save deal value' }).click()
  await expect(dialog.getByText('The deal value has at most two decimals.')).toBeVisible()
  await dialog.getByRole('textbox', { name: /^Deal value/ }).fill('12,345')
  await dialog.getByRole('button', { name: 'Save deal value' }).click()
  await expect(dialog).toBeHidden()

  await setStatus(page, rejecter.name, 'Converted')
  await dialog.getByRole('button', { name: 'Skip' }).click()
  await expect(dialog).toBeHidden()

  const accepted = page.getByRole('article', { name: accepter.name })
  await accepted.getByRole('button', { name: 'Show details' }).click()
  const acceptedLedger = accepted.getByRole('region', { name: 'Conversions' })
  await expect(acceptedLedger.getByText('$12,345.00')).toBeVisible()
  await expect(acceptedLedger.getByText('queued').first()).toBeVisible()

  const refused = page.getByRole('article', { name: rejecter.name })
  await refused.getByRole('button', { name: 'Show details' }).click()
  const refusedLedger = refused.getByRole('region', { name: 'Conversions' })
  await expect(refusedLedger.getByText('skipped: no consent')).toHaveCount(2)

  // The feed: a token made on the Conversions screen, shown once, in each file's URL.
  await page.goto('/admin/conversions')
  const make = page.getByRole('button', { name: /^(Generate|Regenerate) token$/ })
  const hadToken = (await make.textContent())?.startsWith('Regenerate')
  await make.click()
  if (hadToken) await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate token' }).click()
  const wonUrl = page.getByRole('list', { name: 'Feed files' }).getByRole('listitem').filter({ hasText: 'Won' }).locator('code')
  await expect(wonUrl).toHaveText(/\/functions\/v1\/conversion-feed\/[A-Za-z0-9_-]{32,}\/won\.csv$/)
  const url = (await wonUrl.textContent())!
  await expect(page.getByText('Copy it now: it is shown only this once.')).toBeVisible()

  const answer = await page.request.get(url)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toMatch(/^text\/csv/)
  const lines = (await answer.text()).split(/\r?\n/)
  expect(lines[0]).toMatch(/^Parameters:TimeZone=/)
  expect(lines[1]).toBe('Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency')
  const row = lines.find((line) => line.startsWith(`${gclid},`))
  expect(row).toMatch(new RegExp(`^${gclid},Won,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,12345(\\.00)?,USD$`))
  expect(lines.some((line) => line.includes(refusedGclid))).toBe(false)

  // Google has fetched the file: the ledger says so, with the value it was given.
  await page.goto(`/admin/customer-inquiries?search=${token}&screening=all`)
  const fetched = page.getByRole('article', { name: accepter.name })
  await fetched.getByRole('button', { name: 'Show details' }).click()
  const fetchedLedger = fetched.getByRole('region', { name: 'Conversions' })
  await expect(fetchedLedger.getByText('value sent: $12,345.00')).toBeVisible()
  await expect(fetchedLedger.getByText('sent', { exact: true })).toBeVisible()

  const changed = url.replace(/conversion-feed\/([^/]+)\//, (_, t: string) => `conversion-feed/${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}/`)
  const refusedAnswer = await page.request.get(changed)
  expect([401, 404]).toContain(refusedAnswer.status())
  expect(await refusedAnswer.text()).toBe('')
})
