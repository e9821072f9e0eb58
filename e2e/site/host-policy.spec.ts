import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { ROUTES } from '../../src/app/route-table'
// The open admin pages
import { OPEN_ADMIN_PATHS, paths } from '../../src/config/paths'
import { scriptHash } from '../../scripts/hosting/host-policy'
import { START_SCRIPT } from '../../scripts/build/page-scripts'
import { builtInPosts } from '../../src/content/blog-posts'
import { sampleProjects } from '../../src/content/sample-projects'
import { fillLogin, serviceData } from '../support/admin'
import { e2eAdmin, stackUrl } from '../support/env'
import { expect, test, type Page } from '../support/test'

/*
 * The server the journeys run against serves the headers the build shipped for the static
 * hosts (dist/_headers, from scripts/hosting/host-policy.ts), so every journey already runs
 * under the production Content-Security-Policy. Here every page of the site, public and back
 * office, is opened and used under it, and must not trip it once.
 */

const CASE_STUDY = paths.caseStudy.to(sampleProjects[0].slug!)
const BLOG_POST = paths.blogPost.to(builtInPosts[0].slug!)

/** One address for each route of the table with a parameter (the rest are their own address). */
const EXAMPLES: Record<string, string> = {
  [paths.caseStudy.pattern]: CASE_STUDY,
  [paths.blogPost.pattern]: BLOG_POST,
}

/** Every public route of the table, as an address to open; a new route is visited without a change here. */
function publicAddresses(salesperson: string): string[] {
  const examples: Record<string, string> = { ...EXAMPLES, [paths.salesperson.pattern]: paths.salesperson.to(salesperson, 'web-apps') }
  return ROUTES.filter((route) => route.layout === 'public' && route.pattern !== '*').map((route) => {
    if (!route.pattern.includes(':')) return route.pattern
    const address = examples[route.pattern]
    if (!address) throw new Error(`No example address for the route ${route.pattern}: add one above`)
    return address
  })
}

/**
 * Collects, across navigations, every `securitypolicyviolation` a page reports, and what the
 * browser says on the console about a policy it could not apply.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportPolicyViolation', (line: string) => violations.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (line: string) => void }).reportPolicyViolation
      report(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'an inline script or eval'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions-Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  return violations
}

/** The headers every answer must carry, as the browser received them. */
function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = headers['content-security-policy'] ?? ''
  const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? ''
  expect(directive('script-src'), what).toBe(`script-src 'self' ${scriptHash(START_SCRIPT)}`)
  expect(csp, what).not.toContain("'unsafe-eval'")
  expect(directive('connect-src'), what).toBe(`connect-src 'self' ${stackUrl} ${stackUrl.replace(/^http/, 'ws')}`)
  expect(directive('frame-ancestors'), what).toBe("frame-ancestors 'none'")
  expect(directive('object-src'), what).toBe("object-src 'none'")
  expect(headers['x-frame-options'], what).toBe('DENY')
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toMatch(/(^|, )camera=\(\)/)
  expect(headers['permissions-policy'], what).toMatch(/(^|, )geolocation=\(\)/)
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
}

async function addSalesperson(): Promise<string> {
  const name = `csp-seller-${randomUUID().slice(0, 8)}`
  const { error } = await (await serviceData()).from('salesperson_links').insert({
    salesperson_name: name,
    display_name: 'Policy Seller',
    email: `${name}@agency.test`,
    services: ['web-apps'],
  })
  expect(error).toBeNull()
  return name
}

test('every public page, a case study and a blog post run under the shipped headers without a violation', async ({ page }) => {
  test.setTimeout(180_000)
  const violations = await recordViolations(page)
  const addresses = publicAddresses(await addSalesperson())
  expect(addresses).toEqual(expect.arrayContaining(['/', '/portfolio', '/blogs', '/contact', CASE_STUDY, BLOG_POST]))
  for (const address of addresses) {
    const response = await page.goto(address)
    expect(response?.status(), address).toBe(200)
    expectSecurityHeaders(response!.headers(), address)
    await expect(page.locator('h1').first(), address).toBeVisible()
    // The data refresh after hydration and the chunks loaded on intent happen under the policy too.
    await page.waitForLoadState('networkidle')
  }

  // The forms: their zod schemas run (jitless: the policy forbids eval), and toasts add styles.
  await page.goto(paths.contactForm.to())
  await page.locator('form button[type="submit"]').first().click()
  await expect(page.getByRole('alert').first()).toBeVisible()
  expect(violations).toEqual([])
})

