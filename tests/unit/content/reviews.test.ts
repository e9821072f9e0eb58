import { describe, expect, it } from 'vitest'
import { reviews } from '@/content/reviews'
import { SERVICE_IDS } from '@/content/types'

describe('the reviews', () => {
  it('has 15 reviews, three per service', () => {
    expect(reviews).toHaveLength(15)
    for (const id of SERVICE_IDS) expect(reviews.filter((r) => r.service === id)).toHaveLength(3)
  })
})
