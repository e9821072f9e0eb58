import { expect, test } from '../support/test'

/*
 * The public pages are built into HTML with their content and data (src/prerender.tsx): their
 * content is in the page a host sends, and the app takes it over without re-rendering it and
 * without asking the database for anything before the first paint.
 */
const CASE_STUDY = '/case-study/shopsphere-ecommerce-platform-retail-react-nodejs'
const BLOG_POST = '/blog/building-fast-react-apps-a-practical-performance-guide-web-development-react-2025'

const PRERENDERED: Array<[path: string, heading: RegExp]> = [
  ['/', /The Future of AI-Powered Software/],
  ['/portfolio', /Our Portfolio/],
  ['/blogs', /Tech Insights/],
  ['/contact', /Get In Touch/],
  ['/reviews', /.+/],
  ['/web-apps', /.+/],
  [CASE_STUDY, /ShopSphere E-commerce Platform/],
  [BLOG_POST, /Building Fast React Apps/],
]

for (const [path, heading] of PRERENDERED) {
  test(`${path} arrives as a ready page and hydrates without a mismatch or an early data request`, async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`data-prerendered="${path}"`)
    expect(html).toMatch(/<h1[^>]*>/)

    const problems: string[] = []
    page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()))
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(problems).toEqual([])

    // Every read of the database starts after the first paint: the page needed none to show.
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
      const data = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/rest\/v1\//.test(entry.name))
        .map((entry) => entry.startTime)
      return { paint, data }
    })
    expect(timing.paint).not.toBeNaN()
    for (const start of timing.data) expect(start).toBeGreaterThanOrEqual(timing.paint)
  })
}

test('/portfolio and /blogs hold the database\'s projects and posts before any script runs', async ({ request }) => {
  const portfolio = await (await request.get('/portfolio')).text()
  expect(portfolio).toContain('ShopSphere E-commerce Platform')
  expect(portfolio).not.toContain('Loading real portfolios...')
  const blogs = await (await request.get('/blogs')).text()
  expect(blogs).toContain('Featured Posts')
  expect(blogs).not.toContain('Loading blogs...')
})

test('a case study opened by a project\'s id is rendered in the browser and moves to its slug address', async ({ page, request }) => {
  const html = await (await request.get('/case-study/no-such-project')).text()
  expect(html).not.toContain('data-prerendered')
  expect(html).toContain('<div id="root"></div>')
  expect(html).toContain('<meta name="robots" content="noindex" data-head />')
  await page.goto('/case-study/no-such-project')
  await expect(page.getByRole('heading', { name: 'Case study not found' })).toBeVisible()
})

test('an unknown address gets status 404 and the real not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page/here')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(page).toHaveTitle(/Page not found/)
  // Still the app: its links work.
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the sitemap, robots.txt and the feed are served', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(await sitemap.text()).toContain(`${CASE_STUDY}</loc>`)
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin')
  expect(await (await request.get('/feed.xml')).text()).toContain('<rss version="2.0"')
})
