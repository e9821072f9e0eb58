import { expect, test } from '../support/test'
import { fillNewProject, loginAsAdmin, pastTheBuildsFreshMinute, serviceData, toasts, uniqueTitle } from '../support/admin'

test('a portfolio is created, edited and deleted, and the public pages follow', async ({ page }) => {
  test.setTimeout(120_000)
  const title = uniqueTitle('Ledger Lens')
  await loginAsAdmin(page)

  // Create, with a tech stack, two metrics and a gallery.
  await page.goto('/admin/portfolio')
  await page.getByRole('link', { name: 'Add Portfolio' }).click()
  await expect(page).toHaveURL(/\/admin\/portfolio\/new$/)
  const form = await fillNewProject(page, title)
  const technologies = form.getByRole('textbox', { name: 'Technologies', exact: true })
  for (const tech of ['React', 'Node.js', 'PostgreSQL', 'Kafka']) {
    await technologies.fill(tech)
    await technologies.press('Enter')
  }
  // The slug is generated and locked in create mode.
  const slug = form.getByRole('textbox', { name: 'Slug', exact: true })
  await expect(slug).toHaveAttribute('readonly', '')
  const expectedSlug = `${title.toLowerCase().replace(/\s+/g, '-')}-fintech-react-nodejs`
  await expect(slug).toHaveValue(expectedSlug)

  const category = form.getByRole('combobox', { name: 'Category', exact: true })
  const stackTech = form.getByRole('textbox', { name: 'Technology', exact: true })
  for (const [cat, tech] of [['Frontend', 'React'], ['Frontend', 'TypeScript'], ['Backend', 'Node.js']]) {
    await category.fill(cat)
    await stackTech.fill(tech)
    await form.getByRole('button', { name: 'Add to stack' }).click()
  }
  await expect(form.getByRole('list', { name: 'Frontend technologies' }).getByRole('listitem')).toHaveCount(2)

  for (const [label, value, description] of [
    ['Reconciliation Time', '-80%', 'Daily reconciliation now takes minutes instead of hours.'],
    ['Transactions per Second', '12k', 'Sustained throughput at peak load.'],
  ]) {
    await form.getByRole('textbox', { name: 'Metric label', exact: true }).fill(label)
    await form.getByRole('textbox', { name: 'Metric value', exact: true }).fill(value)
    await form.getByRole('textbox', { name: 'Metric description', exact: true }).fill(description)
    await form.getByRole('button', { name: 'Add metric' }).click()
  }
  await form.getByRole('textbox', { name: 'Key metric label', exact: true }).fill('Reconciliation')
  await form.getByRole('textbox', { name: 'Key metric value', exact: true }).fill('-80%')
  await form.getByRole('button', { name: 'Add key metric' }).click()

  const gallery = form.getByRole('textbox', { name: 'Gallery image URL', exact: true })
  for (const url of ['/images/projects/taskflow-1.webp', '/images/projects/taskflow-2.webp']) {
    await gallery.fill(url)
    await form.getByRole('button', { name: 'Add image' }).click()
  }
  await expect(form.getByRole('list', { name: 'Gallery image URL list' }).getByRole('listitem')).toHaveCount(2)

  await form.getByRole('textbox', { name: 'Challenge', exact: true }).fill('Reconciliation ran overnight and failed often.')
  await form.getByRole('textbox', { name: 'Solution', exact: true }).fill('An event-sourced ledger with streaming reconciliation.')
  await form.getByRole('button', { name: 'Create Portfolio' }).click()

  await expect(page).toHaveURL(/\/admin\/portfolio$/)
  await expect(toasts(page).getByText('Portfolio created')).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row).toContainText('Northwind Bank')
  await expect(row).toContainText('+1 more')

  const db = await serviceData()
  const { data: stored } = await db.from('portfolios').select('*').eq('title', title).single()
  expect(stored).toMatchObject({
    slug: expectedSlug,
    service_id: 'web-apps',
    technologies: ['React', 'Node.js', 'PostgreSQL', 'Kafka'],
    gallery: ['/images/projects/taskflow-1.webp', '/images/projects/taskflow-2.webp'],
    tech_stack: [
      { category: 'Frontend', technologies: ['React', 'TypeScript'] },
      { category: 'Backend', technologies: ['Node.js'] },
    ],
  })
  expect(stored?.detailed_metrics).toHaveLength(2)
  const id = stored!.id

  // It is a case study too.
  await page.getByRole('link', { name: 'Case Studies' }).first().click()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Yes')

  // The public pages show it.
  await pastTheBuildsFreshMinute(page)
  await page.goto('/portfolio')
  await expect(page.getByText(title).first()).toBeVisible()
  await page.goto(`/case-study/${expectedSlug}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText('Transactions per Second').first()).toBeVisible()

  // Edit the title: the list, the case studies and the case study follow.
  const edited = `${title} Pro`
  await page.goto('/admin/portfolio')
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/portfolio/edit/${id}$`))
  const editForm = page.getByRole('form', { name: 'Edit portfolio' })
  await expect(editForm.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(expectedSlug)
  await editForm.getByRole('textbox', { name: 'Title', exact: true }).fill(edited)
  // Unsaved changes: a sidebar link asks first, and staying keeps the edit.
  await page.getByRole('link', { name: 'Blogs' }).first().click()
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/portfolio/edit/${id}$`))
  await expect(editForm.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(edited)
  await editForm.getByRole('button', { name: 'Update Portfolio' }).click()
  await expect(page).toHaveURL(/\/admin\/portfolio$/)
  await expect(toasts(page).getByText('Portfolio updated')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(edited) })).toBeVisible()
  await page.goto('/admin/case-studies')
  await expect(page.getByRole('row', { name: new RegExp(edited) })).toBeVisible()
  await page.goto(`/case-study/${id}`)
  await expect(page.getByRole('heading', { name: edited, level: 1 })).toBeVisible()

  // Delete: gone from the list and from the public portfolio.
  await page.goto('/admin/portfolio')
  await page.getByRole('button', { name: `Delete ${edited}` }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this portfolio?' })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toasts(page).getByText('Portfolio deleted')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(edited) })).toHaveCount(0)
  const { data: after } = await db.from('portfolios').select('id').eq('id', id)
  expect(after).toEqual([])
  await page.goto('/portfolio')
  await expect(page.getByRole('heading', { name: 'ShopSphere E-commerce Platform' }).first()).toBeVisible()
  await expect(page.getByText(edited)).toHaveCount(0)
  await page.goto(`/case-study/${expectedSlug}`)
  await expect(page.getByRole('heading', { name: 'Case study not found', level: 1 })).toBeVisible()
  await page.goto('/admin/case-studies')
  await expect(page.getByRole('row', { name: /ShopSphere E-commerce Platform/ })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(edited) })).toHaveCount(0)
})

test('a slug already taken by another project gets a clear message', async ({ page }) => {
  await loginAsAdmin(page)
  const db = await serviceData()
  const { data: sample } = await db.from('portfolios').select('id, slug').eq('title', 'ShopSphere E-commerce Platform').single()
  const { data: other } = await db.from('portfolios').select('id, slug, title').neq('id', sample!.id).limit(1).single()
  await page.goto(`/admin/portfolio/edit/${other!.id}`)
  const form = page.getByRole('form', { name: 'Edit portfolio' })
  await form.getByRole('textbox', { name: 'Slug', exact: true }).fill(sample!.slug!)
  await form.getByRole('button', { name: 'Update Portfolio' }).click()
  const message = 'This slug is already used by another portfolio. Please choose a different slug.'
  await expect(toasts(page).getByText(message)).toBeVisible()
  await expect(form.getByText(message)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/admin/portfolio/edit/${other!.id}$`))
  const { data: unchanged } = await db.from('portfolios').select('slug').eq('id', other!.id).single()
  expect(unchanged?.slug).toBe(other!.slug)
})

test('editing a project that does not exist goes back to the list', async ({ page }) => {
  await loginAsAdmin(page)
  await page.goto('/admin/portfolio/edit/00000000-0000-4000-8000-000000000000')
  await expect(page).toHaveURL(/\/admin\/portfolio$/)
  await expect(toasts(page).getByText('Project not found')).toBeVisible()
})
