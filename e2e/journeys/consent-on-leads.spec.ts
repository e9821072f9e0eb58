import { readFile } from 'node:fs/promises'
import { loginAsAdmin, uniqueName } from '../support/admin'
import { tagsSite } from '../support/env'
import { expect, test } from '../support/test'
import { consentBanner, interceptTagHosts } from '../support/tag-hosts'
import { sendQuickForm } from '../support/visitor-forms'

/*
 * The consent a visitor gave travels with their inquiry: on the tagged site (tag hosts answered
 * locally, nothing leaves the machine) one inquiry is sent after Accept all, the visitor then
 * changes their mind through Cookie settings and sends another after Reject all, and the admin
 * sees each one's consent on its card and in the CSV export. Each inquiry carries the browser's
 * user agent; Google Analytics' client id (from a `_ga` cookie) only after Accept all.
 */
test.use({ baseURL: tagsSite.baseURL })

/** A CSV file of plain cells (no quoted ones: the journey's values hold no comma nor quote), by header. */
function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean)
  const names = header.split(',')
  return rows.map((row) => {
    expect(row).not.toContain('"')
    const cells = row.split(',')
    expect(cells).toHaveLength(names.length)
    return Object.fromEntries(names.map((name, i) => [name, cells[i]]))
  })
}

test('inquiries sent after Accept all and after Reject all show their consent on the admin card and in the CSV export', async ({ page }) => {
  const token = uniqueName('Consent')
  const accepter = { first: `${token}A`, email: `${token.toLowerCase()}-accept@consent.example` }
  const rejecter = { first: `${token}R`, email: `${token.toLowerCase()}-reject@consent.example` }
  const tagRequests = await interceptTagHosts(page)
  await page.clock.install()
  // The cookie Google Analytics sets; read only with analytics consent.
  await page.context().addCookies([{ name: '_ga', value: 'GA1.1.1234567890.1700000000', url: tagsSite.baseURL }])
  const userAgent = await page.evaluate(() => navigator.userAgent)

  await page.goto('/')
  await consentBanner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(consentBanner(page)).toBeHidden()
  await expect.poll(() => tagRequests.length).toBeGreaterThan(0)
  const accepted = await sendQuickForm(page, `${accepter.first} Visitor`, accepter.email)
  expect(accepted).toMatchObject({ client_user_agent: userAgent, ga_client_id: '1234567890.1700000000' })

  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await consentBanner(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(consentBanner(page)).toBeHidden()
  const rejected = await sendQuickForm(page, `${rejecter.first} Visitor`, rejecter.email)
  expect(rejected).toMatchObject({ client_user_agent: userAgent })
  expect(rejected).not.toHaveProperty('ga_client_id')

  await loginAsAdmin(page)
  await page.goto('/admin/customer-inquiries')
  await page.getByPlaceholder('Search inquiries...').fill(token)
  // Whatever the flood rules made of the suite's many inquiries from one address.
  await page.getByLabel('Screening', { exact: true }).click()
  await page.getByRole('option', { name: 'All inquiries', exact: true }).click()
  await expect(page.getByRole('article')).toHaveCount(2)

  for (const [visitor, advertising, analytics] of [
    [accepter, 'granted', 'granted'],
    [rejecter, 'denied', 'denied'],
  ] as const) {
    const card = page.getByRole('article', { name: `${visitor.first} Visitor` })
    await card.getByRole('button', { name: 'Show details' }).click()
    const consent = card.getByRole('region', { name: 'Consent' })
    const shown = (label: string) => consent.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')
    await expect(shown('Consent: advertising')).toHaveText(advertising)
    await expect(shown('Consent: analytics')).toHaveText(analytics)
    await expect(shown('Consent: GPC')).toHaveText('off')
    await expect(shown('Consent: given')).not.toHaveText('—')
  }

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const records = csvRecords((await readFile(await (await downloading).path())).toString('utf8'))
  const consentOf = (email: string) => {
    const record = records.find((row) => row.Email === email)
    expect(record, email).toBeDefined()
    return {
      advertising: record!['Consent: advertising'],
      analytics: record!['Consent: analytics'],
      gpc: record!['Consent: GPC'],
      givenAt: record!['Consent: given at'],
      version: record!['Consent: banner version'],
    }
  }
  expect(records).toHaveLength(2)
  const stamp = expect.stringMatching(/^\d{4}-\d\d-\d\dT/)
  expect(consentOf(accepter.email)).toEqual({ advertising: 'granted', analytics: 'granted', gpc: 'off', givenAt: stamp, version: expect.stringMatching(/.+/) })
  expect(consentOf(rejecter.email)).toEqual({ advertising: 'denied', analytics: 'denied', gpc: 'off', givenAt: stamp, version: expect.stringMatching(/.+/) })
})
