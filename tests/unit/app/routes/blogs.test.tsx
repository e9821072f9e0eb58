// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Page as BlogPostPage } from '@/app/routes/blog-post'
import { Page as BlogsPage } from '@/app/routes/blogs'
import { builtInPosts } from '@/content/blog-posts'
import type { BlogPost } from '@/content/types'
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

function titleOf(category: string) {
  return builtInPosts.find((p) => p.category === category)!.title
}

function cardTitles() {
  return screen.queryAllByTestId('blog-card').map((card) => within(card).getByRole('heading').textContent)
}

beforeEach(() => {
  list.mockReset()
  one.mockReset()
})

describe('/blogs', () => {
  it('shows the built-in posts at once with the loading text, then adds the database posts after them', async () => {
    let resolve: (posts: BlogPost[]) => void = () => {}
    list.mockReturnValue(new Promise((r) => (resolve = r)))
    renderAt('/blogs', blogRoutes)
    expect(screen.getByRole('heading', { level: 1, name: 'Tech Insights' })).toBeInTheDocument()
    expect(screen.getByText('Loading blogs...')).toBeInTheDocument()
    const featuredPosts = builtInPosts.filter((p) => p.featured).map((p) => p.title)
    const featuredNow = screen.getByRole('region', { name: 'Featured Posts' })
    expect(within(featuredNow).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(featuredPosts)
    expect(screen.queryByText('Stored Post')).not.toBeInTheDocument()

    resolve([dbPost()])
    await waitFor(() => expect(screen.queryByText('Loading blogs...')).not.toBeInTheDocument())
    const featured = screen.getByRole('region', { name: 'Featured Posts' })
    const latest = screen.getByRole('region', { name: 'Latest Posts' })
    expect(within(featured).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(featuredPosts)
    expect(within(latest).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      ...builtInPosts.filter((p) => !p.featured).map((p) => p.title),
      'Stored Post',
    ])
  })

  it('shows the first 2 tags on a card and links it by slug', async () => {
    list.mockResolvedValue([dbPost()])
    renderAt('/blogs', blogRoutes)
    const card = (await screen.findByRole('link', { name: 'Stored Post' })).closest('article')!
    expect(within(card).getByRole('list', { name: 'Tags' }).textContent).toBe('#One#Two')
    expect(within(card).getByRole('link', { name: 'Stored Post' })).toHaveAttribute('href', '/blog/stored-post-general-2025')
  })

  it('narrows the list by search and category, hides Featured Posts then, and shows the empty state', async () => {
    const user = userEvent.setup()
    list.mockResolvedValue([dbPost()])
    renderAt('/blogs', blogRoutes)
    await screen.findByRole('region', { name: 'Featured Posts' })
    const search = screen.getByRole('searchbox', { name: 'Search articles' })

    await user.type(search, 'ann admin')
    expect(screen.queryByRole('region', { name: 'Featured Posts' })).toBeNull()
    expect(cardTitles()).toEqual(['Stored Post'])

    await user.clear(search)
    await user.click(screen.getByRole('button', { name: 'SaaS' }))
    expect(screen.queryByRole('region', { name: 'Featured Posts' })).toBeNull()
    expect(cardTitles()).toEqual([titleOf('SaaS')])

    await user.type(search, 'flutter')
    expect(cardTitles()).toEqual([])
    expect(screen.getByText('No blog posts found.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'All' }))
    expect(cardTitles()).toEqual([titleOf('Mobile Development')])
  })

  it('shows the built-in posts when the database cannot be read', async () => {
    list.mockResolvedValue([])
    renderAt('/blogs', blogRoutes)
    await screen.findByRole('region', { name: 'Featured Posts' })
    expect(cardTitles()).toHaveLength(6)
  })
})
