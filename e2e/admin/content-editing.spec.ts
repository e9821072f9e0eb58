import { expect, test, type Page } from '../support/test'
import { fillNewProject, loginAsAdmin, pastTheBuildsFreshMinute, serviceData, toasts, uniqueTitle } from '../support/admin'

/*
 * Content editing as a team uses it: an uploaded image, a draft, publishing and scheduling,
 * the visual editor, and the question before unsaved work is lost.
 */

const SCREENSHOT = 'e2e/fixtures/project-screenshot.jpg'
const NOT_AN_IMAGE = 'e2e/fixtures/not-an-image.txt'
const STORED_IMAGE = /\/storage\/v1\/object\/public\/site-media\/uploads\/project-screenshot-[a-z0-9]+\.1600x978\.webp$/

/** Waits until the public portfolio has rendered its projects (the sample ones are always there). */
async function openPortfolio(page: Page) {
  await page.goto('/portfolio')
  await expect(page.getByRole('heading', { name: 'ShopSphere E-commerce Platform' }).first()).toBeVisible()
}

test('an uploaded image goes into a new project, which stays private as a draft and goes public when published', async ({ page }) => {
  test.setTimeout(150_000)
  const title = uniqueTitle('Ledger Lens')
  await loginAsAdmin(page)
  await page.goto('/admin/portfolio/new')
  const form = await fillNewProject(page, title)

  // A file that is not an image is refused, and the field keeps its (empty) value.
  const picker = form.getByLabel('Upload an image for Project Image')
  await picker.setInputFiles(NOT_AN_IMAGE)
  await expect(
    form.getByText('"not-an-image.txt" is not an image the site can use. Choose a JPEG, PNG, WebP, AVIF or GIF file.'),
  ).toBeVisible()
  const imageUrl = form.getByRole('textbox', { name: 'Project Image', exact: true })
  await expect(imageUrl).toHaveValue('')

  // A real photo is resized in the browser and stored; the field now holds its largest width.
  await picker.setInputFiles(SCREENSHOT)
  await expect(imageUrl).toHaveValue(STORED_IMAGE, { timeout: 30_000 })
  const url = await imageUrl.inputValue()
  const preview = form.locator(`img[src="${url}"]`)
  await expect(preview).toBeVisible()
  // Visible comes before decoded: wait for the file itself to have arrived.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  // A new project: Save draft and Schedule beside Create Portfolio, which publishes at once.
  await expect(form.getByRole('button', { name: 'Create Portfolio' })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Schedule' })).toBeVisible()
  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/admin\/portfolio$/)
  await expect(toasts(page).getByText(/It is a draft: only admins can see it\./)).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row).toContainText('Draft')
  await page.getByRole('button', { name: /^Drafts/ }).click()
  await expect(page).toHaveURL(/state=draft/)
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible()
  await expect(page.getByRole('row', { name: /ShopSphere E-commerce Platform/ })).toHaveCount(0)

  // Visitors do not see the draft, not even by its address.
  await openPortfolio(page)
  await expect(page.getByText(title)).toHaveCount(0)
  const db = await serviceData()
  const { data: stored } = await db.from('portfolios').select('id, status, image').eq('title', title).single()
  expect(stored).toMatchObject({ status: 'draft', image: url })
  await page.goto(`/case-study/${stored!.id}`)
  await expect(page.getByRole('heading', { name: 'Case study not found', level: 1 })).toBeVisible()

  // The admin can preview it as its case study will look.
  await page.goto('/admin/portfolio')
  const previewLink = page.getByRole('row', { name: new RegExp(title) }).getByRole('link', { name: `Preview ${title} (opens in a new tab)` })
  await expect(previewLink).toHaveAttribute('href', `/admin/portfolio/preview/${stored!.id}`)
  await page.goto(`/admin/portfolio/preview/${stored!.id}`)
  await expect(page.getByRole('note')).toContainText('Preview of a portfolio visitors cannot see yet (Draft)')
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.locator(`img[src="${url}"]`).first()).toBeVisible()

  // Publish it.
  await page.goto(`/admin/portfolio/edit/${stored!.id}`)
  const editForm = page.getByRole('form', { name: 'Edit portfolio' })
  await expect(editForm.getByRole('textbox', { name: 'Project Image', exact: true })).toHaveValue(url)
  // A stored draft is published with Publish (Update Portfolio is for a project already public).
  await expect(editForm.getByRole('button', { name: 'Update Portfolio' })).toHaveCount(0)
  await editForm.getByRole('button', { name: 'Publish' }).click()
  await expect(toasts(page).getByText(/It is on the public site\./)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Published')

  // On /portfolio, served from Storage with its widths: the browser picks the one that fits.
  await pastTheBuildsFreshMinute(page)
  await openPortfolio(page)
  const card = page.locator(`img[src="${url}"]`).first()
  await card.scrollIntoViewIfNeeded()
  await expect(card).toBeVisible()
  await expect(card).toHaveAttribute('srcset', new RegExp(`${url.replace(/\.1600x978\.webp$/, '')}\\.640w\\.webp 640w`))
  await expect(card).toHaveAttribute('sizes', /400px/)
  await expect(card).toHaveAttribute('width', '1600')
  await expect(card).toHaveAttribute('height', '978')
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  expect(await card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(640w|960w)\.webp$/)

  // The media library knows where the image is used, so it cannot be deleted from there.
  await page.goto('/admin/media')
  const media = page.getByRole('listitem').filter({ has: page.locator(`img[src="${url}"]`) })
  await expect(media).toContainText(`Project “${title}”`)
  await expect(media).toContainText('(Image)')
  await expect(media.getByRole('button', { name: /^Delete / })).toBeDisabled()
})

