import { expect, test, type Locator, type Page } from '../support/test'
import { chooseOption } from '../support/visitor-forms'
import { builtInPosts } from '../../src/content/blog-posts'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function scrollSectionToTop(page: Page, id: string) {
  await page.evaluate((sectionId) => document.getElementById(sectionId)?.scrollIntoView({ block: 'start' }), id)
}

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('opens, locks page scrolling, traps focus and closes on navigation', async ({ page }) => {
    await page.goto('/reviews')
    await expect(mainNav(page)).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('dialog', { name: 'Menu' })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page')
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

    // The wheel does not move the page behind the panel.
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.move(20, 400)
    await page.mouse.wheel(0, 600)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)

    // Focus stays inside the panel however far the visitor tabs.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }

    await panel.getByRole('link', { name: 'Blogs' }).click()
    await expect(page).toHaveURL('/blogs')
    await expect(panel).toBeHidden()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })

  test('closes on Escape, on the overlay, on its close button and at desktop width', async ({ page }) => {
    await page.goto('/privacy-policy')
    const open = page.getByRole('button', { name: 'Open menu' })
    const panel = page.getByRole('dialog', { name: 'Menu' })

    await open.click()
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await expect(panel).toBeVisible()
    await page.mouse.click(15, 400) // the overlay, left of the panel
    await expect(panel).toBeHidden()

    await open.click()
    await panel.getByRole('button', { name: 'Close menu' }).click()
    await expect(panel).toBeHidden()

    await open.click()
    await expect(panel).toBeVisible()
    await page.setViewportSize({ width: 1024, height: 800 })
    await expect(panel).toBeHidden()
    await expect(mainNav(page)).toBeVisible()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })

  test('a home section link scrolls there from the panel', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(page.locator('#about')).toBeInViewport()
    await expect(page).toHaveURL('/')
  })
})

test('the active menu item follows scrolling on the home page', async ({ page }) => {
  await page.goto('/')
  const nav = mainNav(page)
  // The sections below the services load once the visitor starts to scroll; then the
  // portfolio's projects arrive and move everything below them.
  await page.mouse.wheel(0, 200)
  await expect(page.locator('#portfolio').getByRole('link', { name: /View Case Study/ }).first()).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'location')

  await scrollSectionToTop(page, 'about')
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'location')
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')

  await scrollSectionToTop(page, 'contact')
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'location')

  // A menu click scrolls smoothly to the section, without leaving the page.
  await nav.getByRole('link', { name: 'Services' }).click()
  await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'location')
  await expect(page).toHaveURL('/')

  await scrollSectionToTop(page, 'portfolio')
  await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'location')

  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'location')
})

