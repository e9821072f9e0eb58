import { Quote, Star } from 'lucide-react'
import { imageSize } from '@/content/images'
import { serviceById } from '@/content/services'
import type { Review } from '@/content/types'
import { FadeIn } from '@/components/fade-in'
import { cn } from '@/lib/cn'
import { reviewFadeDelay } from '../model/review-filter'

/** One client review; it fades in once when scrolled into view, staggered by index. */
export function ReviewCard({ review, index }: { review: Review; index: number }) {
  const size = imageSize(review.image)
  return (
    <FadeIn
      as="article"
      aria-label={`Review by ${review.name}`}
      delayMs={reviewFadeDelay(index)}
      className="flex h-full flex-col rounded-2xl border border-line bg-surface-card/70 p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-0.5" role="img" aria-label={`Rated ${review.rating} out of 5`}>
          {[1, 2, 3, 4, 5].map((star) => (
            <Star
              key={star}
              aria-hidden="true"
              className={cn('size-4', star <= review.rating ? 'fill-warning-400 text-warning-400' : 'text-slate-600')}
            />
          ))}
        </div>
        <span className="rounded-full border border-brand-400/30 bg-brand-400/10 px-2.5 py-0.5 text-xs text-brand-200">
          {serviceById(review.service)?.title ?? review.service}
        </span>
      </div>
      <blockquote className="flex-1 text-sm leading-relaxed text-ink-soft">
        <p>“{review.text}”</p>
      </blockquote>
      <footer className="mt-6 flex items-center gap-3 border-t border-line pt-4">
        <img
          src={review.image}
          alt=""
          width={size?.width ?? 96}
          height={size?.height ?? 96}
          loading="lazy"
          decoding="async"
          onError={() => console.warn(`Review image failed to load: ${review.image}`)}
          className="size-11 rounded-full bg-surface-raised object-cover"
        />
        <div className="min-w-0">
          <p className="font-semibold text-ink">{review.name}</p>
          <p className="text-xs text-ink-subtle">
            {review.role}, {review.company}
          </p>
        </div>
        <Quote className="ml-auto size-6 shrink-0 text-brand-400/40" aria-hidden="true" />
      </footer>
    </FadeIn>
  )
}
