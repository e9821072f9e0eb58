import type { LucideIcon } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'

const numberFormat = new Intl.NumberFormat('en-US')

export interface StatCardProps {
  label: string
  /** Undefined while unknown (not loaded, or the load failed): shown as a dash. */
  value: number | undefined
  /** While the first load runs, a placeholder stands where the number goes. */
  loading?: boolean
  /** Colour of the number (a text tone or status hue); the default text colour otherwise. */
  valueTone?: string
  /** An icon beside the number, in a round tile of `iconTone` (background and text colours). */
  icon?: LucideIcon
  iconTone?: string
}

/** One figure with its label: the back office's counters (dashboard, inquiry summary). */
export function StatCard({ label, value, loading = false, valueTone, icon: Icon, iconTone }: StatCardProps) {
  return (
    <Card className="border-line bg-surface-card/60">
      <CardContent className="flex items-center justify-between gap-4 p-4 sm:p-5">
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          {loading ? (
            <Skeleton className="mt-2 h-8 w-14" />
          ) : (
            <p className={cn('mt-1 text-3xl font-bold tabular-nums', valueTone)}>{value === undefined ? '–' : numberFormat.format(value)}</p>
          )}
        </div>
        {Icon && (
          <span className={cn('hidden size-11 shrink-0 items-center justify-center rounded-full sm:flex', iconTone)}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
        )}
      </CardContent>
    </Card>
  )
}
