import { expect, test, type Page } from '../support/test'
import { readFile } from 'node:fs/promises'
import { builtInPosts } from '../../src/content/blog-posts'
import { sampleProjects } from '../../src/content/sample-projects'
import type { PortfolioRow, BlogRow } from '../../src/lib/database-rows'
import { loginAsAdmin, pastTheBuildsFreshMinute, seriousAxeViolations, serviceData } from '../support/admin'

const migrationCard = (page: Page) => page.getByRole('region', { name: 'Data Migration' })
const backupCard = (page: Page) => page.getByRole('region', { name: 'Data Recovery & Backup' })

/**
 * Journeys here empty or change the shared database's content; each puts back what was there
 * (the run's other journeys expect the seeded sample projects and no database posts). Each
 * journey has a fresh browser context, so it starts with no backups in localStorage.
 */
let saved: { portfolios: PortfolioRow[]; blogs: BlogRow[] } | undefined

test.beforeEach(async ({ page }) => {
  const db = await serviceData()
  const [portfolios, blogs] = await Promise.all([db.from('portfolios').select('*'), db.from('blogs').select('*')])
  if (portfolios.error || blogs.error) throw portfolios.error ?? blogs.error
  saved = { portfolios: portfolios.data, blogs: blogs.data }
  await loginAsAdmin(page)
})

test.afterEach(async () => {
  if (!saved) return
  const db = await serviceData()
  await db.from('portfolios').delete().not('id', 'is', null)
  await db.from('blogs').delete().not('id', 'is', null)
  if (saved.portfolios.length) await db.from('portfolios').insert(saved.portfolios)
  if (saved.blogs.length) await db.from('blogs').insert(saved.blogs)
})

test('Migrate Static Data on an empty database fills the public portfolio and blog', async ({ page }) => {
  const db = await serviceData()
  await db.from('portfolios').delete().not('id', 'is', null)
  await db.from('blogs').delete().not('id', 'is', null)
  await page.reload()

  const card = migrationCard(page)
  await expect(card.getByText('Database Empty')).toBeVisible()
  await expect(card.getByText('0 portfolios, 0 blog posts')).toBeVisible()
  await card.getByRole('button', { name: 'Check Database' }).click()
  await expect(page.getByText('No Data Found')).toBeVisible()
  await expect(page.getByText('Database is empty. You can migrate your static data now.')).toBeVisible()

  await card.getByRole('button', { name: 'Migrate Static Data' }).click()
  await expect(page.getByText('Migration Successful')).toBeVisible()
  await expect(page.getByText('Migrated 4 portfolios and 6 blog posts to database.')).toBeVisible()
  // The re-check: data now, and no second migration.
  await expect(card.getByText('Database Has Data')).toBeVisible()
  await expect(card.getByText('4 portfolios, 6 blog posts')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Migrate Static Data' })).toBeDisabled()
  await expect(page.getByRole('region', { name: 'Counters' }).getByText('4', { exact: true })).toBeVisible()

  const [portfolios, blogs] = await Promise.all([db.from('portfolios').select('id'), db.from('blogs').select('slug')])
  expect(portfolios.data?.map((p) => p.id).sort()).toEqual(sampleProjects.map((p) => p.id).sort())
  expect(blogs.data?.map((b) => b.slug).sort()).toEqual(builtInPosts.map((b) => b.slug).sort())

  await pastTheBuildsFreshMinute(page)
  await page.goto('/portfolio')
  for (const project of sampleProjects) await expect(page.getByText(project.title).first()).toBeVisible()
  await page.goto('/blogs')
  for (const post of builtInPosts) await expect(page.getByText(post.title).first()).toBeVisible()
})

test('Create Backup, change a project, Restore brings it back (after a confirmation)', async ({ page }) => {
  const [project] = sampleProjects
  const db = await serviceData()
  const card = backupCard(page)
  await expect(card.getByText('No backups available')).toBeVisible()
  await expect(card.getByText('Create your first backup to protect your data')).toBeVisible()

  await card.getByRole('button', { name: 'Create Backup' }).click()
  await expect(page.getByText('Backup Created')).toBeVisible()
  await expect(page.getByText('Your data has been backed up successfully.')).toBeVisible()
  const entry = card.getByRole('listitem').first()
  await expect(entry).toContainText(/\d+ portfolios?, \d+ blogs?/)
  const history = await page.evaluate(() => JSON.parse(localStorage.getItem('agency-admin-backup-history') ?? '[]'))
  expect(history).toHaveLength(1)
  expect(history[0].version).toBe('1.0')

  const { error } = await db.from('portfolios').update({ title: 'Changed behind the backup' }).eq('id', project.id)
  expect(error).toBeNull()

  // Cancelling the confirmation writes nothing.
  await entry.getByRole('button', { name: /Restore/ }).click()
  const question = page.getByRole('alertdialog', { name: 'Restore this backup?' })
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
  expect((await db.from('portfolios').select('title').eq('id', project.id).single()).data?.title).toBe('Changed behind the backup')

  await entry.getByRole('button', { name: /Restore/ }).click()
  await question.getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByText('Data Restored', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Data restored from backup created on /)).toBeVisible()
  await expect.poll(async () => (await db.from('portfolios').select('title').eq('id', project.id).single()).data?.title).toBe(project.title)
})

