import { expect, test } from '../support/test'
import { shopSphere } from '../../src/content/sample-projects/shopsphere'
import { taskFlow } from '../../src/content/sample-projects/taskflow'

test('the home portfolio filter changes the cards', async ({ page }) => {
  await page.goto('/#portfolio')
  const section = page.locator('section#portfolio')
  await expect(section.getByRole('heading', { name: 'Our Latest Projects' })).toBeVisible()
  const filters = section.getByRole('group', { name: 'Filter projects by service' })
  const cards = section.getByRole('article')
  await expect(cards.filter({ hasText: shopSphere.title })).toBeVisible()
  await expect(cards.filter({ hasText: taskFlow.title })).toBeVisible()

  await filters.getByRole('button', { name: 'SAAS Solutions' }).click()
  await expect(filters.getByRole('button', { name: 'SAAS Solutions' })).toHaveAttribute('aria-pressed', 'true')
  await expect(cards.filter({ hasText: shopSphere.title })).toHaveCount(0)
  await expect(cards.filter({ hasText: taskFlow.title })).toBeVisible()
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['SAAS Solutions'])

  await filters.getByRole('button', { name: 'All Projects' }).click()
  await expect(cards.filter({ hasText: shopSphere.title })).toBeVisible()
})

test('a card opens its case study under the slug address', async ({ page }) => {
  await page.goto('/portfolio')
  await page.getByRole('link', { name: `View Case Study: ${taskFlow.title}` }).click()
  await expect(page).toHaveURL(`/case-study/${taskFlow.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: taskFlow.title })).toBeVisible()
  await expect(page).toHaveTitle(`${taskFlow.title} | Case Study | NexaLabs`)
})

test('a case study opened by id ends on its slug address', async ({ page }) => {
  await page.goto(`/case-study/${shopSphere.id}`)
  await expect(page.getByRole('heading', { level: 1, name: shopSphere.title })).toBeVisible()
  await expect(page).toHaveURL(`/case-study/${shopSphere.slug}`)
  // The id address was replaced, not added: Back leaves the case study.
  await page.goBack()
  await expect(page).not.toHaveURL(/\/case-study\//)
})

test('an unknown case study shows a not-found view with a way back', async ({ page }) => {
  await page.goto('/case-study/no-such-project-anywhere')
  await expect(page.getByRole('heading', { name: 'Case study not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Portfolio' }).click()
  await expect(page).toHaveURL('/portfolio')
})

test('the gallery wraps from the last image to the first', async ({ page }) => {
  await page.goto(`/case-study/${shopSphere.slug}`)
  const count = shopSphere.gallery.length
  await page.getByRole('button', { name: `Open image ${count} of ${count}` }).click()
  const viewer = page.getByRole('dialog')
  const image = viewer.getByTestId('gallery-viewer-image')
  await expect(image).toHaveAttribute('src', shopSphere.gallery[count - 1]!)
  await viewer.getByRole('button', { name: 'Next image' }).click()
  await expect(image).toHaveAttribute('src', shopSphere.gallery[0]!)
  await expect(viewer.getByText(`1 / ${count}`)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(image).toHaveAttribute('src', shopSphere.gallery[count - 1]!)
  await page.keyboard.press('Escape')
  await expect(viewer).toHaveCount(0)
})
