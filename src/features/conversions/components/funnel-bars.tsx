import type { ReportFigures } from '../model/conversion-types'

const numberFormat = new Intl.NumberFormat('en-US')

/** Bars shown; the rest are in the table below the chart. */
const MAX_BARS = 6

/**
 * Leads, qualified and won per row as nested bars (admins compare campaigns at a glance),
 * the longest row's leads filling the width; each row also says its figures in words.
 */
export function FunnelBars({ rows, label }: { rows: Array<ReportFigures & { label: string }>; label: string }) {
  const shown = [...rows].sort((a, b) => b.won - a.won || b.leads - a.leads).slice(0, MAX_BARS)
  const max = Math.max(1, ...shown.map((row) => row.leads))
  const width = (count: number) => `${count === 0 ? 0 : Math.max(2, (count / max) * 100)}%`
  return (
    <div className="space-y-3">
      <ul aria-label={label} className="space-y-2.5">
        {shown.map((row) => (
          <li key={row.label} className="grid grid-cols-[minmax(0,9rem)_1fr] items-center gap-3 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]">
            <span className="truncate" title={row.label}>
              {row.label}
            </span>
            <span className="relative h-4 overflow-hidden rounded-full bg-surface-tint/5" aria-hidden="true">
              <span className="absolute inset-y-0 left-0 rounded-full bg-brand-500/30" style={{ width: width(row.leads) }} />
              <span className="absolute inset-y-0 left-0 rounded-full bg-brand-500/60" style={{ width: width(row.qualified) }} />
              <span className="absolute inset-y-0 left-0 rounded-full bg-brand-gradient-bright" style={{ width: width(row.won) }} />
            </span>
            <span className="col-span-2 text-xs tabular-nums text-muted-foreground sm:col-span-1">
              {numberFormat.format(row.leads)} leads · {numberFormat.format(row.qualified)} qualified · {numberFormat.format(row.won)} won
            </span>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <span className="flex items-center gap-1.5"><span className="size-2.5 rounded-full bg-brand-500/30" />Leads</span>
        <span className="flex items-center gap-1.5"><span className="size-2.5 rounded-full bg-brand-500/60" />Qualified</span>
        <span className="flex items-center gap-1.5"><span className="size-2.5 rounded-full bg-brand-gradient-bright" />Won</span>
      </p>
    </div>
  )
}
