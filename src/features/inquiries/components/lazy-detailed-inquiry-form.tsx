import { lazy, Suspense } from 'react'
import { SizedSkeleton } from '@/components/ui/sized-skeleton'
import type { DetailedInquiryFormProps } from './detailed-inquiry-form'

// The wizard (and its select menus) is a chunk of its own: the first load of a page doesn't need it.
const DetailedInquiryForm = lazy(() =>
  import('./detailed-inquiry-form').then((module) => ({ default: module.DetailedInquiryForm })),
)

export function InquiryFormSkeleton() {
  return (
    <div className="space-y-5" role="status" aria-label="Loading the form">
      <SizedSkeleton className="h-2 w-full" />
      <SizedSkeleton className="h-6 w-48" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SizedSkeleton className="h-10" />
        <SizedSkeleton className="h-10" />
      </div>
      <SizedSkeleton className="h-10" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SizedSkeleton className="h-10" />
        <SizedSkeleton className="h-10" />
      </div>
      <div className="flex justify-between">
        <SizedSkeleton className="h-10 w-28" />
        <SizedSkeleton className="h-10 w-28" />
      </div>
    </div>
  )
}

/** The detailed wizard, loaded on demand. */
export function LazyDetailedInquiryForm(props: DetailedInquiryFormProps) {
  return (
    <Suspense fallback={<InquiryFormSkeleton />}>
      <DetailedInquiryForm {...props} />
    </Suspense>
  )
}
