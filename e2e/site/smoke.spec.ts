import { expect, test } from './support/test'
import { e2eAdmin } from './support/env'

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
  await page.goto('/admin/login')
  await page.getByLabel('Admin ID').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})
