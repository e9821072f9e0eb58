/**
 * The dashboard's client address check: an admin sees, for their own request on each path (the
 * REST API, and the Turnstile function served under Deno), the address derived, the chain it
 * came from, the hop count and a verdict; a count over 5 is refused at the field and nothing is
 * saved; a count higher than the chain is long is called out after saving. The card has no
 * serious accessibility violation on a desktop or a phone.
 */
import { expect, test, type Page } from '../support/test'
import { loginAsAdmin, seriousAxeViolations, toasts } from '../support/admin'

test.use({ reducedMotion: 'reduce' })

const card = (page: Page) => page.getByRole('region', { name: 'Client address check' })
const path = (page: Page, name: RegExp) => card(page).locator('section').filter({ has: page.getByRole('heading', { name }) })

/** Both counts back to the local stack's own (one proxy: itself), through the form. */
async function saveCounts(page: Page, rest: string, fn: string) {
  await card(page).getByRole('spinbutton', { name: /Direct submissions/ }).fill(rest)
  await card(page).getByRole('spinbutton', { name: /Turnstile function/ }).fill(fn)
  await card(page).getByRole('button', { name: 'Save hop counts' }).click()
}

test('an admin checks both paths, is refused a count over 5, and sees a count too high called out', async ({ page }) => {
  // Two axe runs and a function started under Deno on first use.
  test.setTimeout(150_000)
  await loginAsAdmin(page)
  const rest = path(page, /Direct submissions/)
  const fn = path(page, /Turnstile function/)
  // The browser connects to the stack directly: one entry, its loopback peer.
  await expect(rest.getByText(/Looks like a proxy address \(a loopback range\)/)).toBeVisible()
  await expect(rest.getByText('127.0.0.1', { exact: true })).toBeVisible()
  await expect(fn.getByText(/Looks like a proxy address \(a loopback range\)/)).toBeVisible()

  await card(page).getByRole('spinbutton', { name: /Direct submissions/ }).fill('6')
  await card(page).getByRole('button', { name: 'Save hop counts' }).click()
  await expect(card(page).getByText('A hop count must be a whole number from 1 to 5.')).toBeVisible()

  try {
    await saveCounts(page, '1', '2')
    await expect(toasts(page)).toContainText('Hop counts saved')
    await expect(fn.getByText('The chain is shorter than the count: the hop count is too high.')).toBeVisible()
    await expect(rest.getByText(/Looks like a proxy address/)).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
    await card(page).scrollIntoViewIfNeeded()
    await card(page).screenshot({ path: '.local/screens/client-address-1440.png' })
    await page.setViewportSize({ width: 375, height: 800 })
    await card(page).screenshot({ path: '.local/screens/client-address-375.png' })
    expect(await seriousAxeViolations(page)).toEqual([])
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 })
    await saveCounts(page, '1', '1')
    await expect(fn.getByText(/Looks like a proxy address/)).toBeVisible()
  }
})
