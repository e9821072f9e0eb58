import { expect, test } from '../support/test'
import { loginAsAdmin } from '../support/admin'

test('the home page renders', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('#root')).not.toBeEmpty()
  await expect(page).toHaveTitle(/.+/)
})

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page/here')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
})

test('the dev admin can log in', async ({ page }) => {
  await loginAsAdmin(page)
})
