import { describe, expect, it } from 'vitest'
import { reviews, reviewStats } from '@/content/reviews'
import { SERVICE_IDS } from '@/content/types'
import { filterReviews, reviewFadeDelay } from '@/features/reviews/model/review-filter'

describe('reviews', () => {
  it('shows only the chosen service’s reviews, every service having some, and all of them unfiltered', () => {
    for (const id of SERVICE_IDS) {
      const shown = filterReviews(reviews, id)
      expect(shown.length, id).toBeGreaterThan(0)
      expect(shown.every((review) => review.service === id), id).toBe(true)
    }
    expect(filterReviews(reviews, 'all')).toEqual(reviews)
  })

  it('counts on its Success Stories tile the stories the page shows', () => {
    expect(reviewStats.find((stat) => stat.label === 'Success Stories')?.value).toBe(String(reviews.length))
  })

  it('fades cards in 100 ms apart, at most 500 ms late', () => {
    expect([0, 1, 2, 4, 5, 6, 14].map(reviewFadeDelay)).toEqual([0, 100, 200, 400, 500, 500, 500])
  })
})
