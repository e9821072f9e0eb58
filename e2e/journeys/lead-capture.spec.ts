import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '../support/test'
import { SECONDS_A_PERSON_TAKES, sendDetailedForm } from '../support/visitor-forms'
import { addInquiry, loginAsAdmin, serviceData, uniqueName } from '../support/admin'

/*
 * Lead capture, end to end: a visitor's campaign or salesperson travels with their inquiry to
 * the admin's card, and a filtered list leaves as a CSV file with as many rows as the screen
 * counts. The forms judge how long they were open (bots send at once), so each journey
 * installs the page clock and lets a person's few seconds pass before sending.
 */

async function openInquiry(page: Page, search: string) {
  await page.goto('/admin/customer-inquiries')
  await page.getByPlaceholder('Search inquiries...').fill(search)
}

test('a visitor from an ad campaign browses, sends the quick form, and the admin sees the source and campaign', async ({ page, context }) => {
  const first = uniqueName('Campaign')
  const visitor = await context.newPage()
  await visitor.clock.install()
  await visitor.goto('/?utm_source=spring-newsletter&utm_medium=cpc&utm_campaign=launch-2026&gclid=E2E-GCLID-1')
  // Browse: another page, then back home through the menu (no campaign in the address any more).
  await visitor.getByRole('banner').getByRole('link', { name: 'Blogs' }).click()
  await expect(visitor).toHaveURL('/blogs')
  await visitor.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click()
  await expect(visitor).toHaveURL('/')

  await visitor.locator('#get-started').scrollIntoViewIfNeeded()
  const form = visitor.getByRole('form', { name: 'Quick contact form' })
  await form.getByLabel(/^Name/).fill(`${first} Visitor`)
  await form.getByLabel(/^Email/).fill(`${first.toLowerCase()}@campaign.example`)
  await form.getByLabel(/^Message/).fill('We saw your ad and need a booking app for our clinics.')
  await visitor.clock.fastForward(SECONDS_A_PERSON_TAKES)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(visitor).toHaveURL('/thank-you')
  await visitor.close()

  await loginAsAdmin(page)
  await openInquiry(page, first)
  const card = page.getByRole('article', { name: `${first} Visitor` })
  await expect(card).toBeVisible()
  // Where the lead came from is among the card's details, shown on demand.
  await card.getByRole('button', { name: 'Show details' }).click()
  const source = card.getByRole('region', { name: 'Lead source' })
  await expect(source.getByText('spring-newsletter', { exact: true })).toBeVisible()
  await expect(source.getByText('cpc', { exact: true })).toBeVisible()
  await expect(source.getByText('launch-2026', { exact: true })).toBeVisible()
  await expect(source.getByText('Google Ads (gclid)')).toBeVisible()
  // The landing page of the campaign visit, not the page the form was on later.
  await expect(source.getByText('/', { exact: true })).toBeVisible()
  await expect(card.getByText('HELD FOR REVIEW')).toHaveCount(0)

  // The screen filters by that source.
  await page.getByPlaceholder('Search inquiries...').fill('')
  await page.getByLabel('Source', { exact: true }).click()
  await page.getByRole('option', { name: 'spring-newsletter', exact: true }).click()
  await expect(card).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
})

test("a visitor from a salesperson's referral page sends the wizard, and the admin sees the salesperson", async ({ page, context }) => {
  const name = uniqueName('seller-').toLowerCase()
  const service = await serviceData()
  const { error } = await service.from('salesperson_links').insert({
    salesperson_name: name,
    display_name: 'Sofía Núñez',
    email: 'sofia@agency.example',
    services: ['web-apps'],
    is_active: true,
  })
  expect(error).toBeNull()
  const first = uniqueName('Referred')

  const visitor = await context.newPage()
  await visitor.clock.install()
  await visitor.goto(`/${name}/web-apps`)
  await expect(visitor.getByText('You’re working with Sofía Núñez').or(visitor.getByText("You're working with Sofía Núñez"))).toBeVisible()
  await visitor.locator('main a[href="/contact#form"]').first().click()
  await expect(visitor).toHaveURL(/\/contact#form$/)

  await sendDetailedForm(visitor, { first, message: 'Sofía told us you build customer portals; we need one.' })
  await visitor.close()

  await loginAsAdmin(page)
  await openInquiry(page, first)
  const card = page.getByRole('article', { name: `${first} Prospect` })
  await card.getByRole('button', { name: 'Show details' }).click()
  const source = card.getByRole('region', { name: 'Lead source' })
  await expect(source.getByText('Sofía Núñez')).toBeVisible()
  await expect(source.getByText(`/${name}/web-apps`)).toBeVisible()

  await page.getByPlaceholder('Search inquiries...').fill('')
  await page.getByLabel('Salesperson', { exact: true }).click()
  await page.getByRole('option', { name: 'Sofía Núñez', exact: true }).click()
  await expect(card).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
})

test('a filtered list exports as a CSV file whose rows match the count on screen', async ({ page }) => {
  const token = uniqueName('Export')
  for (let i = 0; i < 28; i += 1) {
    await addInquiry({
      first_name: `Row${i}`,
      company: token,
      status: i % 4 === 0 ? 'converted' : 'new',
      email: `row${i}-${token.toLowerCase()}@export.example`,
      // One that would run as a formula in a spreadsheet.
      message: i === 3 ? '=HYPERLINK("http://evil.example","Click")' : 'Please send us a quote for the project.',
    })
  }
  // Outside the filter: another company, and a held one with the same company.
  await addInquiry({ first_name: 'Elsewhere', company: 'Other Co' })
  await addInquiry({ first_name: 'Heldrow', company: token, screening: 'held', screening_reason: 'overall_rate' })

  await loginAsAdmin(page)
  await openInquiry(page, token)
  await page.getByLabel('Status', { exact: true }).click()
  await page.getByRole('option', { name: 'New' }).click()
  const total = page.getByRole('region', { name: 'Summary' }).locator('div', { hasText: 'Total Inquiries' }).last()
  await expect(total).toContainText('21')
  await expect(page.getByText(/Showing 1–21 of 21/)).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^customer-inquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean)
  expect(lines).toHaveLength(1 + 21)
  expect(lines[0]).toMatch(/^ID,Created,First name,Last name,Email/)
  expect(lines.every((line, i) => i === 0 || line.includes(token))).toBe(true)
  expect(lines.some((line) => line.includes('Heldrow') || line.includes('Elsewhere'))).toBe(false)
  await expect(page.getByText('Exported 21 inquiries')).toBeVisible()

  // All statuses: the formula row comes out neutralised.
  await page.getByLabel('Status', { exact: true }).click()
  await page.getByRole('option', { name: 'All Status' }).click()
  await expect(page.getByText(/Showing 1–25 of 28/)).toBeVisible()
  const again = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const all = (await readFile(await (await again).path())).toString('utf8')
  expect(all.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1 + 28)
  expect(all).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
})
