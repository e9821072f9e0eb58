import { expect, type Locator, type Page } from './test'

/**
 * The inquiry forms judge how long they were open (bots send at once, and are quietly stored
 * as spam): a journey installs the page clock, fills the form, and lets this much time pass
 * before sending, as a person would.
 */
export const SECONDS_A_PERSON_TAKES = '00:08'

/** Picks an option of one of the forms' select boxes, by its label. */
export async function chooseOption(form: Locator, label: string, option: string) {
  await form.getByLabel(new RegExp(`^${label}`)).click()
  await form.page().getByRole('option', { name: option, exact: true }).click()
}

/**
 * Sends the home page's quick form, as a person would (a few seconds after it appeared; the page
 * clock installed); answers the payload the form sent.
 */
export async function sendQuickForm(page: Page, name: string, email: string): Promise<Record<string, unknown>> {
  await page.locator('#get-started').scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name: 'Quick contact form' })
  await form.getByLabel(/^Name/).fill(name)
  await form.getByLabel(/^Email/).fill(email)
  await form.getByLabel(/^Message/).fill('We need a mobile app for our clinics and would like a quote.')
  await page.clock.fastForward(SECONDS_A_PERSON_TAKES)
  const sent = page.waitForRequest((request) => request.url().includes('/rpc/submit_inquiry'))
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL('/thank-you')
  return (await sent).postDataJSON().payload as Record<string, unknown>
}

/** Waits for a prerendered page to be hydrated, as test.ts does for the test's own page. */
export async function waitUntilLive(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root')?.hasAttribute('data-prerendered') || document.documentElement.dataset.hydrated === 'true',
  )
}

/** A visitor who arrived on the salesperson's referral page sends the detailed form. */
export async function sendThroughReferral(visitor: Page, linkName: string, first: string) {
  await visitor.clock.install()
  await visitor.goto(`/${linkName}/web-apps`)
  await waitUntilLive(visitor)
  await visitor.locator('main a[href="/contact#form"]').first().click()
  await expect(visitor).toHaveURL(/\/contact#form$/)
  const form = visitor.getByRole('form', { name: 'Detailed consultation form' })
  await form.getByLabel(/^First Name/).fill(first)
  await form.getByLabel(/^Last Name/).fill('Prospect')
  await form.getByLabel(/^Email/).fill(`${first.toLowerCase()}@referred.example`)
  await form.getByRole('button', { name: 'Next' }).click()
  await chooseOption(form, 'Service Interest', 'Web Applications')
  await chooseOption(form, 'Budget Range', '$15,000 - $50,000')
  await chooseOption(form, 'Project Timeline', '3-6 months')
  await form.getByRole('button', { name: 'Next' }).click()
  await form.getByLabel(/^Message/).fill('Sam told us you build customer portals; we need one.')
  await visitor.clock.fastForward(SECONDS_A_PERSON_TAKES)
  await form.getByRole('button', { name: 'Submit Inquiry' }).click()
  await expect(visitor).toHaveURL('/thank-you')
}
