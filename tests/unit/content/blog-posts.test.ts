import { describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import { generateBlogSlug } from '@/features/blog/model/blog-slug'
import { isUuid } from '@/lib/errors'

describe('the built-in blog posts', () => {
  it('gives the six built-in posts fixed uuids and slugs by the blog slug rule', () => {
    expect(builtInPosts).toHaveLength(6)
    for (const post of builtInPosts) {
      expect(isUuid(post.id)).toBe(true)
      expect(post.slug).toBe(generateBlogSlug(post))
    }
  })
})
