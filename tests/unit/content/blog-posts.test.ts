import { describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import { generateBlogSlug } from '@/features/blog/model/blog-slug'
import { isUuid } from '@/lib/errors'

describe('the built-in blog posts', () => {
  it('gives every built-in post a fixed uuid and the slug the blog slug rule makes', () => {
    expect(builtInPosts.length).toBeGreaterThan(0)
    for (const post of builtInPosts) {
      expect(isUuid(post.id)).toBe(true)
      expect(post.slug).toBe(generateBlogSlug(post))
    }
  })
})
