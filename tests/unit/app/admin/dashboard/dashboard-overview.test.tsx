// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DashboardOverview } from '@/app/admin/dashboard/dashboard-overview'
import { builtInPosts } from '@/content/blog-posts'
import type { BlogPost } from '@/content/types'
import { adminBlogsQuery } from '@/features/blog/api/admin-blog-queries'
import { blogPostSlugOrId } from '@/features/blog/model/blog-list'
import { activeInquiryCountQuery } from '@/features/inquiry-inbox/api/admin-inquiry-queries'
import { adminProjectsQuery } from '@/features/portfolio-editor/api/admin-project-queries'
import { post } from '../../../../support/content-fixtures'
import { renderWithCachedData } from '../../../../support/render'

/** The dashboard with what its queries would have loaded: no projects or inquiries, these posts. */
function renderDashboard(dbPosts: BlogPost[]) {
  renderWithCachedData('/admin', <DashboardOverview recentInquiries={<p>Recent inquiries</p>} />, [
    [adminProjectsQuery().queryKey, []],
    [adminBlogsQuery().queryKey, dbPosts],
    [activeInquiryCountQuery().queryKey, 0],
    [activeInquiryCountQuery('new').queryKey, 0],
  ])
}

function blogPostsCounter(): string | null | undefined {
  const counters = screen.getByRole('region', { name: 'Counters' })
  return within(counters).getByText('Blog Posts').nextElementSibling?.textContent
}

function recentBlogPosts() {
  return within(screen.getByRole('region', { name: 'Recent Blog Posts' })).queryAllByRole('listitem')
}

/** The built-in posts, newest first. */
const newestBuiltIns = [...builtInPosts].sort((a, b) => Date.parse(b.publishedDate) - Date.parse(a.publishedDate))

describe('the dashboard: Blog Posts counter and Recent Blog Posts show the same posts', () => {
  it('with only the built-in posts: counts 6 and lists the newest 3, marked Built-in, with their public page', () => {
    renderDashboard([])
    expect(blogPostsCounter()).toBe(String(builtInPosts.length))
    expect(screen.queryByText('No blog posts yet')).not.toBeInTheDocument()
    const items = recentBlogPosts()
    expect(items).toHaveLength(3)
    items.forEach((item, index) => {
      const builtIn = newestBuiltIns[index]!
      expect(item).toHaveTextContent(builtIn.title)
      expect(within(item).getByText('Built-in')).toBeInTheDocument()
      // A built-in post is not in the database: nothing to edit, its page to look at.
      expect(within(item).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument()
      const view = within(item).getByRole('link', { name: `View ${builtIn.title} (opens in a new tab)` })
      expect(view).toHaveAttribute('href', `/blog/${blogPostSlugOrId(builtIn)}`)
      expect(view).toHaveAttribute('target', '_blank')
    })
    expect(screen.getByText(/Migrate Static Data/)).toBeInTheDocument()
  })

  it('with a new database post: counts 7 and lists it first, to edit, unmarked', () => {
    const written = post({ title: 'Written today', publishedDate: '2026-11-20T09:00:00.000Z' })
    renderDashboard([written])
    expect(blogPostsCounter()).toBe(String(builtInPosts.length + 1))
    const [first, ...rest] = recentBlogPosts()
    expect(first).toHaveTextContent('Written today')
    expect(within(first!).queryByText('Built-in')).not.toBeInTheDocument()
    expect(within(first!).getByRole('link', { name: 'Edit Written today' })).toHaveAttribute('href', `/admin/blogs/edit/${written.id}`)
    expect(rest.map((item) => within(item).getByText('Built-in'))).toHaveLength(2)
  })

  it('after Migrate Static Data: each post counted once, and the stored copies are edited like any post', () => {
    const migrated = builtInPosts.map((builtIn) => ({ ...builtIn, category: 'General' }))
    renderDashboard(migrated)
    expect(blogPostsCounter()).toBe(String(builtInPosts.length))
    const items = recentBlogPosts()
    expect(items.map((item) => within(item).getByRole('link', { name: /^Edit/ }).getAttribute('href'))).toEqual(
      newestBuiltIns.slice(0, 3).map((builtIn) => `/admin/blogs/edit/${builtIn.id}`),
    )
    expect(screen.queryByText('Built-in')).not.toBeInTheDocument()
    expect(screen.queryByText(/Migrate Static Data/)).not.toBeInTheDocument()
  })
})

describe("an editor's dashboard (no recent inquiries given)", () => {
  it('shows the content cards only: no inquiry counters, list or quick action', () => {
    renderWithCachedData('/admin', <DashboardOverview />, [
      [adminProjectsQuery().queryKey, []],
      [adminBlogsQuery().queryKey, []],
    ])
    const counters = within(screen.getByRole('region', { name: 'Counters' }))
    expect(counters.getByText('Total Portfolios')).toBeInTheDocument()
    expect(counters.getByText('Blog Posts')).toBeInTheDocument()
    expect(counters.queryByText('Customer Inquiries')).not.toBeInTheDocument()
    expect(counters.queryByText('New Inquiries')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Recent Inquiries' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Manage Customer Inquiries' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Write New Blog Post' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
