import { format } from 'date-fns'
import { RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { LoadFailed, LoadingRows } from '@/components/admin/load-states'
import { useRecentDeliveries } from '../api/conversion-queries'
import { CONVERSION_MESSAGES } from '../model/conversion-admin-messages'
import { describeDelivery } from '../model/conversion-ledger'
import { PLATFORM_LABELS, STAGE_LABELS } from '../model/conversion-labels'
import { useRetryWithToast } from '../hooks/use-retry-delivery'
import { LedgerStateBadge } from './ledger-state-badge'

/** The latest deliveries to every platform; a rejected one can be sent again. */
export function RecentDeliveries() {
  const deliveries = useRecentDeliveries()
  const { retry, pendingId } = useRetryWithToast()
  return (
    <Card className="border-line bg-surface-card/60">
      <CardHeader>
        <h2 className="text-lg font-semibold">Recent deliveries</h2>
      </CardHeader>
      <CardContent>
        {deliveries.isPending ? (
          <LoadingRows label="Loading deliveries..." rows={3} />
        ) : deliveries.isError ? (
          <LoadFailed message={CONVERSION_MESSAGES.loadDeliveries} onRetry={() => deliveries.refetch()} retrying={deliveries.isFetching} />
        ) : deliveries.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{CONVERSION_MESSAGES.noDeliveries}</p>
        ) : (
          <ul className="divide-y divide-line" aria-live="polite">
            {deliveries.data.map((delivery) => {
              const entry = describeDelivery(delivery)
              const what = `${PLATFORM_LABELS[delivery.platform]} · ${delivery.stage ? STAGE_LABELS[delivery.stage] : ''}`
              return (
                <li key={delivery.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <span>{what}</span>
                      <LedgerStateBadge tone={entry.tone}>{entry.label}</LedgerStateBadge>
                      <span className="text-xs text-muted-foreground">{format(new Date(delivery.createdAt), 'PPp')}</span>
                    </div>
                    {entry.message && <p className="mt-0.5 break-words text-xs text-muted-foreground">{entry.message}</p>}
                  </div>
                  {entry.canRetry && (
                    <Button variant="outline" size="sm" className="shrink-0" disabled={pendingId === delivery.id}
                      onClick={() => retry(delivery.id)} aria-label={`Retry the ${what} delivery`}>
                      <RotateCcw aria-hidden="true" />
                      {pendingId === delivery.id ? 'Retrying...' : 'Retry'}
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
