import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '../support/test'
import { serviceClient } from '../support/env'

// Reduced motion from the first paint makes every fade instant: axe must judge the final
// colours, never a frame of a transition that started before the scan.
test.use({ reducedMotion: 'reduce' })

/** Brings every fade-in element into view once so the scan sees all content. */
async function revealAll(page: Page) {
  const hidden = page.locator('[data-in-view="false"]')
  while ((await hidden.count()) > 0) {
    const element = await hidden.first().elementHandle()
    await element!.scrollIntoViewIfNeeded()
    await page.waitForFunction((el) => el.getAttribute('data-in-view') === 'true', element)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

const pages: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'The Future of AI-Powered Software' })).toBeVisible() },
  { path: '/contact', ready: (page) => expect(page.getByRole('form', { name: 'Detailed consultation form' })).toBeVisible() },
  { path: '/reviews', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Client Reviews' })).toBeVisible() },
  { path: '/thank-you', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible() },
  { path: '/privacy-policy', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible() },
]

for (const width of [1440, 375]) {
  for (const { path, ready } of pages) {
    test(`axe finds no serious or critical violation on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await ready(page)
      await revealAll(page)
      const results = await new AxeBuilder({ page }).analyze()
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
      expect(blocking).toEqual([])
      // Nothing sticks out sideways: the page never scrolls horizontally.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }
}

test('axe finds nothing serious in the open mobile menu, the expanded service card and the failing quick form', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  let results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  await page.keyboard.press('Escape')

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.getByRole('button', { name: 'Show details for Web Applications' }).click()
  await page.route('**/rest/v1/rpc/submit_inquiry', (route) => route.abort('failed'))
  await page.locator('#get-started').scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name: 'Quick contact form' })
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
  await form.getByLabel(/^Name/).fill('Axe Tester')
  await form.getByLabel(/^Email/).fill('axe@example.com')
  await form.getByLabel(/^Message/).fill('Checking the error state.')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByTestId('quick-form-error')).toBeVisible()
  await revealAll(page)
  results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})

test('keyboard only: the wizard on /contact can be completed and submitted', async ({ page }) => {
  const email = `keyboard-${Date.now()}@example.com`
  await page.goto('/contact')
  await expect(page.getByRole('form', { name: 'Detailed consultation form' })).toBeVisible()

  // Tab from the top of the page to the first field: everything before it is passed on the way.
  const focusedLabel = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      return element?.id ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '') : ''
    })
  let steps = 0
  while (!(await focusedLabel()).startsWith('First Name')) {
    await page.keyboard.press('Tab')
    expect(++steps, 'First Name is reachable by Tab').toBeLessThan(60)
  }
  await page.keyboard.type('Katherine')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Johnson')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page.keyboard.press('Enter') // Enter moves on, like Next

  const form = page.getByRole('form', { name: 'Detailed consultation form' })
  await expect(form.getByText('Step 2 of 3')).toBeVisible()
  await expect(form.getByRole('heading', { name: 'Project Details' })).toBeFocused()

  for (const [label, option] of [
    ['Service Interest', 'Mobile Apps'],
    ['Budget Range', '$15,000 - $50,000'],
    ['Project Timeline', '1-2 months'],
  ] as const) {
    await page.keyboard.press('Tab')
    await expect(form.getByLabel(new RegExp(`^${label}`))).toBeFocused()
    await page.keyboard.press('Enter')
    const listbox = page.getByRole('listbox')
    await expect(listbox).toBeVisible()
    // Move down until the wanted option has focus, then choose it.
    const focusedOption = listbox.locator('[role="option"]:focus')
    await expect(focusedOption).toHaveCount(1)
    for (let i = 0; i < 10 && (await focusedOption.textContent()) !== option; i++) {
      const before = (await focusedOption.textContent()) ?? ''
      await page.keyboard.press('ArrowDown')
      await expect(focusedOption).not.toHaveText(before)
    }
    await expect(focusedOption).toHaveText(option)
    await page.keyboard.press('Enter')
    await expect(form.getByLabel(new RegExp(`^${label}`))).toHaveText(option)
    // Choosing returns focus to the field, so Tab carries on from there.
    await expect(form.getByLabel(new RegExp(`^${label}`))).toBeFocused()
  }
  await page.keyboard.press('Tab') // Previous
  await page.keyboard.press('Tab') // Next
  await expect(form.getByRole('button', { name: 'Next' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(form.getByText('Step 3 of 3')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(form.getByLabel(/^Message/)).toBeFocused()
  await page.keyboard.type('Trajectory calculations for orbital flights.')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Submit Inquiry' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL('/thank-you')
  const db = await serviceClient()
  const { data } = await db.from('customer_inquiries').select('source_page, service_interest').eq('email', email)
  expect(data).toEqual([{ source_page: 'contact', service_interest: 'Mobile Apps' }])
})

test('keyboard only: skip link, menu, toggle and service cards on the home page', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()

  // The toggle switches forms with Enter and Space.
  const detailed = page.getByRole('button', { name: /Detailed Consultation/ })
  await detailed.focus()
  await page.keyboard.press('Space')
  await expect(detailed).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('#get-started').getByRole('form', { name: 'Detailed consultation form' })).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: /Quick Contact/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('form', { name: 'Quick contact form' })).toBeVisible()

  // Focus is visible on the controls it reaches.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).focus()
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow)
  expect(ring).not.toBe('none')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/reviews')
  // The home page stays on screen until the reviews page's module has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Client Reviews' })).toBeVisible()

  // The review filter works from the keyboard.
  await page.getByRole('button', { name: 'AI Calling Agency', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('article')).toHaveCount(3)
})
