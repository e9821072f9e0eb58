import { describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import type { BlogPost } from '@/content/types'
import { countListedBlogPosts, findBlogPost, listBlogPosts, mergeBlogPosts, recentBlogPosts, resolveBlogPost } from '@/features/blog/model/blog-list'
import { post } from '../../../../support/content-fixtures'

const dbPost = (overrides: Partial<BlogPost>): BlogPost => ({ ...builtInPosts[0]!, category: 'General', featured: false, ...overrides })

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

describe("the dashboard's Blog Posts counter", () => {
  it('counts what /blogs lists: the built-in posts and the database posts', () => {
    expect(builtInPosts).toHaveLength(6)
    expect(countListedBlogPosts(builtInPosts, [])).toBe(6)
    expect(countListedBlogPosts(builtInPosts, [dbPost({ id: 'c0ffee00-0000-4000-8000-00000000b001', slug: 'new-post', title: 'New' })])).toBe(7)
  })

  it('counts a migrated copy of a built-in post once', () => {
    const copy = dbPost({ id: builtInPosts[1]!.id, slug: builtInPosts[1]!.slug })
    expect(countListedBlogPosts(builtInPosts, [copy])).toBe(6)
  })
})

describe("the dashboard's recent posts", () => {
  it('are the newest of the counted posts, built-in ones flagged, a stored copy not', () => {
    const newest = post({ publishedDate: '2030-01-01T00:00:00.000Z' })
    const copy = dbPost({ id: builtInPosts[0]!.id, slug: builtInPosts[0]!.slug, publishedDate: '2029-01-01T00:00:00.000Z' })
    const undated = post({ publishedDate: 'not a date' })
    const recent = recentBlogPosts(builtInPosts, [undated, copy, newest], 3)
    const newestOtherBuiltIn = builtInPosts.slice(1).reduce((a, b) => (Date.parse(b.publishedDate) > Date.parse(a.publishedDate) ? b : a))
    expect(recent.map(({ post: p }) => p.id)).toEqual([newest.id, copy.id, newestOtherBuiltIn.id])
    expect(recent.map(({ builtIn }) => builtIn)).toEqual([false, false, true])
    expect(recentBlogPosts(builtInPosts, [undated], 7).at(-1)!.post).toBe(undated)
    expect(listBlogPosts(builtInPosts, [copy, newest])).toHaveLength(countListedBlogPosts(builtInPosts, [copy, newest]))
  })
})
