import { describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import { blogListSections, filterBlogPosts, matchesSearch } from '@/features/blog/model/blog-search'
import { post } from '../../../../support/content-fixtures'

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
