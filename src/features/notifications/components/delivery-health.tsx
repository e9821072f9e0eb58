import { ExternalLink, RotateCcw } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { HEALTH_WINDOW_DAYS, useDeliveryHealth } from '../api/notification-queries'
import { NOTIFICATION_MESSAGES } from '../model/notification-messages'
import { describeNotification } from '../model/notification-state'
import { DESTINATION_KIND_LABELS, NOTIFICATION_EVENT_SUFFIXES, type FailedNotification } from '../model/notification-types'
import { InlineLoadFailed, InlineLoading } from './inline-load-states'
import { useRetryWithToast } from '../hooks/use-retry-notification'

function Figure({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-md border border-line p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-2xl font-bold tabular-nums', tone)}>{value}</dd>
    </div>
  )
}

function FailureRow({ failure }: { failure: FailedNotification }) {
  const { retry, pendingId } = useRetryWithToast(failure.inquiryId)
  const what = `${DESTINATION_KIND_LABELS[failure.destinationKind]} · ${failure.destinationName}`
  return (
    <li className="flex flex-col gap-2 rounded-md border border-danger-400/20 p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="break-words text-sm">
          <span className="font-medium">{failure.inquiryName}</span>
          <span className="text-muted-foreground"> → {what}{NOTIFICATION_EVENT_SUFFIXES[failure.event]}</span>
        </p>
        <p className="break-words text-xs text-danger-300">{describeNotification(failure).detail}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={`${paths.admin.inquiries.to()}?search=${encodeURIComponent(failure.inquiryEmail)}`}>
            <ExternalLink aria-hidden="true" />
            Inquiry
          </Link>
        </Button>
        <Button variant="outline" size="sm" disabled={pendingId === failure.id} onClick={() => retry(failure.id)}
          aria-label={`Retry the ${what} notification of ${failure.inquiryName}`}>
          <RotateCcw aria-hidden="true" />
          Retry
        </Button>
      </div>
    </li>
  )
}

/** The last week at a glance, so a destination that stopped working is seen, not guessed. */
export function DeliveryHealth() {
  const health = useDeliveryHealth()
  return (
    <Card className="border-line bg-surface-card/60">
      <CardHeader className="pb-2">
        <h2 className="text-lg font-semibold">Last {HEALTH_WINDOW_DAYS} days</h2>
      </CardHeader>
      <CardContent className="space-y-4">
        {health.isPending ? (
          <InlineLoading>Loading recent deliveries...</InlineLoading>
        ) : health.isError ? (
          <InlineLoadFailed message={NOTIFICATION_MESSAGES.loadHealth} onRetry={() => health.refetch()} />
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-3">
              <Figure label="Delivered" value={health.data.delivered} tone="text-success-300" />
              <Figure label="Underway" value={health.data.underway} tone="text-brand-300" />
              <Figure label="Failed" value={health.data.failed} tone={health.data.failed ? 'text-danger-300' : 'text-foreground'} />
            </dl>
            {health.data.recentFailures.length > 0 && (
              <section aria-label="Failed notifications" className="space-y-2">
                <h3 className="text-sm font-medium">Failed, most recent first</h3>
                <ul className="space-y-2">
                  {health.data.recentFailures.map((failure) => (
                    <FailureRow key={failure.id} failure={failure} />
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
