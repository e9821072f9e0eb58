import { describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import { blogPostDescription, blogPostTitle, formatPublishedDate } from '@/features/blog/model/blog-meta'

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
