import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '../support/test'
import { builtInPosts } from '../../src/content/blog-posts'
import { shopSphere } from '../../src/content/sample-projects/shopsphere'
import { servicePages } from '../../src/content/service-pages'

// Reduced motion from the first paint: axe judges final colours, never a frame of a fade.
test.use({ reducedMotion: 'reduce' })
import { SERVICE_IDS } from '../../src/content/types'

const pages: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'portfolio',
    path: '/portfolio',
    ready: (page) => expect(page.getByRole('group', { name: 'Filter projects by service' })).toBeVisible(),
  },
  {
    name: 'case study',
    path: `/case-study/${shopSphere.slug}`,
    ready: (page) => expect(page.getByRole('heading', { name: 'Project Gallery' })).toBeVisible(),
  },
  {
    name: 'blogs',
    path: '/blogs',
    ready: (page) => expect(page.getByRole('region', { name: 'Latest Posts' })).toBeVisible(),
  },
  {
    name: 'blog post',
    path: `/blog/${builtInPosts[0]!.slug}`,
    ready: (page) => expect(page.getByRole('region', { name: 'About the Author' })).toBeVisible(),
  },
  ...SERVICE_IDS.map((id) => ({
    name: `service page ${id}`,
    path: `/${id}`,
    ready: (page: Page) => expect(page.getByRole('heading', { level: 1, name: servicePages[id].hero.title })).toBeVisible(),
  })),
]

for (const width of [1440, 375]) {
  for (const { name, path, ready } of pages) {
    test(`axe finds no serious or critical violation on the ${name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await ready(page)
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
      expect(serious).toEqual([])
    })
  }
}
