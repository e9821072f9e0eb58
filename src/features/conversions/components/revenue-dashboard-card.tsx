import { startOfDay, subDays } from 'date-fns'
import { CircleDollarSign } from 'lucide-react'
import { useId, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useConversionReport } from '../api/conversion-queries'
import { CONVERSION_MESSAGES } from '../model/conversion-admin-messages'
import { DestinationAttentionNotice } from './destination-attention-notice'
import { campaignLabel, conversionRate } from '../model/conversion-report'
import { formatAmounts } from '../model/money'
import { FunnelBars } from './funnel-bars'

const numberFormat = new Intl.NumberFormat('en-US')

/** The dashboard's revenue card: the last 30 days' leads, won deals and their value, by campaign. */
export function RevenueDashboardCard() {
  const titleId = useId()
  const period = useMemo(() => {
    const today = startOfDay(new Date())
    return { from: subDays(today, 29), to: today }
  }, [])
  const report = useConversionReport(period)
  const totals = report.data?.totals
  return (
    <Card role="region" aria-labelledby={titleId} className="border-line bg-surface-card/60">
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <CircleDollarSign className="size-5 text-brand-300" aria-hidden="true" />
          Revenue, last 30 days
        </CardTitle>
        {totals && (
          <p className="text-sm text-muted-foreground">
            {numberFormat.format(totals.won)} won of {numberFormat.format(totals.leads)} leads ({conversionRate(totals.won, totals.leads)})
            {totals.wonValue.length > 0 && ` · ${formatAmounts(totals.wonValue)}`}
          </p>
        )}
      </CardHeader>
      <CardContent>
        <DestinationAttentionNotice className="mb-4" />
        {report.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading the revenue report">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-6" />
            ))}
          </div>
        ) : report.isError ? (
          <p role="alert" className="text-sm text-warning-100">
            {report.error.message}
          </p>
        ) : report.data.totals.leads === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{CONVERSION_MESSAGES.reportEmpty}</p>
        ) : (
          <FunnelBars rows={report.data.campaigns.map((row) => ({ ...row, label: campaignLabel(row) }))} label="Leads, qualified and won by campaign" />
        )}
        <Link to={paths.admin.conversions.to()} className="mt-4 inline-flex text-sm font-medium text-brand-300 hover:underline">
          Revenue by campaign and salesperson
        </Link>
      </CardContent>
    </Card>
  )
}
