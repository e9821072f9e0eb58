import { expect, test } from '../support/test'
import { loginAsAdmin, pastTheBuildsFreshMinute, serviceData, toasts, uniqueTitle } from '../support/admin'

test('a blog post with HTML content is published with its script inert, then deleted', async ({ page }) => {
  test.setTimeout(90_000)
  const title = uniqueTitle('Hardening React Apps')
  await loginAsAdmin(page)
  await page.goto('/admin/blogs')
  await page.getByRole('link', { name: 'Add Blog Post' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/)
  const form = page.getByRole('form', { name: 'New blog post' })

  // Blank content is refused with "Content cannot be empty."
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await form.getByRole('textbox', { name: 'Author Name', exact: true }).fill('Priya Raman')
  await form.getByRole('textbox', { name: 'Content', exact: true }).fill('   ')
  await form.getByRole('button', { name: 'Create Blog Post' }).click()
  await expect(toasts(page).getByText('Content cannot be empty.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/)

  await form.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: 'Web Development' }).click()
  await form.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('What a content security policy does and does not do.')
  const tags = form.getByRole('textbox', { name: 'Tags', exact: true })
  for (const tag of ['Security', 'React', 'security']) {
    await tags.fill(tag)
    await tags.press('Enter')
  }
  await expect(form.getByRole('list', { name: 'Tags list' }).getByRole('listitem')).toHaveCount(2)
  await form.getByRole('spinbutton', { name: 'Reading Time (minutes)' }).fill('')
  const html =
    '<h2>Why sanitising matters</h2><p>Plain <strong>HTML</strong> is fine.</p>' +
    '<script>window.__pwned = "script"</script><img src="/nope.png" onerror="window.__pwned = \'onerror\'">'
  // Raw HTML goes in through the editor's HTML view.
  await form.getByRole('button', { name: 'HTML', exact: true }).click()
  await form.getByRole('textbox', { name: 'Content', exact: true }).fill(html)
  const preview = page.getByLabel('Content preview')
  await expect(preview.getByRole('heading', { name: 'Why sanitising matters' })).toBeVisible()
  await expect(preview.locator('script')).toHaveCount(0)

  const year = new Date().getFullYear()
  const slug = `${title.toLowerCase().replace(/\s+/g, '-')}-web-development-security-${year}`
  await expect(form.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(slug)
  await form.getByRole('button', { name: 'Create Blog Post' }).click()

  await expect(page).toHaveURL(/\/admin\/blogs$/)
  await expect(toasts(page).getByText('Blog post created')).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row).toContainText('Priya Raman')
  await expect(row).toContainText('5 min read')
  await expect(row).toContainText('Security')

  const db = await serviceData()
  const { data: stored } = await db.from('blogs').select('*').eq('title', title).single()
  expect(stored).toMatchObject({ slug, reading_time: 5, tags: ['Security', 'React'], category: 'General' })
  expect(new Date(stored!.published_date).toISOString().slice(0, 10)).toBe(await page.evaluate(() => {
    const d = new Date()
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }))

  // The public list and the post, with the script inert.
  await pastTheBuildsFreshMinute(page)
  await page.goto('/blogs')
  await expect(page.getByText(title).first()).toBeVisible()
  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Why sanitising matters' })).toBeVisible()
  await expect(page.locator('main script')).toHaveCount(0)
  await expect(page.locator('[onerror]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined()
  await page.goto(`/blog/${stored!.id}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()

  // Delete it: gone from the admin list and the public list.
  await page.goto('/admin/blogs')
  await page.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('alertdialog', { name: 'Are you sure you want to delete this blog post?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(toasts(page).getByText('Blog post deleted')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0)
  const { data: gone } = await db.from('blogs').select('id').eq('id', stored!.id)
  expect(gone).toEqual([])
  await page.goto(`/blog/${slug}`)
  await expect(page).toHaveURL(/\/blogs$/)
  await expect(page.getByText('Building Fast React Apps: A Practical Performance Guide').first()).toBeVisible()
  await expect(page.getByText('Loading blogs...')).toHaveCount(0)
  await expect(page.getByText(title)).toHaveCount(0)
})

test('editing a blog post keeps what was not changed', async ({ page }) => {
  const db = await serviceData()
  const title = uniqueTitle('Edge Caching Notes')
  const { data: post } = await db
    .from('blogs')
    .insert({
      title,
      content: 'First paragraph.\n\nSecond paragraph.',
      author: { name: 'Tom Walsh' },
      published_date: '2024-03-05T08:15:00.000Z',
      tags: ['CDN', 'Performance', 'Caching'],
      reading_time: 9,
    })
    .select('*')
    .single()
  await loginAsAdmin(page)
  await page.goto('/admin/blogs')
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row).toContainText('Mar 5, 2024')
  await expect(row).toContainText('9 min read')
  await expect(row).toContainText('+1 more')
  await row.getByRole('link', { name: `Edit ${title}` }).click()
  const form = page.getByRole('form', { name: 'Edit blog post' })
  await expect(form.getByLabel('Published Date')).toHaveValue('2024-03-05')
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (updated)`)
  await form.getByRole('button', { name: 'Update Blog Post' }).click()
  await expect(toasts(page).getByText('Blog post updated')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`${title} \\(updated\\)`) })).toBeVisible()
  const { data: stored } = await db.from('blogs').select('*').eq('id', post!.id).single()
  // The plain-text body opened in the visual editor and, untouched, was saved exactly as stored.
  expect(stored).toMatchObject({
    title: `${title} (updated)`,
    reading_time: 9,
    tags: ['CDN', 'Performance', 'Caching'],
    content: 'First paragraph.\n\nSecond paragraph.',
  })
  expect(new Date(stored!.published_date).toISOString()).toBe('2024-03-05T08:15:00.000Z')
})
