import { Timer } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { LoadFailed, LoadingRows } from '@/components/admin/load-states'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { useSpeedToLead } from '../api/speed-to-lead-queries'
import { SPEED_TO_LEAD_MESSAGES as M } from '../model/speed-to-lead-admin-messages'
import { bookedShare, formatWait, type OwnerSpeed, type SpeedPeriod, type SpeedToLead, type TouchFigures } from '../model/speed-to-lead'

const numberFormat = new Intl.NumberFormat('en-US')
function ownerLabel(owner: OwnerSpeed): string {
  if (owner.ownerId === null) return M.unassigned
  const name = owner.ownerName ?? M.formerMember
  return owner.ownerActive === false ? `${name} ${M.deactivated}` : name
}

interface Row {
  key: string
  /** The row's header, then its cells, as text. */
  cells: string[]
}

/**
 * One table of figures: its first column names the row, the columns listed as numeric are
 * right-aligned, and the last row (the whole period) is bold.
 */
function FiguresTable({ caption, columns, numericFrom, rows }: { caption: string; columns: string[]; numericFrom: number; rows: Row[] }) {
  const captionId = useId()
  const align = (index: number) => (index >= numericFrom ? 'text-right tabular-nums' : '')
  return (
    <div className="space-y-2">
      <h3 id={captionId} className="text-sm font-semibold">
        {caption}
      </h3>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table scrolling sideways on a narrow screen must take focus so the keyboard can scroll it */}
      <div className="overflow-x-auto rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400" role="region" tabIndex={0} aria-labelledby={captionId}>
        <table aria-labelledby={captionId} className="w-full min-w-[34rem] text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={cn('px-3 py-2 font-medium first:pl-0 last:pr-0', align(index))}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row, rowIndex) => (
              <tr key={row.key} className={rowIndex === rows.length - 1 ? 'font-semibold' : undefined}>
                <th scope="row" className={cn('max-w-[16rem] break-words py-2 pr-3', rowIndex === rows.length - 1 ? 'font-semibold' : 'font-normal')}>
                  {row.cells[0]}
                </th>
                {row.cells.slice(1).map((value, index) => (
                  <td key={columns[index + 1]} className={cn('max-w-[14rem] break-words px-3 py-2 last:pr-0', align(index + 1))}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function OwnersTable({ report }: { report: SpeedToLead }) {
  const figures = (label: string, row: TouchFigures) => [
    label, numberFormat.format(row.leads), formatWait(row.medianSeconds), formatWait(row.p90Seconds), numberFormat.format(row.untouched),
  ]
  const rows = [
    ...report.owners.map((owner) => ({ key: owner.ownerId ?? 'unassigned', cells: figures(ownerLabel(owner), owner) })),
    { key: 'total', cells: figures(M.total, report.totals) },
  ]
  return <FiguresTable caption={M.byOwner} columns={['Owner', 'Leads', 'Median', '90th percentile', 'Not touched']} numericFrom={1} rows={rows} />
}

function SourcesTable({ report }: { report: SpeedToLead }) {
  const figures = (source: string, campaign: string, row: { leads: number; booked: number }) => [
    source, campaign, numberFormat.format(row.leads), numberFormat.format(row.booked), bookedShare(row.booked, row.leads),
  ]
  const rows = [
    ...report.sources.map((row, index) => ({ key: `${index}`, cells: figures(row.source ?? '—', row.campaign ?? M.noCampaign, row) })),
    { key: 'total', cells: figures(M.total, '', report.totals) },
  ]
  return <FiguresTable caption={M.bySource} columns={['Source', 'Campaign', 'Leads', 'Booked a meeting', 'Share']} numericFrom={2} rows={rows} />
}

/**
 * The dashboard's speed-to-lead card: for the leads received in a period, the median and 90th
 * percentile time to their first touch per owner (the untouched counted apart), and the share
 * that booked a meeting by source and campaign, computed by the database in one call.
 * `periodPicker` is the dashboard's control for the period.
 */
export function SpeedToLeadCard({ period, periodPicker }: { period: SpeedPeriod; periodPicker: ReactNode }) {
  const titleId = useId()
  const report = useSpeedToLead(period)
  const totals = report.data?.totals
  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={report.isFetching} className="border-line bg-surface-card/60">
      <CardHeader className="flex flex-col gap-3 pb-3 sm:flex-row sm:items-start sm:justify-between sm:space-y-0">
        <div className="space-y-1">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <Timer className="size-5 text-brand-300" aria-hidden="true" />
            {M.title}
          </h2>
          <p className="text-sm text-muted-foreground">{M.description}</p>
          {totals && totals.leads > 0 && (
            <p className="text-sm">
              <span className="whitespace-nowrap">Median {formatWait(totals.medianSeconds)}</span> ·{' '}
              <span className="whitespace-nowrap">90th percentile {formatWait(totals.p90Seconds)}</span> ·{' '}
              <span className="whitespace-nowrap">
                {numberFormat.format(totals.untouched)} of {numberFormat.format(totals.leads)} not touched yet
              </span>{' '}
              · <span className="whitespace-nowrap">{bookedShare(totals.booked, totals.leads)} booked a meeting</span>
            </p>
          )}
        </div>
        <div className="w-full shrink-0 sm:w-72">{periodPicker}</div>
      </CardHeader>
      <CardContent className="space-y-6">
        {report.isPending ? (
          <LoadingRows label={M.loading} rows={3} />
        ) : report.isError ? (
          <LoadFailed message={report.error.message} onRetry={() => report.refetch()} retrying={report.isFetching} />
        ) : report.data.totals.leads === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{M.empty}</p>
        ) : (
          <>
            <OwnersTable report={report.data} />
            <SourcesTable report={report.data} />
          </>
        )}
      </CardContent>
    </Card>
  )
}
