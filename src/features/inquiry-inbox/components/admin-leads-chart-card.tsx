import { BarChart3 } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { useLeadBreakdown } from '../api/admin-inquiry-queries'
import type { LeadBreakdown, LeadCount } from '../api/inquiry-reports'
import { presetRange } from '../model/date-presets'

const numberFormat = new Intl.NumberFormat('en-US')

/** Bars shown per view; the rest are summed into one. */
const MAX_BARS = 6

const VIEWS = [
  { id: 'source', label: 'Source', counts: (b: LeadBreakdown) => b.bySource, none: '(none)' },
  { id: 'service', label: 'Service', counts: (b: LeadBreakdown) => b.byService, none: '(none)' },
  { id: 'salesperson', label: 'Salesperson', counts: (b: LeadBreakdown) => b.bySalesperson, none: 'No salesperson' },
] as const
type ViewId = (typeof VIEWS)[number]['id']

interface Bar {
  label: string
  count: number
}

function toBars(counts: LeadCount[], none: string): Bar[] {
  const bars = counts.map((c) => ({ label: c.label ?? c.key ?? none, count: c.count }))
  if (bars.length <= MAX_BARS) return bars
  const rest = bars.slice(MAX_BARS - 1).reduce((sum, bar) => sum + bar.count, 0)
  return [...bars.slice(0, MAX_BARS - 1), { label: `${bars.length - MAX_BARS + 1} others`, count: rest }]
}

/**
 * The dashboard's leads chart: the inbox's inquiries of the last 30 days by source, by service
 * and by salesperson, as bars (admins would rather look than read); each bar also says its
 * count, for screen readers and for exact figures.
 */
export function AdminLeadsChartCard() {
  const titleId = useId()
  const since = useMemo(() => presetRange('last-30-days').from, [])
  const breakdown = useLeadBreakdown(since)
  const [view, setView] = useState<ViewId>('source')
  const current = VIEWS.find((v) => v.id === view)!
  const bars = breakdown.data ? toBars(current.counts(breakdown.data), current.none) : []
  const max = Math.max(1, ...bars.map((bar) => bar.count))

  return (
    <Card role="region" aria-labelledby={titleId} className="border-line bg-surface-card/60">
      <CardHeader className="flex flex-col gap-3 pb-3 sm:flex-row sm:items-center sm:justify-between sm:space-y-0">
        <div>
          <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
            <BarChart3 className="size-5 text-brand-300" aria-hidden="true" />
            Leads, last 30 days
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {breakdown.data ? `${numberFormat.format(breakdown.data.total)} in the inbox` : 'Inquiries in the inbox'}
          </p>
        </div>
        <div role="group" aria-label="Group leads by" className="flex rounded-md border border-line p-0.5">
          {VIEWS.map((v) => (
            <button
              key={v.id}
              type="button"
              aria-pressed={view === v.id}
              onClick={() => setView(v.id)}
              className={cn(
                'rounded px-3 py-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                view === v.id ? 'bg-brand-500/20 text-brand-100' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {v.label}
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {breakdown.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading the leads chart">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-6" />
            ))}
          </div>
        ) : breakdown.isError ? (
          <p role="alert" className="text-sm text-warning-100">
            {breakdown.error.message}
          </p>
        ) : bars.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">No inquiries in the last 30 days</p>
        ) : (
          <ul aria-label={`Leads by ${current.label.toLowerCase()}`} className="space-y-2.5">
            {bars.map((bar) => (
              <li key={bar.label} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,12rem)_1fr_auto]">
                <span className="truncate" title={bar.label}>
                  {bar.label}
                </span>
                <span className="h-3 overflow-hidden rounded-full bg-surface-tint/5" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-brand-gradient-bright"
                    style={{ width: `${Math.max(4, (bar.count / max) * 100)}%` }}
                  />
                </span>
                <span className="tabular-nums text-muted-foreground">
                  {numberFormat.format(bar.count)}
                  <span className="sr-only"> {bar.count === 1 ? 'inquiry' : 'inquiries'}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={paths.admin.inquiries.to()}
          className="mt-4 inline-flex text-sm font-medium text-brand-300 hover:underline"
        >
          Filter inquiries by source or salesperson
        </Link>
      </CardContent>
    </Card>
  )
}
