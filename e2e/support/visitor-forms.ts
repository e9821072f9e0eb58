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

/** What a journey types into the detailed form; the three choices are always the same. */
export interface DetailedFormAnswers {
  first: string
  /** Default: Prospect. */
  last?: string
  /** Default: <first>@referred.example, lower case. */
  email?: string
  phone?: string
  company?: string
  message: string
}

/**
 * Sends the contact page's detailed form (the wizard) step by step, as a person would (a few
 * seconds after it appeared; the page clock installed), and lands on /thank-you.
 */
export async function sendDetailedForm(visitor: Page, answers: DetailedFormAnswers) {
  const form = visitor.getByRole('form', { name: 'Detailed consultation form' })
  await form.getByLabel(/^First Name/).fill(answers.first)
  await form.getByLabel(/^Last Name/).fill(answers.last ?? 'Prospect')
  await form.getByLabel(/^Email/).fill(answers.email ?? `${answers.first.toLowerCase()}@referred.example`)
  if (answers.phone) await form.getByLabel(/^Phone/).fill(answers.phone)
  if (answers.company) await form.getByLabel(/^Company/).fill(answers.company)
  await form.getByRole('button', { name: 'Next' }).click()
  await chooseOption(form, 'Service Interest', 'Web Applications')
  await chooseOption(form, 'Budget Range', '$15,000 - $50,000')
  await chooseOption(form, 'Project Timeline', '3-6 months')
  await form.getByRole('button', { name: 'Next' }).click()
  await form.getByLabel(/^Message/).fill(answers.message)
  await visitor.clock.fastForward(SECONDS_A_PERSON_TAKES)
  await form.getByRole('button', { name: 'Submit Inquiry' }).click()
  await expect(visitor).toHaveURL('/thank-you')
}

/** A visitor arrives on a referral page (`/<name>/<service>`, any query) and follows it to the detailed form. */
export async function goToReferralForm(visitor: Page, path: string) {
  await visitor.clock.install()
  await visitor.goto(path)
  await waitUntilLive(visitor)
  await visitor.locator('main a[href="/contact#form"]').first().click()
  await expect(visitor).toHaveURL(/\/contact#form$/)
}

/** A visitor who arrived on the salesperson's referral page sends the detailed form. */
export async function sendThroughReferral(visitor: Page, linkName: string, first: string) {
  await goToReferralForm(visitor, `/${linkName}/web-apps`)
  await sendDetailedForm(visitor, { first, message: 'Sam told us you build customer portals; we need one.' })
}
