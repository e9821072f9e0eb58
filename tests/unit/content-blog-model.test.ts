import { describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import type { BlogPost } from '@/content/types'
import { findBlogPost, mergeBlogPosts, resolveBlogPost } from '@/features/blog/model/blog-list'
import { blogPostDescription, blogPostTitle, formatPublishedDate } from '@/features/blog/model/blog-meta'
import { blogListSections, filterBlogPosts, matchesSearch } from '@/features/blog/model/blog-search'
import { MAX_RELATED_POSTS, relatedPosts } from '@/features/blog/model/related-posts'

let n = 0
function post(overrides: Partial<BlogPost> = {}): BlogPost {
  n += 1
  return {
    id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: 'An excerpt.',
    content: 'Body',
    author: { name: 'Jane Doe' },
    publishedDate: '2025-05-01T00:00:00.000Z',
    category: 'General',
    tags: [],
    readingTime: 5,
    featured: false,
    ...overrides,
  }
}

describe('blog search', () => {
  const p = post({ title: 'Scaling Postgres', excerpt: 'Indexes and replicas', tags: ['Databases', 'Cloud'], author: { name: 'Ravi Kumar' } })

  it('matches title, excerpt, any tag or the author name, ignoring case', () => {
    for (const term of ['postgres', 'REPLICAS', 'clo', 'ravi kumar']) expect(matchesSearch(p, term)).toBe(true)
    expect(matchesSearch(p, 'kubernetes')).toBe(false)
  })

  it('does not search the body', () => {
    expect(matchesSearch(post({ content: 'secret word' }), 'secret')).toBe(false)
  })

  it('treats blank search text as no search', () => {
    expect(matchesSearch(p, '   ')).toBe(true)
  })

  it('combines the search with the category; All means no category filter', () => {
    const web = post({ category: 'Web Development', title: 'React tips' })
    const ai = post({ category: 'AI & Machine Learning', title: 'React to AI' })
    const posts = [web, ai]
    expect(filterBlogPosts(posts, 'All', 'react')).toEqual([web, ai])
    expect(filterBlogPosts(posts, 'Web Development', 'react')).toEqual([web])
    expect(filterBlogPosts(posts, 'Web Development', 'ai')).toEqual([])
    expect(filterBlogPosts(posts, 'SaaS', '')).toEqual([])
  })

  it('shows Featured Posts only for All with no search text, without repeating them under Latest', () => {
    const featured = post({ featured: true, title: 'Featured one' })
    const plain = post({ title: 'Plain one' })
    expect(blogListSections([featured, plain], 'All', '')).toEqual({ featured: [featured], latest: [plain], empty: false })
    expect(blogListSections([featured, plain], 'All', 'one')).toEqual({ featured: null, latest: [featured, plain], empty: false })
    expect(blogListSections([featured, plain], 'General', '')).toEqual({ featured: null, latest: [featured, plain], empty: false })
    expect(blogListSections([featured, plain], 'All', 'nothing like it')).toEqual({ featured: null, latest: [], empty: true })
  })

  it('narrows the built-in posts by category to one each', () => {
    for (const category of ['Web Development', 'AI & Machine Learning', 'Mobile Development', 'SaaS', 'Tech Trends', 'Case Studies']) {
      expect(filterBlogPosts(builtInPosts, category, '')).toHaveLength(1)
    }
  })
})

describe('merging built-in and database posts', () => {
  it('puts the six built-in posts first, then the database posts in their order', () => {
    const db = [post(), post()]
    const merged = mergeBlogPosts(builtInPosts, db)
    expect(merged).toHaveLength(8)
    expect(merged.slice(0, 6).map((p) => p.id)).toEqual(builtInPosts.map((p) => p.id))
    expect(merged.slice(6)).toEqual(db)
  })

  it('lets a database post with a built-in slug replace it in place, keeping its category', () => {
    const original = builtInPosts[2]!
    const copy = post({ slug: original.slug, title: 'Edited title', category: 'General' })
    const merged = mergeBlogPosts(builtInPosts, [copy])
    expect(merged).toHaveLength(6)
    expect(merged[2]).toEqual({ ...copy, category: original.category })
  })

  it('shows no duplicates after Migrate Static Data (every built-in stored with its id and slug)', () => {
    const migrated = builtInPosts.map((p) => ({ ...p, category: 'General' }))
    const merged = mergeBlogPosts(builtInPosts, [post(), ...migrated])
    expect(merged).toHaveLength(7)
    expect(new Set(merged.map((p) => p.id)).size).toBe(7)
    expect(merged.slice(0, 6).map((p) => p.category)).toEqual(builtInPosts.map((p) => p.category))
  })

  it('finds one post by slug or id: the database first, then the built-in posts', () => {
    const original = builtInPosts[0]!
    expect(resolveBlogPost(original.slug!, null, builtInPosts)).toBe(original)
    expect(resolveBlogPost(original.id, null, builtInPosts)).toBe(original)
    expect(resolveBlogPost('no-such-post', null, builtInPosts)).toBeNull()
    const copy = post({ slug: original.slug, title: 'Stored copy' })
    expect(resolveBlogPost(original.slug!, copy, builtInPosts)).toEqual({ ...copy, category: original.category })
    const own = post()
    expect(resolveBlogPost(own.slug!, own, builtInPosts)).toBe(own)
  })

  it('looks a post up in a merged list by slug, then by id', () => {
    const a = post()
    const b = post({ slug: a.id })
    expect(findBlogPost([a, b], a.id)).toBe(b)
    expect(findBlogPost([a], a.id)).toBe(a)
    expect(findBlogPost([a], 'missing')).toBeUndefined()
  })
})

describe('related posts', () => {
  it('picks up to 3 other posts of the same category, in list order', () => {
    const current = post({ category: 'SaaS' })
    const same = [post({ category: 'SaaS' }), post({ category: 'SaaS' }), post({ category: 'SaaS' }), post({ category: 'SaaS' })]
    const list = [post({ category: 'Tech Trends' }), same[0]!, current, ...same.slice(1)]
    expect(relatedPosts(list, current)).toEqual(same.slice(0, MAX_RELATED_POSTS))
  })

  it('never relates a post to itself and may find none', () => {
    const current = post({ category: 'Case Studies' })
    expect(relatedPosts([current, post({ category: 'SaaS' })], current)).toEqual([])
  })
})

describe('blog post title and description', () => {
  it('adds the blog suffix to the title', () => {
    expect(blogPostTitle({ title: 'Fast React' }, 'NexaLabs')).toBe('Fast React | NexaLabs Blog')
  })

  it('builds the description from excerpt, category and tags within 160 characters', () => {
    const description = blogPostDescription(builtInPosts[0]!)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description).toMatch(/^Speed is a feature/)
    expect(description).toContain('Category: Web Development.')
    expect(description).toContain('Tags: React, Performance, Core Web Vitals, Vite.')
  })

  it('formats the publication date and tolerates a bad one', () => {
    expect(formatPublishedDate('2025-03-10T09:00:00.000Z')).toBe('March 10, 2025')
    expect(formatPublishedDate('not a date')).toBe('')
  })
})
