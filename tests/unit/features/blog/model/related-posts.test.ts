import { describe, expect, it } from 'vitest'
import type { BlogPost } from '@/content/types'
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
