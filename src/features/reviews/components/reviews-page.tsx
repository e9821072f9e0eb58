import { ArrowRight } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { reviews, reviewStats } from '@/content/reviews'
import { services } from '@/content/services'
import { cn } from '@/lib/cn'
import { filterReviews, type ReviewFilter } from '../model/review-filter'
import { ReviewCard } from './review-card'

const FILTERS: ReadonlyArray<{ value: ReviewFilter; label: string }> = [
  { value: 'all', label: 'All Services' },
  ...services.map((service) => ({ value: service.id, label: service.title })),
]

/** /reviews: stats tiles, a service filter, the review cards and a call to action. */
export function ReviewsPage() {
  const [filter, setFilter] = useState<ReviewFilter>('all')
  const shown = filterReviews(reviews, filter)

  return (
    <div className="pb-20">
      <section aria-labelledby="reviews-title" className="relative overflow-hidden border-b border-line-subtle bg-gradient-to-b from-brand-500/10 via-brand-alt-600/5 to-transparent py-16 sm:py-24">
        <div className="container text-center">
          <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-brand-300">Testimonials</p>
          <h1 id="reviews-title" className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            Client Reviews
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">
            What founders, CTOs and product leaders say about working with us.
          </p>
          <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 md:grid-cols-4">
            {reviewStats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-2xl border border-line bg-surface-card/70 p-5">
                <dt className="order-2 mt-1 text-sm text-ink-muted">{stat.label}</dt>
                <dd className="order-1 text-brand-gradient text-3xl font-bold">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-label="Reviews" className="container pt-12">
        <div role="group" aria-label="Filter reviews by service" className="mb-10 flex flex-wrap justify-center gap-2">
          {FILTERS.map((option) => {
            const selected = option.value === filter
            return (
              <button
                key={option.value}
                type="button"
                aria-pressed={selected}
                onClick={() => setFilter(option.value)}
                className={cn(
                  'rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected
                    ? 'border-transparent bg-brand-gradient text-on-brand'
                    : 'border-line-strong text-ink-muted hover:border-brand-400/50 hover:text-ink',
                )}
              >
                {option.label}
              </button>
            )
          })}
        </div>
        <p className="sr-only" aria-live="polite">
          {shown.length} reviews shown
        </p>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((review, index) => (
            // Keyed by review: a card that has faded in stays visible when the filter changes.
            <li key={review.id}>
              <ReviewCard review={review} index={index} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reviews-cta-title" className="container mt-20">
        <div className="rounded-3xl border border-brand-400/20 bg-brand-wash p-8 text-center sm:p-12">
          <h2 id="reviews-cta-title" className="text-2xl font-bold text-ink sm:text-3xl">
            Ready to Be Our Next Success Story?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-ink-soft">
            Join the clients who trust us with their most important products.
          </p>
          <Link to={paths.contactForm.to()} className={buttonVariants({ variant: 'gradient', size: 'lg', className: 'mt-8' })}>
            Start Your Project <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </section>
    </div>
  )
}
