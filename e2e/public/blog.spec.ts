import { randomUUID } from 'node:crypto'
import { expect, test } from '../support/test'
import { builtInPosts } from '../../src/content/blog-posts'
import { pastTheBuildsFreshMinute } from '../support/admin'
import { serviceClient } from '../support/env'

test('blog search and category narrow the list, and the empty state appears', async ({ page }) => {
  const marker = `zephyr${randomUUID().slice(0, 8)}`
  const admin = await serviceClient()
  // `as never`: the node typecheck does not resolve supabase-js's table types here.
  const { error } = await admin.from('blogs').insert({
    title: `Notes on ${marker}`,
    slug: `notes-on-${marker}`,
    excerpt: 'An article stored in the database.',
    content: '<p>Stored body</p>',
    author: { name: 'E2E Writer' },
    tags: ['Testing'],
  } as never)
  expect(error).toBeNull()

  // The post was added after the build: the list asks for it once the build's data is stale.
  await pastTheBuildsFreshMinute(page)
  await page.goto('/blogs')
  await expect(page.getByRole('heading', { level: 1, name: 'Tech Insights' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Featured Posts' })).toBeVisible()
  const cards = page.getByTestId('blog-card')
  await expect(cards.filter({ hasText: `Notes on ${marker}` })).toBeVisible()

  const search = page.getByRole('searchbox', { name: 'Search articles' })
  await search.fill(marker.toUpperCase())
  await expect(page.getByRole('region', { name: 'Featured Posts' })).toHaveCount(0)
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(`Notes on ${marker}`)

  await search.fill('')
  await page.getByRole('button', { name: 'Mobile Development' }).click()
  const mobile = builtInPosts.filter((p) => p.category === 'Mobile Development')
  await expect(cards).toHaveCount(mobile.length)
  await expect(cards.first()).toContainText(mobile[0]!.title)

  await search.fill(marker)
  await expect(cards).toHaveCount(0)
  await expect(page.getByText('No blog posts found.')).toBeVisible()

  await page.getByRole('button', { name: 'All', exact: true }).click()
  await expect(cards).toHaveCount(1)
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(`/blog/notes-on-${marker}`)
  await expect(page.getByRole('heading', { level: 1, name: `Notes on ${marker}` })).toBeVisible()
  await expect(page.getByText('Stored body')).toBeVisible()
})

test('a built-in post shows its content, author and a working share button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const post = builtInPosts[0]!
  await page.goto(`/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expect(page.getByRole('region', { name: 'About the Author' })).toContainText(post.author.name)
  await expect(page).toHaveTitle(`${post.title} | NexaLabs Blog`)
  await page.getByRole('button', { name: 'Share Article' }).click()
  // Desktop Chromium without a share sheet copies the link.
  await expect(page.getByText('Link copied to clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
})

test('an unknown blog slug lands on /blogs', async ({ page }) => {
  await page.goto('/blog/this-post-does-not-exist')
  await expect(page).toHaveURL('/blogs')
  await expect(page.getByRole('heading', { level: 1, name: 'Tech Insights' })).toBeVisible()
})