test('the active menu item follows the route elsewhere', async ({ page }) => {
  const nav = mainNav(page)
  await page.goto('/blogs')
  await expect(nav.getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page')
  await page.goto(`/blog/${builtInPosts[0]!.slug}`)
  await expect(nav.getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page')
  await page.goto('/reviews')
  await expect(nav.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Blogs' })).not.toHaveAttribute('aria-current')
  await page.goto('/contact')
  await expect(nav.locator('[aria-current]')).toHaveCount(0)

  // From another page, a home section link navigates home and scrolls to the section.
  await nav.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/#about')
  await expect(page.locator('#about')).toBeInViewport()
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'location')
})

/**
 * Holds the Blogs page's chunk back, as a slow connection would, until the returned function
 * is called: meanwhile a click on Blogs changes the address and the home page stays on screen.
 */
async function holdTheBlogsChunk(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/blogs-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

const SECTION_LINKS = [
  ['Home', '/'],
  ['Services', '/#services'],
  ['Portfolio', '/#portfolio'],
  ['About', '/#about'],
  ['Contact', '/#contact'],
] as const

test('a header link clicked while the previous page is still loading takes the visitor to its page', async ({ page }) => {
  const release = await holdTheBlogsChunk(page)
  await page.goto('/')
  const nav = mainNav(page)
  const homeHeading = page.getByRole('heading', { level: 1, name: 'The Future of AI-Powered Software' })
  for (const [label, target] of SECTION_LINKS) {
    await nav.getByRole('link', { name: 'Blogs' }).click()
    await expect(page).toHaveURL('/blogs')
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible()
    await nav.getByRole('link', { name: label }).click()
    await expect(page, label).toHaveURL(target)
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeHidden()
    await expect(homeHeading).toBeAttached()
  }
  // The chunk arriving afterwards changes nothing: the visitor's last click wins.
  release()
  await page.waitForTimeout(500)
  await expect(page).toHaveURL('/#contact')
  await expect(homeHeading).toBeVisible()
})

test.describe('the mobile menu while the previous page is still loading', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('its links take the visitor to their page', async ({ page }) => {
    await holdTheBlogsChunk(page)
    await page.goto('/')
    const panel = page.getByRole('dialog', { name: 'Menu' })
    for (const [label, target] of SECTION_LINKS) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await panel.getByRole('link', { name: 'Blogs' }).click()
      await expect(page).toHaveURL('/blogs')
      await expect(panel).toBeHidden()
      await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible()
      await page.getByRole('button', { name: 'Open menu' }).click()
      await panel.getByRole('link', { name: label }).click()
      await expect(page, label).toHaveURL(target)
      await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeHidden()
    }
  })
})

test('/contact#form lands on the inquiry form', async ({ page }) => {
  await page.goto('/contact#form')
  const form = page.locator('#inquiry-form')
  await expect(form.getByRole('form', { name: 'Detailed consultation form' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await expect(form.getByRole('heading', { name: 'Tell Us About Your Project' })).toBeInViewport()

  // The hero's call to action goes there too.
  await page.goto('/')
  await page.getByRole('link', { name: 'Launch Your Vision' }).click()
  await expect(page).toHaveURL('/contact#form')
  await expect(page.locator('#inquiry-form').getByRole('heading', { name: 'Tell Us About Your Project' })).toBeInViewport()
})

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'The Future of AI-Powered Software' })).toBeVisible()
})

test('a service card expands on hover and by keyboard, one at a time', async ({ page }) => {
  await page.goto('/')
  const saas = page.getByTestId('service-card-saas')
  const web = page.getByTestId('service-card-web-apps')
  await saas.scrollIntoViewIfNeeded()
  await saas.hover()
  await expect(saas).toHaveAttribute('data-expanded', 'true')
  await expect(saas.getByRole('heading', { name: 'About This Service' })).toBeVisible()
  await expect(saas.getByRole('heading', { name: 'Key Features' })).toBeVisible()
  await expect(saas.getByRole('heading', { name: 'Technologies Used' })).toBeVisible()
  await expect(saas.getByText('From $15,000')).toBeVisible()
  await expect(saas.getByText('8-16 weeks')).toBeVisible()

  await web.hover()
  await expect(web).toHaveAttribute('data-expanded', 'true')
  await expect(saas).toHaveAttribute('data-expanded', 'false')

  await page.mouse.move(5, 5)
  await expect(web).toHaveAttribute('data-expanded', 'false')

  const toggle = page.getByRole('button', { name: 'Show details for AI Automation' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  const automation = page.getByTestId('service-card-ai-automation')
  await expect(automation).toHaveAttribute('data-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(automation.getByRole('link', { name: 'View Details of AI Automation' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/ai-automation')
})

test('the shell: footer links, chat button, and nothing sent off-site without tracker ids', async ({ page }) => {
  const offSite: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data')) offSite.push(request.url())
  })
  await page.goto('/')
  await page.goto('/reviews')

  const footer = page.getByRole('contentinfo')
  for (const href of ['/web-apps', '/mobile-apps', '/ai-automation', '/saas', '/blogs', '/privacy-policy', '/#about']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
  }

  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })
  await expect(chat).toHaveAttribute('target', '_blank')
  const chatHref = new URL((await chat.getAttribute('href'))!)
  expect(chatHref.searchParams.get('text')).toBe('I would like to develop a software or app. I need to discuss with you more')

  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0)
  expect(offSite).toEqual([])
})

