import { Skeleton } from '@/components/ui/skeleton'

/**
 * The loaded portfolio's shape (filter row, a group heading, a row of cards), shown under the
 * loading text so that what follows the list (the call to action, the footer) does not jump
 * when the projects arrive.
 */
export function PortfolioSkeleton() {
  return (
    <div aria-hidden="true" data-testid="portfolio-skeleton">
      <div className="mb-12 flex flex-wrap justify-center gap-3">
        {[28, 36, 32, 36, 28, 32].map((width, index) => (
          <Skeleton key={index} className="h-10 rounded-full" style={{ width: `${width * 0.25}rem` }} />
        ))}
      </div>
      <div className="mb-6 flex items-center gap-4">
        <Skeleton className="size-12 shrink-0 rounded-xl" />
        <div className="space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="overflow-hidden rounded-xl border border-line bg-card/80">
            <Skeleton className="aspect-[16/10] w-full rounded-none" />
            <div className="space-y-3 p-5">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-16 w-full" />
              <div className="grid grid-cols-2 gap-3">
                <Skeleton className="h-14" />
                <Skeleton className="h-14" />
              </div>
              <Skeleton className="h-5 w-32" />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
