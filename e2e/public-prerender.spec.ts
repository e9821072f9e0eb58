import { expect, test } from './support/test'

/*
 * The fixed-address public pages are built into HTML (src/prerender.tsx): their content is in
 * the page a host sends, and the app takes it over without re-rendering it.
 */
const PRERENDERED: Array<[path: string, heading: RegExp]> = [
  ['/', /The Future of AI-Powered Software/],
  ['/portfolio', /Our Portfolio/],
  ['/blogs', /Tech Insights/],
  ['/contact', /Get In Touch/],
  ['/reviews', /.+/],
  ['/web-apps', /.+/],
]

for (const [path, heading] of PRERENDERED) {
  test(`${path} arrives as a ready page and hydrates without a mismatch`, async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`data-prerendered="${path}"`)
    expect(html).toMatch(/<h1[^>]*>/)

    const problems: string[] = []
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(problems).toEqual([])
  })
}

test('the built-in posts are in /blogs before any script runs', async ({ request }) => {
  const html = await (await request.get('/blogs')).text()
  expect(html).toContain('Featured Posts')
  expect(html).toContain('Loading blogs...')
})

test('an address without a prerendered page gets the plain app page, rendered in the browser', async ({ page, request }) => {
  const html = await (await request.get('/case-study/no-such-project')).text()
  expect(html).not.toContain('data-prerendered')
  expect(html).toContain('<div id="root"></div>')
  await page.goto('/no/such/page/here')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
})
