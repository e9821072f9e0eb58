import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '../support/test'
import { loginAsAdmin, serviceData, uniqueTitle } from '../support/admin'

// Reduced motion from the first paint: axe judges final colours, never a frame of a fade.
test.use({ reducedMotion: 'reduce' })

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
}

test('the portfolio, case study, blog and link generator screens have no serious accessibility violation', async ({ page }) => {
  // Eighteen axe runs, the editor screens among them.
  test.setTimeout(240_000)
  const db = await serviceData()
  const { data: project } = await db.from('portfolios').select('id').eq('title', 'ShopSphere E-commerce Platform').single()
  const { data: post } = await db
    .from('blogs')
    .insert({ title: uniqueTitle('Axe Check Post'), content: '<p>Hello</p>', author: { name: 'Ann' }, tags: ['A', 'B', 'C'] })
    .select('id')
    .single()
  await db.from('salesperson_links').insert({
    salesperson_name: uniqueTitle('axe check').toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    display_name: 'Axe Check',
    email: 'axe@agency.example',
    services: ['web-apps', 'saas'],
    is_active: false,
  })
  await loginAsAdmin(page)

  const screens: Array<[string, string]> = [
    ['/admin/portfolio', 'All Portfolios'],
    ['/admin/portfolio/new', 'Basic Information'],
    [`/admin/portfolio/edit/${project!.id}`, 'Technology Stack'],
    ['/admin/case-studies', 'All Case Studies'],
    ['/admin/blogs', 'All Blog Posts'],
    ['/admin/blogs/new', 'Basic Information'],
    [`/admin/blogs/edit/${post!.id}`, 'Content'],
    ['/admin/media', 'Media Library'],
    // Last: the salesperson form below opens on this screen.
    ['/admin/link-generator', 'Axe Check'],
  ]
  for (const [path, landmark] of screens) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: landmark }).first()).toBeVisible()
    expect(await seriousViolations(page), path).toEqual([])
  }

  // Phones: the lists become cards, the forms one column.
  await page.setViewportSize({ width: 375, height: 800 })
  for (const [path, landmark] of screens.filter(([path]) => !path.includes('/edit/'))) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: landmark }).first()).toBeVisible()
    expect(await seriousViolations(page), `${path} at 375 px`).toEqual([])
  }
  await page.setViewportSize({ width: 1440, height: 900 })

  // The salesperson form, and a form showing its validation errors.
  await page.getByRole('button', { name: 'Add Salesperson' }).click()
  await page.getByRole('button', { name: 'Create Salesperson' }).click()
  await expect(page.getByRole('textbox', { name: 'URL Name', exact: true })).toHaveAttribute('aria-invalid', 'true')
  expect(await seriousViolations(page), 'salesperson form').toEqual([])
  await page.goto('/admin/portfolio/new')
  await page.getByRole('button', { name: 'Create Portfolio' }).click()
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute('aria-invalid', 'true')
  expect(await seriousViolations(page), 'portfolio form with errors').toEqual([])
})