test('Validate Data, Export and Import: a malformed file changes nothing and says why', async ({ page }) => {
  const card = backupCard(page)
  await card.getByRole('button', { name: 'Validate Data' }).click()
  await expect(page.getByText('Data Integrity Check Passed')).toBeVisible()
  await expect(page.getByText('Your data is intact and valid.')).toBeVisible()

  const downloading = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Export' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^agency-backup-\d{4}-\d{2}-\d{2}-\d{6}\.json$/)
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'))
  expect(exported).toMatchObject({ version: '1.0', timestamp: expect.any(String) })
  expect(exported.projects.length).toBeGreaterThan(0)

  const fileInput = card.locator('input[type="file"]')
  await fileInput.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"version": "1.0", ') })
  await expect(page.getByText('Import Failed')).toBeVisible()
  await expect(page.getByText('The file is not valid JSON.')).toBeVisible()
  await expect(card.getByText('No backups available')).toBeVisible()

  const wrong = { ...exported, version: '2.0' }
  await fileInput.setInputFiles({ name: 'wrong.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(wrong)) })
  await expect(page.getByText('The file is not a valid backup: version must be "1.0".')).toBeVisible()
  await expect(card.getByText('No backups available')).toBeVisible()

  await fileInput.setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) })
  await expect(page.getByText('Backup Imported')).toBeVisible()
  await expect(card.getByRole('listitem')).toHaveCount(1)
  await expect(card.getByRole('listitem').first()).toContainText(`${exported.projects.length} portfolio`)
})

test('the dashboard shows its counters, quick actions and recent lists, without serious accessibility violations', async ({ page }) => {
  const counters = page.getByRole('region', { name: 'Counters' })
  for (const label of ['Total Portfolios', 'Blog Posts', 'Customer Inquiries', 'New Inquiries']) {
    await expect(counters.getByText(label)).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Add New Portfolio' })).toHaveAttribute('href', '/admin/portfolio/new')
  await expect(page.getByRole('link', { name: 'Write New Blog Post' })).toHaveAttribute('href', '/admin/blogs/new')
  await expect(page.getByRole('link', { name: 'Manage Customer Inquiries' })).toHaveAttribute('href', '/admin/customer-inquiries')
  await expect(page.getByRole('link', { name: 'Manage Case Studies' })).toHaveAttribute('href', '/admin/case-studies')
  const newest = page.getByRole('link', { name: /^Edit / }).first()
  await expect(newest).toHaveAttribute('href', /^\/admin\/portfolio\/edit\//)

  expect(await seriousAxeViolations(page)).toEqual([])
})
