import { loginAsAdmin, seriousAxeViolations } from '../support/admin'
import { expect, test } from '../support/test'

test('the Conversions screen has no serious accessibility violations, and its controls work from the keyboard', async ({ page }) => {
  await loginAsAdmin(page)
  await page.goto('/admin/conversions')
  await expect(page.getByRole('heading', { name: 'Conversions', level: 1 })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Meta' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Revenue by campaign' })).toHaveAttribute('aria-busy', 'false')
  expect(await seriousAxeViolations(page)).toEqual([])

  // The report's period picker opens from the keyboard and offers the presets.
  await page.getByRole('button', { name: /^Report period/ }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toBeVisible()
  await page.keyboard.press('Escape')

  // A destination's switch and fields are reached and changed without a mouse.
  const ga4 = page.getByRole('form', { name: 'GA4' })
  await ga4.getByRole('textbox', { name: 'Measurement id' }).focus()
  await page.keyboard.type('G-E2E123')
  await page.keyboard.press('Tab')
  await page.keyboard.type('ga4-api-secret-e2e')
  await ga4.getByRole('button', { name: 'Save GA4' }).focus()
  await page.keyboard.press('Enter')
  await expect(ga4.getByText('Stored: …-e2e. Leave empty to keep it.')).toBeVisible()
  await expect(ga4.getByRole('button', { name: 'Send test event' })).toBeEnabled()
})
