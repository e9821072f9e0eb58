import type { Review, ServiceId } from '@/content/types'

export type ReviewFilter = ServiceId | 'all'

export function filterReviews(reviews: readonly Review[], filter: ReviewFilter): readonly Review[] {
  return filter === 'all' ? reviews : reviews.filter((review) => review.service === filter)
}

/** Review cards fade in 100 ms apart by index, at most 500 ms late. */
export const REVIEW_FADE_STEP_MS = 100
export const REVIEW_FADE_MAX_MS = 500

export function reviewFadeDelay(index: number): number {
  return Math.min(index * REVIEW_FADE_STEP_MS, REVIEW_FADE_MAX_MS)
}
