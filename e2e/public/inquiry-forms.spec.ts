import { expect, test, type Locator, type Page } from '../support/test'
import { serviceClient } from '../support/env'
import { chooseOption } from '../support/visitor-forms'

/** A unique address per journey: the e2e database is shared by the whole run. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function storedInquiry(email: string) {
  const db = await serviceClient()
  const { data, error } = await db.from('customer_inquiries').select('*').eq('email', email)
  expect(error).toBeNull()
  const rows = (data ?? []) as Array<Record<string, unknown>>
  expect(rows).toHaveLength(1)
  return rows[0]!
}

/** The home page's quick form; its code loads as the visitor scrolls to the section. */
async function quickForm(page: Page): Promise<Locator> {
  await page.locator('#get-started').scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name: 'Quick contact form' })
  await expect(form).toBeVisible()
  return form
}

async function fillQuickForm(form: Locator, values: { name: string; email: string; phone?: string; message: string }) {
  await form.getByLabel(/^Name/).fill(values.name)
  await form.getByLabel(/^Email/).fill(values.email)
  if (values.phone) await form.getByLabel('Phone (optional)').fill(values.phone)
  await form.getByLabel(/^Message/).fill(values.message)
}

test('the quick form on the home page reaches /thank-you and stores a home-simple inquiry', async ({ page }) => {
  const email = uniqueEmail('quick')
  await page.goto('/')
  const form = await quickForm(page)
  await fillQuickForm(form, { name: 'Ada Byron Lovelace', email, phone: '+44 20 5555 0100', message: 'We need an analytics engine.' })
  await form.getByRole('button', { name: 'Send Message' }).click()

  await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
  await expect(page.getByText("Thanks for reaching out! We'll get back to you within 24 hours.")).toBeVisible()
  // The form resets at once; the redirect waits 1500 ms so the toast can be read.
  await expect(form.getByLabel(/^Name/)).toHaveValue('')
  await expect(page).toHaveURL('/thank-you')
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible()

  expect(await storedInquiry(email)).toMatchObject({
    first_name: 'Ada',
    last_name: 'Byron Lovelace',
    phone: '+44 20 5555 0100',
    company: '',
    service_interest: 'General Inquiry',
    budget_range: 'To be discussed',
    project_timeline: 'To be discussed',
    message: 'We need an analytics engine.',
    source_page: 'home-simple',
    status: 'new',
  })
})

test('the detailed consultation behind the home toggle stores a home-detailed inquiry', async ({ page }) => {
  const email = uniqueEmail('home-detailed')
  await page.goto('/')
  const toggle = page.getByRole('group', { name: 'Choose a form' })
  await toggle.scrollIntoViewIfNeeded()
  await expect(toggle.getByRole('button', { name: /Quick Contact/ })).toHaveAttribute('aria-pressed', 'true')
  await toggle.getByRole('button', { name: /Detailed Consultation/ }).click()

  const form = page.locator('#get-started').getByRole('form', { name: 'Detailed consultation form' })
  await form.getByLabel(/^First Name/).fill('Grace')
  await form.getByLabel(/^Last Name/).fill('Hopper')
  await form.getByLabel(/^Email/).fill(email)
  await form.getByRole('button', { name: 'Next' }).click()
  await chooseOption(form, 'Service Interest', 'Custom Software')
  await chooseOption(form, 'Budget Range', '$100,000 - $250,000')
  await chooseOption(form, 'Project Timeline', '6-12 months')
  await form.getByRole('button', { name: 'Next' }).click()
  await form.getByLabel(/^Message/).fill('A compiler for our internal language.')
  await form.getByRole('button', { name: 'Submit Inquiry' }).click()

  await expect(page.getByText('Your inquiry has been submitted successfully. Redirecting to confirmation page...')).toBeVisible()
  await expect(page).toHaveURL('/thank-you')
  expect(await storedInquiry(email)).toMatchObject({
    first_name: 'Grace',
    last_name: 'Hopper',
    service_interest: 'Custom Software',
    budget_range: '$100,000 - $250,000',
    project_timeline: '6-12 months',
    source_page: 'home-detailed',
  })
})

