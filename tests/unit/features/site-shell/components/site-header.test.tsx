// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { brandName } from '@/config/brand'
import { SiteHeader } from '@/features/site-shell/components/site-header'
import { SITE_SHELL_MESSAGES } from '@/features/site-shell/model/site-shell-messages'
import { renderWithProviders } from '../../../../support/render'

const scrolledTo = vi.fn()

beforeEach(() => {
  scrolledTo.mockReset()
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo(this.id)
  }
  window.history.replaceState(null, '', '/')
})

/** The home page with its sections, as the header's section links find them. */
function HomePage() {
  return (
    <>
      <h1 id="home">Home page</h1>
      {['services', 'portfolio', 'about', 'contact'].map((id) => (
        <section key={id} id={id} aria-label={id} />
      ))}
    </>
  )
}

/**
 * The site with a Blogs page whose chunk arrives only when the test says so, over the app's
 * own browser router: the page on screen stays the home page while the address says /blogs.
 */
function renderSiteWithSlowBlogs() {
  let deliverChunk = () => {}
  const chunk = new Promise<void>((resolve) => {
    deliverChunk = resolve
  })
  const BlogsPage = lazy(() => chunk.then(() => ({ default: () => <h1>All posts</h1> })))
  renderWithProviders(
    <>
      <SiteHeader />
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/blogs" element={<BlogsPage />} />
        </Routes>
      </Suspense>
    </>,
    { browserHistory: true },
  )
  return { deliverChunk: () => act(async () => deliverChunk()) }
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }))
const address = () => `${window.location.pathname}${window.location.hash}`
const pendingBar = () => screen.queryByRole('progressbar', { name: SITE_SHELL_MESSAGES.pageLoading })

/** Clicks Blogs; its page's chunk is still loading, so the home page stays on screen. */
async function startGoingToBlogs(user: ReturnType<typeof userEvent.setup>) {
  await user.click(mainNav().getByRole('link', { name: 'Blogs' }))
  expect(address()).toBe('/blogs')
  expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  expect(pendingBar()).toBeInTheDocument()
}

describe('a header link clicked while the previous navigation is pending', () => {
  it('Home takes the visitor home instead of scrolling the page that is leaving', async () => {
    const user = userEvent.setup()
    const { deliverChunk } = renderSiteWithSlowBlogs()
    await startGoingToBlogs(user)

    await user.click(mainNav().getByRole('link', { name: 'Home' }))
    expect(address()).toBe('/')
    expect(pendingBar()).not.toBeInTheDocument()

    // The Blogs chunk arriving late changes nothing: the visitor asked for home.
    await deliverChunk()
    expect(address()).toBe('/')
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'All posts' })).not.toBeInTheDocument()
  })

  it.each([
    ['Services', '/#services'],
    ['Portfolio', '/#portfolio'],
    ['About', '/#about'],
    ['Contact', '/#contact'],
  ])('%s takes the visitor to its home section', async (label, target) => {
    const user = userEvent.setup()
    const { deliverChunk } = renderSiteWithSlowBlogs()
    await startGoingToBlogs(user)

    await user.click(mainNav().getByRole('link', { name: label }))
    expect(address()).toBe(target)
    expect(pendingBar()).not.toBeInTheDocument()
    await deliverChunk()
    expect(address()).toBe(target)
    expect(screen.queryByRole('heading', { name: 'All posts' })).not.toBeInTheDocument()
  })

  it('the logo takes the visitor home', async () => {
    const user = userEvent.setup()
    renderSiteWithSlowBlogs()
    await startGoingToBlogs(user)
    await user.click(screen.getByRole('link', { name: `${brandName} home` }))
    expect(address()).toBe('/')
    expect(pendingBar()).not.toBeInTheDocument()
  })

  it('the mobile menu’s links do the same', async () => {
    const user = userEvent.setup()
    const { deliverChunk } = renderSiteWithSlowBlogs()
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Blogs' }))
    expect(address()).toBe('/blogs')
    expect(pendingBar()).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'About' }))
    expect(address()).toBe('/#about')
    await deliverChunk()
    expect(address()).toBe('/#about')
    expect(screen.queryByRole('heading', { name: 'All posts' })).not.toBeInTheDocument()
  })

  it('on the home page with nothing pending, a section link still scrolls there without navigating', async () => {
    const user = userEvent.setup()
    renderSiteWithSlowBlogs()
    await user.click(mainNav().getByRole('link', { name: 'Services' }))
    expect(address()).toBe('/')
    expect(scrolledTo).toHaveBeenCalledWith('services')
  })
})