test('the login page and every back-office screen run under the shipped headers without a violation', async ({ page }) => {
  test.setTimeout(180_000)
  const violations = await recordViolations(page)
  const db = await serviceData()
  const { data: project } = await db.from('portfolios').select('id, title').limit(1).single()
  const title = `Policy Check ${randomUUID().slice(0, 8)}`
  const { data: post, error } = await db
    .from('blogs')
    .insert({ title, content: '<p>Hello</p>', author: { name: 'Ann' }, tags: ['A'] })
    .select('id')
    .single()
  expect(error).toBeNull()

  const login = await page.goto(paths.admin.login.to())
  expectSecurityHeaders(login!.headers(), paths.admin.login.to())
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Password is required')).toBeVisible()
  await fillLogin(page, e2eAdmin.email, 'not-the-password')
  await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible()
  await fillLogin(page)
  await expect(page).toHaveURL(/\/admin$/)

  const screens: Array<[address: string, heading: string]> = [
    [paths.admin.dashboard.to(), 'Admin Dashboard'],
    [paths.admin.inquiries.to(), 'Customer Inquiries'],
    [paths.admin.portfolio.to(), 'All Portfolios'],
    [paths.admin.portfolioNew.to(), 'Basic Information'],
    [paths.admin.portfolioEdit.to(project!.id), 'Technology Stack'],
    [paths.admin.caseStudies.to(), 'All Case Studies'],
    [paths.admin.blogs.to(), 'All Blog Posts'],
    [paths.admin.blogNew.to(), 'Basic Information'],
    [paths.admin.blogEdit.to(post!.id), 'Content'],
    [paths.admin.linkGenerator.to(), 'Link Generator'],
    [paths.admin.portfolioPreview.to(project!.id), project!.title],
    [paths.admin.blogPreview.to(post!.id), title],
    [paths.admin.media.to(), 'Media Library'],
    [paths.admin.notifications.to(), 'Notifications'],
    [paths.admin.conversions.to(), 'Conversions'],
    [paths.admin.privacy.to(), 'Privacy'],
    [paths.admin.team.to(), 'Team'],
    [paths.admin.activity.to(), 'Activity'],
  ]
  // Every screen of the back office is in the list (the login page was opened above).
  // The open pages (login, set and forgot password) are not screens.
  const screenPatterns = Object.values(paths.admin).filter((route) => !OPEN_ADMIN_PATHS.includes(route)).map((route) => route.pattern)
  expect(screens).toHaveLength(screenPatterns.length)
  for (const [address, heading] of screens) {
    const response = await page.goto(address)
    expectSecurityHeaders(response!.headers(), address)
    await expect(page.getByRole('heading', { name: heading }).first(), address).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  // A form's validation (zod) and its error messages.
  await page.goto(paths.admin.portfolioNew.to())
  await page.getByRole('button', { name: 'Create Portfolio', exact: true }).click()
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute('aria-invalid', 'true')
  expect(violations).toEqual([])
})

/** The Content-Security-Policy header of the committed vercel.json: it names no project. */
function vercelHeaderPolicy(): string {
  const config = JSON.parse(readFileSync('vercel.json', 'utf8')) as { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> }
  return config.headers.find((rule) => rule.source === '/(.*)')!.headers.find((header) => header.key === 'Content-Security-Policy')!.value
}

test('under vercel.json\'s header, which names no project, each page\'s own policy still holds the site to its project', async ({ page }) => {
  const neutral = vercelHeaderPolicy()
  expect(neutral).not.toContain(stackUrl)
  // The pages as Vercel would answer them: the build's files, the committed file's header.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': neutral } })
  })
  const violations = await recordViolations(page)
  for (const address of ['/', BLOG_POST]) {
    const response = await page.goto(address)
    expect(response?.headers()['content-security-policy']).toBe(neutral)
    await expect(page.locator('h1').first(), address).toBeVisible()
  }
  // (The header is made for an https project; this stack is plain http, so its own refusals of
  // the stack's address are left aside: that the header allows every https project's policy is
  // a unit test of the policy.)
  const elsewhere = () => violations.filter((line) => line.includes('elsewhere.example'))
  expect(elsewhere()).toEqual([])

  // The header alone would let a script send data to any https host; the page's <meta> does not.
  await page.evaluate(() => fetch('https://elsewhere.example/collect', { method: 'POST', body: 'x' }).catch(() => undefined))
  await expect
    .poll(() => elsewhere().filter((line) => !line.startsWith('console:')))
    .toEqual([expect.stringMatching(/connect-src refused https:\/\/elsewhere\.example\/collect/)])
  // Refused by the policy naming the project: the page's own.
  expect(elsewhere()).toContainEqual(expect.stringContaining(`connect-src 'self' ${stackUrl} `))
})

test('an unknown address answers 404 with the not-found page, under the same headers', async ({ page, request }) => {
  const violations = await recordViolations(page)
  const response = await page.goto('/no-such-page/at/all')
  expect(response?.status()).toBe(404)
  expectSecurityHeaders(response!.headers(), 'the 404 page')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  expect(violations).toEqual([])

  // A script of an older build is a 404 too, never a page answered with 200.
  expect((await request.get('/assets/index-of-an-older-build.js')).status()).toBe(404)
  // The host reads its rules; it never serves them.
  expect((await request.get('/_headers')).status()).toBe(404)
})

test('hashed files are cached for a year; pages and the site\'s other files are revalidated', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const asset = await request.get(script!)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expectSecurityHeaders(asset.headers(), script!)
  for (const address of ['/', '/portfolio', '/images/hero-poster.webp', '/sitemap.xml']) {
    expect((await request.get(address)).headers()['cache-control'], address).toBe('public, max-age=0, must-revalidate')
  }
})