test('the wizard on /contact validates each step, then reaches /thank-you with a contact inquiry', async ({ page }) => {
  const email = uniqueEmail('contact')
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Detailed consultation form' })

  await expect(form.getByText('Step 1 of 3')).toBeVisible()
  await expect(form.getByText('33% complete')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Previous' })).toBeDisabled()

  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByText('First name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Last name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()

  await form.getByLabel(/^First Name/).fill('Linus')
  await form.getByLabel(/^Last Name/).fill('T')
  await form.getByLabel(/^Email/).fill('linus@')
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByText('Last name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('First name must be at least 2 characters')).toBeHidden()

  await form.getByLabel('Company (optional)').fill('Kernel Co')
  await form.getByLabel(/^Last Name/).fill('Torvalds')
  // The email field keeps focus until Next is pressed: its fixed message must not swallow the click.
  await form.getByLabel(/^Email/).fill(email)
  await expect(form.getByText('Please enter a valid email address')).toBeHidden()
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByText('Step 2 of 3')).toBeVisible()
  await expect(form.getByText('67% complete')).toBeVisible()

  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByText('Please select a service')).toBeVisible()
  await expect(form.getByText('Please select a budget range')).toBeVisible()
  await expect(form.getByText('Please select a timeline')).toBeVisible()
  await chooseOption(form, 'Service Interest', 'Web Applications')
  await chooseOption(form, 'Budget Range', '$5,000 - $15,000')
  await chooseOption(form, 'Project Timeline', 'ASAP (Rush)')
  await form.getByRole('button', { name: 'Next' }).click()

  await expect(form.getByText('Step 3 of 3')).toBeVisible()
  await expect(form.getByText('100% complete')).toBeVisible()
  await form.getByLabel(/^Message/).fill('Too short')
  await form.getByRole('button', { name: 'Submit Inquiry' }).click()
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible()
  await form.getByLabel(/^Message/).fill('A version control system, fast.')
  await form.getByRole('button', { name: 'Submit Inquiry' }).click()

  await expect(page.getByText('Success!', { exact: true })).toBeVisible()
  await expect(page).toHaveURL('/thank-you')
  expect(await storedInquiry(email)).toMatchObject({
    first_name: 'Linus',
    last_name: 'Torvalds',
    company: 'Kernel Co',
    phone: '',
    service_interest: 'Web Applications',
    budget_range: '$5,000 - $15,000',
    project_timeline: 'ASAP (Rush)',
    message: 'A version control system, fast.',
    source_page: 'contact',
  })
})

test('the quick form shows the validation messages for empty and bad fields', async ({ page }) => {
  await page.goto('/')
  const form = await quickForm(page)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible()

  await fillQuickForm(form, { name: 'A', email: 'someone@nowhere', message: 'short' })
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible()
  await expect(page).toHaveURL('/')
})

test('when the network fails the quick form shows the banner and the toast and keeps what was typed', async ({ page }) => {
  await page.route('**/rest/v1/rpc/submit_inquiry', (route) => route.abort('failed'))
  const email = uniqueEmail('offline')
  await page.goto('/')
  const form = await quickForm(page)
  await fillQuickForm(form, { name: 'Offline Visitor', email, phone: '555 0100', message: 'Is anyone there at all?' })
  await form.getByRole('button', { name: 'Send Message' }).click()

  const network = 'Network connection issue. Please check your internet connection and try again.'
  const banner = form.getByTestId('quick-form-error')
  await expect(banner).toContainText('Submission Failed')
  await expect(banner).toContainText(network)
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(network)).toBeVisible()
  await expect(form.getByLabel(/^Name/)).toHaveValue('Offline Visitor')
  await expect(form.getByLabel(/^Email/)).toHaveValue(email)
  await expect(form.getByLabel('Phone (optional)')).toHaveValue('555 0100')
  await expect(form.getByLabel(/^Message/)).toHaveValue('Is anyone there at all?')
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  await expect(page).toHaveURL('/')

  // Back online, the same values go through.
  await page.unroute('**/rest/v1/rpc/submit_inquiry')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL('/thank-you')
  expect((await storedInquiry(email)).source_page).toBe('home-simple')
})

test('when the network fails the wizard toasts and keeps every step', async ({ page }) => {
  await page.route('**/rest/v1/rpc/submit_inquiry', (route) => route.abort('failed'))
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Detailed consultation form' })
  await form.getByLabel(/^First Name/).fill('Margaret')
  await form.getByLabel(/^Last Name/).fill('Hamilton')
  await form.getByLabel(/^Email/).fill(uniqueEmail('wizard-offline'))
  await form.getByRole('button', { name: 'Next' }).click()
  await chooseOption(form, 'Service Interest', 'AI & Automation')
  await chooseOption(form, 'Budget Range', '$250,000+')
  await chooseOption(form, 'Project Timeline', '12+ months')
  await form.getByRole('button', { name: 'Next' }).click()
  await form.getByLabel(/^Message/).fill('Guidance software for a moon landing.')
  await form.getByRole('button', { name: 'Submit Inquiry' }).click()

  await expect(page.getByText('There was an error submitting your inquiry. Please try again.')).toBeVisible()
  await expect(form.getByText('Step 3 of 3')).toBeVisible()
  await expect(form.getByLabel(/^Message/)).toHaveValue('Guidance software for a moon landing.')
  await form.getByRole('button', { name: 'Previous' }).click()
  await expect(form.getByLabel(/^Service Interest/)).toHaveText('AI & Automation')
  await form.getByRole('button', { name: 'Previous' }).click()
  await expect(form.getByLabel(/^First Name/)).toHaveValue('Margaret')
  await expect(page).toHaveURL('/contact')
})