test('the media library uploads images and deletes one that nothing uses', async ({ page }) => {
  await loginAsAdmin(page)
  await page.goto('/admin/media')
  await expect(page.getByRole('heading', { name: 'Media Library', level: 1 })).toBeVisible()
  await page.getByLabel('Upload images to the media library').setInputFiles(SCREENSHOT)
  await expect(toasts(page).getByText('Image uploaded')).toBeVisible({ timeout: 30_000 })
  const card = page.getByRole('listitem').filter({ hasText: 'Not used anywhere' }).first()
  await expect(card).toContainText('1600 x 978 px')
  const id = (await card.locator('p').first().textContent())!.trim()
  await card.getByRole('button', { name: `Delete ${id}` }).click()
  await page.getByRole('alertdialog', { name: 'Are you sure you want to delete this image?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(toasts(page).getByText('Image deleted')).toBeVisible()
  await expect(page.getByText(id, { exact: true })).toHaveCount(0)
})

test('a post scheduled a minute ahead appears on the blog after its time, not before', async ({ page }) => {
  test.setTimeout(180_000)
  const title = uniqueTitle('Quarterly Release Notes')
  await loginAsAdmin(page)
  await page.goto('/admin/blogs/new')
  const form = page.getByRole('form', { name: 'New blog post' })
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await form.getByRole('textbox', { name: 'Author Name', exact: true }).fill('Priya Raman')
  await form.getByRole('textbox', { name: 'Content', exact: true }).fill('What shipped this quarter.')

  // The next whole minute at least 45 s away, in the browser's own time zone (what the field means).
  const at = await page.evaluate(() => {
    const when = new Date(Date.now() + 45_000)
    when.setSeconds(0, 0)
    when.setMinutes(when.getMinutes() + 1)
    const pad = (n: number) => String(n).padStart(2, '0')
    const local = `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}`
    return { local, time: when.getTime() }
  })
  // A time in the past is refused.
  await form.getByLabel('Publish at (for Schedule)').fill('2020-01-01T09:00')
  await form.getByRole('button', { name: 'Schedule' }).click()
  await expect(form.getByText('Choose a time in the future, or publish now.')).toBeVisible()
  await form.getByLabel('Publish at (for Schedule)').fill(at.local)
  await form.getByRole('button', { name: 'Schedule' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs$/)
  await expect(toasts(page).getByText(/Scheduled for /)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Scheduled')

  const db = await serviceData()
  const { data: stored } = await db.from('blogs').select('id, slug, status, publish_at, published_date').eq('title', title).single()
  expect(stored).toMatchObject({ status: 'scheduled' })
  expect(new Date(stored!.publish_at!).getTime()).toBe(at.time)
  // A scheduled post is dated when it goes public.
  expect(new Date(stored!.published_date).getTime()).toBe(at.time)

  // Before its time: not on the blog, and its address leads back to the list.
  expect(Date.now()).toBeLessThan(at.time)
  await page.goto('/blogs')
  await expect(page.getByText('Building Fast React Apps: A Practical Performance Guide').first()).toBeVisible()
  await expect(page.getByText('Loading blogs...')).toHaveCount(0)
  await expect(page.getByText(title)).toHaveCount(0)
  await page.goto(`/blog/${stored!.slug}`)
  await expect(page).toHaveURL(/\/blogs$/)

  // Its time comes: the post's time is moved to a moment ago, as waiting for it would (the form
  // refuses a time in the past, so it was scheduled ahead). Then it is on the blog and its page opens.
  const { error: timeError } = await db.from('blogs')
    .update({ publish_at: new Date(Date.now() - 1_000).toISOString() }).eq('id', stored!.id)
  expect(timeError).toBeNull()
  await pastTheBuildsFreshMinute(page)
  await expect(async () => {
    await page.goto('/blogs')
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000, intervals: [1_000] })
  await page.goto(`/blog/${stored!.slug}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()

  // The stack's stand-in for pg_cron marks it published and asks the public pages to rebuild.
  await expect
    .poll(async () => (await db.from('blogs').select('status').eq('id', stored!.id).single()).data?.status, { timeout: 75_000, intervals: [1_000] })
    .toBe('published')
  await expect
    .poll(
      async () => (await db.from('publish_requests').select('status').eq('reason', 'scheduled')).data?.some((request) => request.status !== 'pending'),
      { timeout: 10_000 },
    )
    .toBe(true)
})

test('a post written in the visual editor shows its heading, list and link on its public page', async ({ page }) => {
  test.setTimeout(90_000)
  const title = uniqueTitle('Shipping Checklist')
  await loginAsAdmin(page)
  await page.goto('/admin/blogs/new')
  const form = page.getByRole('form', { name: 'New blog post' })
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await form.getByRole('textbox', { name: 'Author Name', exact: true }).fill('Tom Walsh')

  const editor = form.getByRole('textbox', { name: 'Content', exact: true })
  await editor.click()
  await form.getByRole('button', { name: 'Heading 2' }).click()
  await page.keyboard.type('Before every release')
  await page.keyboard.press('Enter')
  await page.keyboard.type('We check three things:')
  await page.keyboard.press('Enter')
  await form.getByRole('button', { name: 'Bulleted list' }).click()
  await page.keyboard.type('Speed')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Safety')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Accessibility')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Read our guide')
  for (let i = 0; i < 'our guide'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft')
  await form.getByRole('button', { name: 'Link', exact: true }).click()
  // The popover takes focus to its field. A link that is no address is refused; a real one is
  // applied to the selected words.
  await expect(page.getByLabel('Link address')).toBeFocused()
  await page.getByLabel('Link address').fill('not a link')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(/Enter a web address/)).toBeVisible()
  await page.getByLabel('Link address').fill('https://example.com/guide')
  await page.getByRole('button', { name: 'Apply' }).click()

  // Pasted from Google Docs: the structure stays, the styling goes.
  await editor.press('End')
  await editor.press('Enter')
  await editor.evaluate((element) => {
    const data = new DataTransfer()
    data.setData(
      'text/html',
      '<b style="font-weight:normal" id="docs-internal-guid-1"><p><span style="font-size:11pt;font-family:Arial;color:#ff0000;font-weight:700">Pasted in bold</span><span style="font-size:11pt;font-weight:400"> from a doc</span></p></b>',
    )
    data.setData('text/plain', 'Pasted in bold from a doc')
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  })
  await expect(editor.locator('strong', { hasText: 'Pasted in bold' })).toBeVisible()
  await expect(editor.locator('[style]')).toHaveCount(0)

  // The live preview shows what the public page will.
  const preview = page.getByLabel('Content preview')
  await expect(preview.getByRole('heading', { name: 'Before every release', level: 2 })).toBeVisible()
  await expect(preview.getByRole('listitem')).toHaveText(['Speed', 'Safety', 'Accessibility'])
  await form.getByRole('button', { name: 'Create Blog Post' }).click()
  await expect(toasts(page).getByText('Blog post created')).toBeVisible()

  const db = await serviceData()
  const { data: stored } = await db.from('blogs').select('slug, content').eq('title', title).single()
  expect(stored!.content).toContain('<h2>Before every release</h2>')
  expect(stored!.content).toContain('<a href="https://example.com/guide">our guide</a>')
  expect(stored!.content).not.toMatch(/style=|font-family|docs-internal/)

  await page.goto(`/blog/${stored!.slug}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  const article = page.locator('main')
  await expect(article.getByRole('heading', { name: 'Before every release', level: 2 })).toBeVisible()
  await expect(article.getByRole('listitem').filter({ hasText: /^(Speed|Safety|Accessibility)$/ })).toHaveCount(3)
  await expect(article.getByRole('link', { name: 'our guide' })).toHaveAttribute('href', 'https://example.com/guide')
  await expect(article.locator('strong', { hasText: 'Pasted in bold' })).toBeVisible()
})

test('leaving a form with changes through the Back button (or a reload) asks first', async ({ page }) => {
  await loginAsAdmin(page)
  await page.goto('/admin/portfolio')
  await page.getByRole('link', { name: 'Add Portfolio' }).click()
  await expect(page).toHaveURL(/\/admin\/portfolio\/new$/)
  const title = page.getByRole('textbox', { name: 'Title', exact: true })
  await title.fill('Unsaved idea')

  // Back: asked, and Keep editing keeps the page and the text.
  await page.evaluate(() => history.back())
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await expect(question).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/portfolio\/new$/)
  await question.getByRole('button', { name: 'Keep editing' }).click()
  await expect(title).toHaveValue('Unsaved idea')
  await expect(page).toHaveURL(/\/admin\/portfolio\/new$/)

  // Reload: the browser's own question; dismissing it keeps the text.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type())
      void dialog.dismiss()
    })
  })
  void page.reload().catch(() => undefined)
  expect(await asked).toBe('beforeunload')
  await expect(title).toHaveValue('Unsaved idea')

  // Back again, and leave: the list, and the text is gone.
  await page.evaluate(() => history.back())
  await question.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(/\/admin\/portfolio$/)
  await expect(page.getByRole('heading', { name: 'Portfolio Management' })).toBeVisible()

  // Forward returns to an empty form: nothing was kept behind the admin's back.
  await page.evaluate(() => history.forward())
  await expect(page).toHaveURL(/\/admin\/portfolio\/new$/)
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('')
})