test('every page has its own title and description', async ({ page }) => {
  const seen = new Set<string>()
  for (const path of ['/', '/contact', '/reviews', '/thank-you', '/privacy-policy', '/nowhere']) {
    await page.goto(path)
    await expect(page.locator('main h1').first()).toBeVisible()
    const title = await page.title()
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(title, path).toMatch(/\S/)
    expect(description?.length ?? 0, path).toBeGreaterThan(40)
    expect(seen.has(title), `${path} repeats the title ${title}`).toBe(false)
    seen.add(title)
  }
})

test.describe('chat button on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('steps aside while it would cover the hero\'s figures, and is back once they scroll away', async ({ page }) => {
    await page.goto('/')
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })
    await expect(page.getByText('Quantum Support')).toBeInViewport()
    await expect(chat).toBeHidden()
    await page.mouse.wheel(0, 600)
    await expect(chat).toBeVisible()
    // Elsewhere nothing is kept clear: the button is there from the start.
    await page.goto('/reviews')
    await expect(chat).toBeVisible()
  })

  test('never stands over a control of the quick form or of any step of the wizard, at any scroll position', async ({ page }) => {
    test.setTimeout(120_000)
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })

    // /contact#form lands on the wizard, whose Company field the button covered.
    await page.goto('/contact#form')
    const wizard = page.getByRole('form', { name: 'Detailed consultation form' })
    await expect(wizard.getByLabel('Company (optional)')).toBeInViewport()
    await expect.poll(() => controlsUnderChat(wizard)).toEqual([])
    await sweepPast(page, wizard)
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect(wizard.getByText('First name must be at least 2 characters')).toBeVisible()
    await sweepPast(page, wizard)
    await wizard.getByLabel(/^First Name/).fill('Ada')
    await wizard.getByLabel(/^Last Name/).fill('Lovelace')
    await wizard.getByLabel(/^Email/).fill('ada@example.com')
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect(wizard.getByText('Step 2 of 3')).toBeVisible()
    await sweepPast(page, wizard)
    await chooseOption(wizard, 'Service Interest', 'Web Applications')
    await chooseOption(wizard, 'Budget Range', '$5,000 - $15,000')
    await chooseOption(wizard, 'Project Timeline', 'ASAP (Rush)')
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect(wizard.getByText('Step 3 of 3')).toBeVisible()
    await sweepPast(page, wizard)
    // Away from the form the button is back.
    await scrollTo(page, 0)
    await expect(chat).toBeVisible()

    // The home page's quick form, with the choice of form above it.
    await page.goto('/')
    const section = page.locator('#get-started')
    await section.scrollIntoViewIfNeeded()
    const quick = page.getByRole('form', { name: 'Quick contact form' })
    await expect(quick).toBeVisible()
    await sweepPast(page, section)
    await quick.getByRole('button', { name: 'Send Message' }).click()
    await expect(quick.getByText('Message must be at least 10 characters')).toBeVisible()
    await sweepPast(page, section)
  })
})

async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
}

/**
 * The visible controls in `form` whose box meets the chat button's while the button shows
 * (none once it has stepped aside; while it fades it still counts).
 */
function controlsUnderChat(form: Locator): Promise<string[]> {
  return form.evaluate((element) => {
    const chat = document.querySelector('a[aria-label^="Chat with us"]')!
    if (getComputedStyle(chat).visibility === 'hidden') return []
    const button = chat.getBoundingClientRect()
    const meets = (box: DOMRect) => box.left < button.right && button.left < box.right && box.top < button.bottom && button.top < box.bottom
    return [...element.querySelectorAll('input, select, textarea, button')]
      .filter((control) => control.checkVisibility({ visibilityProperty: true }) && meets(control.getBoundingClientRect()))
      .map((control) => control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent ?? control.tagName)
  })
}

/**
 * Scrolls `form` through the screen in steps shorter than the button's zone, so every control
 * passes under the button, and checks at each stop that the button is not over one.
 */
async function sweepPast(page: Page, form: Locator) {
  const { top, bottom } = await form.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY }
  })
  const screenHeight = page.viewportSize()!.height
  for (let y = Math.max(0, Math.floor(top - screenHeight)); y <= bottom; y += 60) {
    await scrollTo(page, y)
    await expect.poll(() => controlsUnderChat(form), { message: `the chat button over a control, scrolled to ${y}` }).toEqual([])
  }
}
