import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { LoadFailed, LoadingRows } from '@/components/admin/load-states'
import { useConversionReport } from '../api/conversion-queries'
import { CONVERSION_MESSAGES } from '../model/conversion-admin-messages'
import { campaignLabel, conversionRate } from '../model/conversion-report'
import type { ReportFigures, ReportPeriod } from '../model/conversion-types'
import { formatAmounts } from '../model/money'
import { FunnelBars } from './funnel-bars'

const numberFormat = new Intl.NumberFormat('en-US')

interface Row extends ReportFigures {
  label: string
}

function ReportTable({ caption, firstColumn, rows, totals }: { caption: string; firstColumn: string; rows: Row[]; totals: ReportFigures }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">{firstColumn}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Leads</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Qualified</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Won</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Won value</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Qualified rate</th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">Won rate</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {[...rows, { ...totals, label: 'Total' }].map((row, index) => (
            <tr key={`${row.label}-${index}`} className={index === rows.length ? 'font-semibold' : undefined}>
              <th scope="row" className="max-w-[16rem] break-words py-2 pr-3 font-normal">{row.label}</th>
              <td className="px-3 py-2 text-right tabular-nums">{numberFormat.format(row.leads)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{numberFormat.format(row.qualified)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{numberFormat.format(row.won)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatAmounts(row.wonValue)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{conversionRate(row.qualified, row.leads)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{conversionRate(row.won, row.leads)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * Revenue by campaign for a period: leads created in it, how many were qualified and won,
 * the won value per currency and the rates, per source / medium / campaign and per
 * salesperson, computed by the database in one call. `periodPicker` is the screen's control
 * for the period.
 */
export function RevenueReport({ period, periodPicker }: { period: ReportPeriod; periodPicker: ReactNode }) {
  const report = useConversionReport(period)
  const campaigns = report.data?.campaigns.map((row) => ({ ...row, label: campaignLabel(row) })) ?? []
  const salespeople = report.data?.salespeople.map((row) => ({ ...row, label: row.salesperson ?? 'No salesperson' })) ?? []
  return (
    <Card className="border-line bg-surface-card/60" role="region" aria-labelledby="revenue-report-title" aria-busy={report.isFetching}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:space-y-0">
        <div>
          <h2 id="revenue-report-title" className="text-lg font-semibold">Revenue by campaign</h2>
          <p className="text-sm text-muted-foreground">Leads received in the period, and what became of them.</p>
        </div>
        <div className="w-full sm:w-72">{periodPicker}</div>
      </CardHeader>
      <CardContent className="space-y-6">
        {report.isPending ? (
          <LoadingRows label="Loading the report..." rows={4} />
        ) : report.isError ? (
          <LoadFailed message={report.error.message} onRetry={() => report.refetch()} retrying={report.isFetching} />
        ) : report.data.totals.leads === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{CONVERSION_MESSAGES.reportEmpty}</p>
        ) : (
          <>
            <FunnelBars rows={campaigns} label="Leads, qualified and won by campaign" />
            <section aria-labelledby="report-campaigns" className="space-y-2">
              <h3 id="report-campaigns" className="font-semibold">By source / medium / campaign</h3>
              <ReportTable caption="By source, medium and campaign" firstColumn="Campaign" rows={campaigns} totals={report.data.totals} />
            </section>
            <section aria-labelledby="report-salespeople" className="space-y-2">
              <h3 id="report-salespeople" className="font-semibold">By salesperson</h3>
              <ReportTable caption="By salesperson" firstColumn="Salesperson" rows={salespeople} totals={report.data.totals} />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  )
}
