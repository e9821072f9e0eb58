import { randomUUID } from 'node:crypto'
import { expect, test } from '../support/test'
import { servicePages } from '../../src/content/service-pages'
import { serviceClient } from '../support/env'

async function addSalesperson(isActive: boolean) {
  const name = `e2e-seller-${randomUUID().slice(0, 8)}`
  const admin = await serviceClient()
  // `as never`: the node typecheck does not resolve supabase-js's table types here.
  const { error } = await admin.from('salesperson_links').insert({
    salesperson_name: name,
    display_name: `Seller ${name.slice(-8)}`,
    email: `${name}@agency.test`,
    services: ['web-apps', 'saas'],
    is_active: isActive,
  } as never)
  expect(error).toBeNull()
  return { name, displayName: `Seller ${name.slice(-8)}`, email: `${name}@agency.test` }
}

test('a valid salesperson link shows the banner and the service page', async ({ page }) => {
  const seller = await addSalesperson(true)
  await page.goto(`/${seller.name}/saas`)
  await expect(page.getByText(`You're working with ${seller.displayName}`)).toBeVisible()
  await expect(page.getByRole('link', { name: seller.email })).toHaveAttribute('href', `mailto:${seller.email}`)
  await expect(page.getByRole('heading', { level: 1, name: servicePages.saas.hero.title })).toBeVisible()
  await expect(page).toHaveURL(`/${seller.name}/saas`)
})

test.describe('invalid salesperson links land on /404', () => {
  test('an unknown name', async ({ page }) => {
    await page.goto(`/nobody-${randomUUID().slice(0, 8)}/web-apps`)
    await expect(page).toHaveURL('/404')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })

  test('an inactive salesperson', async ({ page }) => {
    const seller = await addSalesperson(false)
    await page.goto(`/${seller.name}/web-apps`)
    await expect(page).toHaveURL('/404')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })

  test('a service not authorised for them', async ({ page }) => {
    const seller = await addSalesperson(true)
    await page.goto(`/${seller.name}/mobile-apps`)
    await expect(page).toHaveURL('/404')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })

  test('an unknown service', async ({ page }) => {
    const seller = await addSalesperson(true)
    await page.goto(`/${seller.name}/blockchain`)
    await expect(page).toHaveURL('/404')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })
})

test('static routes win over the salesperson pattern', async ({ page }) => {
  await page.goto('/web-apps')
  await expect(page.getByRole('heading', { level: 1, name: servicePages['web-apps'].hero.title })).toBeVisible()
  await expect(page.getByText(/You're working with/)).toHaveCount(0)
})
