import { Skeleton } from '@/components/ui/skeleton'

/** The case study's loading skeleton, shaped like the page so nothing jumps. */
export function CaseStudySkeleton() {
  return (
    <div role="status" aria-label="Loading case study" className="container pb-24 pt-16 sm:pt-24">
      <Skeleton className="mb-8 h-5 w-40" />
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className="space-y-5">
          <Skeleton className="h-6 w-28 rounded-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-20 w-full" />
          <div className="grid grid-cols-3 gap-4">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        </div>
        <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
      </div>
      <div className="mt-16 grid gap-6 md:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  )
}
