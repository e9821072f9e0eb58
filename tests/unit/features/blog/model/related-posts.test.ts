import { describe, expect, it } from 'vitest'
import { MAX_RELATED_POSTS, relatedPosts } from '@/features/blog/model/related-posts'
import { post } from '../../../../support/content-fixtures'

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
