import type { Browser } from '@playwright/test'
import { loginAsAdmin, serviceData, toasts, uniqueName, uniqueTitle } from '../support/admin'
import { expect, test, type Page } from '../support/test'
import { chooseOption, SECONDS_A_PERSON_TAKES } from '../support/visitor-forms'
import { addMember, addSalespersonLink } from '../team/members'

/*
 * Book on the spot: the admin gives a sales member a Cal.com booking page on the Team screen
 * (a page on another host refused first, with the rule's sentence); a visitor who arrived
 * through the member's referral link with a campaign sends the wizard, and the thank-you page
 * offers "Book a call with {name}": a plain link, in a new tab, to that page with the visitor's
 * name and email prefilled and the inquiry's reference and campaign as Cal.com's metadata, and
 * no other field of the form. Nothing of Cal.com loads on our pages.
 */

async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  return context.newPage()
}

/** Waits for a prerendered page to be hydrated, as test.ts does for the test's own page. */
async function waitUntilLive(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root')?.hasAttribute('data-prerendered') || document.documentElement.dataset.hydrated === 'true',
  )
}

test('a visitor from a sales member\'s referral link is offered that member\'s booking page, prefilled, with the reference', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000)
  const name = uniqueTitle('Sam Booker')
  const link = await addSalespersonLink(name)
  const sam = await addMember('sales', name, [link.id])
  const bookingPage = `https://cal.com/${uniqueName('sam-').toLowerCase()}/30min`

  // The admin sets Sam's booking page on the Team screen; another host is refused first.
  await loginAsAdmin(page)
  await page.goto('/admin/team')
  const card = page.getByRole('region', { name: 'Team members' }).getByRole('article', { name })
  await card.getByRole('button', { name: `Booking page of ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Booking page of ${name}` })
  const field = dialog.getByLabel(/Booking page link/)
  await field.fill('https://calendly.example/sam')
  await dialog.getByRole('button', { name: 'Save booking page' }).click()
  await expect(dialog.getByText(/must be a Cal\.com page .* or a Calendly page/)).toBeVisible()
  await field.fill(bookingPage)
  await dialog.getByRole('button', { name: 'Save booking page' }).click()
  await expect(toasts(page).getByText('Booking page saved')).toBeVisible()
  await expect(card).toContainText(bookingPage)

  // The visitor arrives through Sam's referral link from a campaign and sends the wizard.
  const visitor = await visitorPage(browser, baseURL)
  const thirdParty: string[] = []
  visitor.on('request', (request) => {
    if (/cal\.com|calendly\.com/.test(new URL(request.url()).hostname)) thirdParty.push(request.url())
  })
  await visitor.clock.install()
  await visitor.goto(`/${link.name}/web-apps?utm_source=newsletter&utm_campaign=spring-portals`)
  await waitUntilLive(visitor)
  await visitor.locator('main a[href="/contact#form"]').first().click()
  await expect(visitor).toHaveURL(/\/contact#form$/)
  const email = `${uniqueName('ada-').toLowerCase()}@referred.example`
  const form = visitor.getByRole('form', { name: 'Detailed consultation form' })
  await form.getByLabel(/^First Name/).fill('Ada')
  await form.getByLabel(/^Last Name/).fill('Prospect')
  await form.getByLabel(/^Email/).fill(email)
  await form.getByLabel(/^Phone/).fill('+44 20 7946 0958')
  await form.getByLabel(/^Company/).fill('Confidential Engines Ltd')
  await form.getByRole('button', { name: 'Next' }).click()
  await chooseOption(form, 'Service Interest', 'Web Applications')
  await chooseOption(form, 'Budget Range', '$15,000 - $50,000')
  await chooseOption(form, 'Project Timeline', '3-6 months')
  await form.getByRole('button', { name: 'Next' }).click()
  await form.getByLabel(/^Message/).fill('A private brief about our customer portal.')
  await visitor.clock.fastForward(SECONDS_A_PERSON_TAKES)
  await form.getByRole('button', { name: 'Submit Inquiry' }).click()
  await expect(visitor).toHaveURL('/thank-you')

  // The lead is Sam's; the thank-you page offers his booking page.
  const db = await serviceData()
  const { data: lead, error } = await db.from('customer_inquiries').select('id, owner_id').eq('email', email).single()
  expect(error).toBeNull()
  expect(lead!.owner_id).toBe(sam.userId)
  const offer = visitor.getByRole('link', { name: new RegExp(`Book a call with ${name}`) })
  await expect(offer).toBeVisible()
  await expect(offer).toHaveAttribute('target', '_blank')
  await expect(offer).toHaveAttribute('rel', 'noopener noreferrer')
  const href = new URL((await offer.getAttribute('href'))!)
  expect(`${href.origin}${href.pathname}`).toBe(bookingPage)
  expect(Object.fromEntries(href.searchParams)).toEqual({
    name: 'Ada Prospect',
    email,
    'metadata[inquiry_reference]': lead!.id,
    'metadata[utm_campaign]': 'spring-portals',
  })
  expect(href.toString()).not.toMatch(/7946|Confidential|brief|15%2C000/i)
  await expect(visitor.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  expect(thirdParty).toEqual([])
  await visitor.context().close()
})
