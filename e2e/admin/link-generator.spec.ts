import { expect, test } from '../support/test'
import { loginAsAdmin, toasts, uniqueTitle } from '../support/admin'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('a salesperson link shows the banner, and lands on /404 once inactive', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  const fullName = uniqueTitle('Maya Ortiz')
  const urlName = fullName.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  await loginAsAdmin(page)
  await page.goto('/admin/link-generator')
  await expect(page.getByText('Generate personalized service links for your sales team')).toBeVisible()
  await expect(page.getByText('{site}/{salesperson-name}/{service}')).toBeVisible()

  await page.getByRole('button', { name: 'Add Salesperson' }).click()
  const form = page.getByRole('form', { name: 'Add salesperson' })
  await expect(form.getByRole('textbox', { name: 'URL Name', exact: true })).toBeFocused()
  await form.getByRole('textbox', { name: 'URL Name', exact: true }).fill(`  ${fullName.toUpperCase()}!! `)
  // Shown normalised while typing, saved normalised.
  await expect(form.getByText(urlName, { exact: true })).toBeVisible()
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(fullName)
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('maya@agency.example')
  await form.getByRole('button', { name: 'Create Salesperson' }).click()
  await expect(toasts(page).getByText('Please select at least one service.')).toBeVisible()
  await form.getByRole('checkbox', { name: 'Web Applications' }).check()
  await form.getByRole('checkbox', { name: 'AI Automation' }).check()
  await form.getByRole('button', { name: 'Create Salesperson' }).click()
  await expect(toasts(page).getByText('Salesperson created successfully!')).toBeVisible()

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: fullName }) })
  const webUrl = `${baseURL}/${urlName}/web-apps`
  const aiUrl = `${baseURL}/${urlName}/ai-automation`
  await expect(card.getByText(webUrl, { exact: true })).toBeVisible()
  await expect(card.getByText(aiUrl, { exact: true })).toBeVisible()
  await expect(card.getByText('Inactive')).toHaveCount(0)

  await card.getByRole('button', { name: `Copy Web Applications link of ${fullName}` }).click()
  await expect(toasts(page).getByText('Link copied to clipboard!')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(webUrl)
  await card.getByRole('button', { name: /Copy All/ }).click()
  await expect(toasts(page).getByText('All links copied to clipboard!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`Web Applications: ${webUrl}\nAI Automation: ${aiUrl}`)

  // The copied link opens the service page with the banner.
  await page.goto(copied)
  await expect(page.getByText(`You're working with ${fullName}`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'maya@agency.example' })).toBeVisible()

  // A second salesperson cannot take the same URL name.
  await page.goto('/admin/link-generator')
  await page.getByRole('button', { name: 'Add Salesperson' }).click()
  const second = page.getByRole('form', { name: 'Add salesperson' })
  await second.getByRole('textbox', { name: 'URL Name', exact: true }).fill(urlName)
  await second.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Someone Else')
  await second.getByRole('textbox', { name: 'Email', exact: true }).fill('else@agency.example')
  await second.getByRole('checkbox', { name: 'SAAS Solutions' }).check()
  await second.getByRole('button', { name: 'Create Salesperson' }).click()
  const taken = 'This URL name is already taken by another salesperson. Please choose a different one.'
  await expect(toasts(page).getByText(taken)).toBeVisible()
  await expect(second.getByText(taken)).toBeVisible()
  await second.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave without saving' }).click()

  // Inactive: the badge shows and the link lands on /404.
  const listCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: fullName }) })
  await listCard.getByRole('button', { name: `Edit ${fullName}` }).click()
  const editForm = page.getByRole('form', { name: 'Edit salesperson' })
  await editForm.getByRole('switch', { name: 'Active' }).click()
  await editForm.getByRole('button', { name: 'Update Salesperson' }).click()
  await expect(toasts(page).getByText('Salesperson updated successfully!')).toBeVisible()
  await expect(listCard.getByText('Inactive')).toBeVisible()
  await page.goto(copied)
  await expect(page).toHaveURL(/\/404$/)

  // Delete, after the confirmation.
  await page.goto('/admin/link-generator')
  await page.getByRole('button', { name: `Delete ${fullName}` }).click()
  await page.getByRole('alertdialog', { name: 'Are you sure you want to delete this salesperson?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(toasts(page).getByText('Salesperson deleted successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { name: fullName })).toHaveCount(0)
})
