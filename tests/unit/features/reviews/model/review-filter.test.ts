import { describe, expect, it } from 'vitest'
import { reviews, reviewStats } from '@/content/reviews'
import { SERVICE_IDS } from '@/content/types'
import { filterReviews, reviewFadeDelay } from '@/features/reviews/model/review-filter'

describe('reviews', () => {
  it('has 15 reviews, three per service, and the four stats tiles', () => {
    expect(reviews).toHaveLength(15)
    for (const id of SERVICE_IDS) expect(filterReviews(reviews, id)).toHaveLength(3)
    expect(filterReviews(reviews, 'all')).toHaveLength(15)
    expect(reviewStats.map((stat) => stat.value)).toEqual(['4.9/5', '500+', '98%', '15'])
  })

  it('fades cards in 100 ms apart, at most 500 ms late', () => {
    expect([0, 1, 2, 4, 5, 6, 14].map(reviewFadeDelay)).toEqual([0, 100, 200, 400, 500, 500, 500])
  })
})
