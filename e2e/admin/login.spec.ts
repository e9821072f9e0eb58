import { expect, test } from '../support/test'
import { fillLogin, loginAsAdmin, seriousAxeViolations } from '../support/admin'
import { e2eAdmin } from '../support/env'

// The six core screens, then the media library (uploaded images) and the notification settings.
const SIDEBAR_LINKS = ['Dashboard', 'Customer Inquiries', 'Portfolio', 'Case Studies', 'Blogs', 'Link Generator', 'Media', 'Notifications', 'Conversions', 'Privacy', 'Team', 'Activity']

test('an unauthenticated visit to a protected page lands on login, and login returns there', async ({ page }) => {
  await page.goto('/admin/portfolio')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()

  await fillLogin(page)
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled()
  await expect(page).toHaveURL(/\/admin\/portfolio$/)
  await expect(page.getByText('Login successful')).toBeVisible()
  await expect(page.getByText('Welcome to the admin panel.')).toBeVisible()
})

test('a wrong password shows the failure toast and stays on login', async ({ page }) => {
  await page.goto('/admin/login')
  await fillLogin(page, e2eAdmin.email, 'not-the-password')
  await expect(page.getByText('Login failed')).toBeVisible()
  await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('agency-admin-auth'))).toBeNull()
})

test('both login fields are required', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Admin ID is required')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
})

test('the sidebar highlights the current page, and Logout ends the session', async ({ page }) => {
  await loginAsAdmin(page)
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(page.getByText('Admin Panel').first()).toBeVisible()
  await expect(nav.getByRole('link')).toHaveText(SIDEBAR_LINKS)
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')

  await nav.getByRole('link', { name: 'Customer Inquiries' }).click()
  await expect(page).toHaveURL(/\/admin\/customer-inquiries$/)
  await expect(nav.getByRole('link', { name: 'Customer Inquiries' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page')

  expect(await page.evaluate(() => localStorage.getItem('agency-admin-auth'))).not.toBeNull()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('agency-admin-auth'))).toBeNull()

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('under 768 px the sidebar opens as a menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await loginAsAdmin(page)
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden()
  await page.getByRole('button', { name: 'Open admin menu' }).click()
  const menu = page.getByRole('dialog')
  await menu.getByRole('link', { name: 'Customer Inquiries' }).click()
  await expect(page).toHaveURL(/\/admin\/customer-inquiries$/)
  await expect(menu).toBeHidden()
})

test('the public site never loads the back office', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') scripts.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((url) => /admin-app/.test(url))).toEqual([])

  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  expect(scripts.filter((url) => /admin-app/.test(url)).length).toBeGreaterThan(0)
})

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
})
