import { pageTitle } from '@/config/brand'
import { ReviewsPage } from '@/features/reviews/components/reviews-page'
import { useDocumentMeta } from '@/lib/use-document-meta'

export function ReviewsRoute() {
  useDocumentMeta(
    pageTitle('Client Reviews'),
    'Read what our clients say about our web apps, SaaS products, mobile apps, AI calling and AI automation: a 4.9/5 average rating and 98% client retention.',
  )
  return <ReviewsPage />
}
