import { describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import type { BlogPost } from '@/content/types'
import { countListedBlogPosts } from '@/features/blog/model/blog-list'

const dbPost = (overrides: Partial<BlogPost>): BlogPost => ({ ...builtInPosts[0]!, category: 'General', featured: false, ...overrides })

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
