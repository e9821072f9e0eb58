// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Page as BlogPostPage } from '@/app/routes/blog-post'
import { Page as BlogsPage } from '@/app/routes/blogs'
import { builtInPosts } from '@/content/blog-posts'
import { getBlogBySlugOrId, getBlogs } from '@/features/blog/api/blogs'
import { RoutePage, renderAt } from '../../../support/render'
import { dbPost } from '../../../support/content-fixtures'

vi.mock('@/features/blog/api/blogs', () => ({
  getBlogs: vi.fn(),
  getBlogBySlugOrId: vi.fn(),
}))

const list = vi.mocked(getBlogs)
const one = vi.mocked(getBlogBySlugOrId)

const blogRoutes = [
  { path: '/blogs', element: <RoutePage page={BlogsPage} /> },
  { path: '/blog/:slugOrId', element: <RoutePage page={BlogPostPage} /> },
]

beforeEach(() => {
  list.mockReset()
  one.mockReset()
})

describe('/blog/{slug or id}', () => {
  it('shows every part of a built-in post', async () => {
    const user = userEvent.setup()
    const post = builtInPosts[0]!
    one.mockResolvedValue(null)
    list.mockResolvedValue([])
    renderAt(`/blog/${post.slug}`, blogRoutes)
    expect(screen.getByText('Loading blog post...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs')
    expect(screen.getAllByText(post.category).length).toBeGreaterThan(0)
    expect(screen.getByText(post.excerpt)).toBeInTheDocument()
    expect(screen.getByText('March 10, 2025')).toBeInTheDocument()
    expect(screen.getByText('3 min read')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: post.title })).toHaveAttribute('src', post.featuredImage)
    expect(await screen.findByRole('heading', { level: 2, name: 'Why performance is a business metric' })).toBeInTheDocument()
    for (const tag of post.tags) expect(screen.getByText(`#${tag}`)).toBeInTheDocument()
    const author = screen.getByRole('region', { name: 'About the Author' })
    expect(within(author).getByText(post.author.name)).toBeInTheDocument()
    expect(within(author).getByText(post.author.bio!)).toBeInTheDocument()
    expect(document.title).toBe(`${post.title} | NexaLabs Blog`)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Category: Web Development.')

    // No Web Share API here: the link is copied.
    await user.click(screen.getByRole('button', { name: 'Share Article' }))
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(window.location.href))
  })

  it('uses the Web Share API where the browser has one', async () => {
    const user = userEvent.setup()
    const share = vi.fn(async () => {})
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      one.mockResolvedValue(null)
      list.mockResolvedValue([])
      renderAt(`/blog/${builtInPosts[1]!.slug}`, blogRoutes)
      await user.click(await screen.findByRole('button', { name: 'Share Article' }))
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: builtInPosts[1]!.title, url: window.location.href }))
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  it('renders stored HTML sanitised: a script and an onerror handler stay inert', async () => {
    const html = '<h2>Stored</h2><p>Safe text</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">'
    one.mockResolvedValue(dbPost({ content: html }))
    list.mockResolvedValue([])
    const { container } = renderAt('/blog/stored-post-general-2025', blogRoutes)
    expect(await screen.findByRole('heading', { level: 2, name: 'Stored' })).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')
    expect((window as { pwned?: number }).pwned).toBeUndefined()
  })

  it('renders plain text as paragraphs', async () => {
    one.mockResolvedValue(dbPost())
    list.mockResolvedValue([])
    renderAt('/blog/stored-post-general-2025', blogRoutes)
    expect(await screen.findByText('First paragraph.')).toBeInstanceOf(HTMLParagraphElement)
    expect(screen.getByText('Second paragraph.')).toBeInstanceOf(HTMLParagraphElement)
  })

  it('lists up to 3 related posts of the same category, linked by id', async () => {
    const others = [1, 2, 3, 4].map((i) => dbPost({ id: `7b0d7c2e-2f51-4f7e-9a55-1f6d7f0e9a1${i}`, slug: `other-${i}`, title: `Other ${i}` }))
    one.mockResolvedValue(dbPost())
    list.mockResolvedValue([dbPost(), ...others])
    renderAt('/blog/stored-post-general-2025', blogRoutes)
    const related = await screen.findByRole('region', { name: 'Related Articles' })
    const links = within(related).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['Other 1', 'Other 2', 'Other 3'])
    expect(links[0]).toHaveAttribute('href', `/blog/${others[0]!.id}`)
  })

  it('redirects an unknown post, or one that failed to load, to /blogs', async () => {
    one.mockResolvedValue(null)
    list.mockResolvedValue([])
    const first = renderAt('/blog/no-such-post', blogRoutes)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/blogs'))
    first.unmount()

    one.mockRejectedValue(new Error('Failed to load blog post. Please try again.'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAt('/blog/also-missing', blogRoutes)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/blogs'))
  })
})
