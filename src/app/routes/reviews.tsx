import { pageTitle } from '@/config/brand'
import { ReviewsPage } from '@/features/reviews/components/reviews-page'
import { useHead } from '@/lib/head/use-head'

export function Page() {
  useHead({
    title: pageTitle('Client Reviews'),
    description:
      'Read what our clients say about our web apps, SaaS products, mobile apps, AI calling and AI automation: a 4.9/5 average rating and 98% client retention.',
  })
  return <ReviewsPage />
}
