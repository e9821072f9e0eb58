import { Bell, Mail, RotateCcw, Webhook } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useInquiryNotifications } from '../api/notification-queries'
import { NOTIFICATION_MESSAGES } from '../model/notification-messages'
import { describeNotification } from '../model/notification-state'
import { DESTINATION_KIND_LABELS, NOTIFICATION_EVENT_SUFFIXES, type InquiryNotification } from '../model/notification-types'
import { InlineLoadFailed, InlineLoading } from './inline-load-states'
import { NotificationStateBadge } from './notification-state-badge'
import { useRetryWithToast } from '../hooks/use-retry-notification'

function NotificationLine({ notification, onRetry, retrying }: {
  notification: InquiryNotification
  onRetry: () => void
  retrying: boolean
}) {
  const state = describeNotification(notification)
  const Icon = notification.destinationKind === 'email' ? Mail : Webhook
  const what = `${DESTINATION_KIND_LABELS[notification.destinationKind]} · ${notification.destinationName}${
    NOTIFICATION_EVENT_SUFFIXES[notification.event]
  }`
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-2">
        <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="break-words text-sm">{what}</span>
            <NotificationStateBadge tone={state.tone}>{state.label}</NotificationStateBadge>
          </div>
          <p className="mt-0.5 break-words text-xs text-muted-foreground">{state.detail}</p>
        </div>
      </div>
      {state.canRetry && (
        <Button variant="outline" size="sm" className="shrink-0" disabled={retrying} onClick={onRetry}
          aria-label={`Retry the ${what} notification`}>
          <RotateCcw aria-hidden="true" />
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      )}
    </li>
  )
}

/** The inquiry card's notifications: where each went and how it went; a failed one can be retried. */
export function InquiryNotifications({ inquiryId }: { inquiryId: string }) {
  const query = useInquiryNotifications(inquiryId)
  const { retry, pendingId } = useRetryWithToast(inquiryId)
  const titleId = `inquiry-${inquiryId}-notifications`

  return (
    <section aria-labelledby={titleId} className="rounded-md border border-line p-3" aria-busy={query.isFetching}>
      <h4 id={titleId} className="mb-2 flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <Bell className="size-3.5" aria-hidden="true" />
        Notifications
      </h4>
      {query.isPending ? (
        <InlineLoading>Loading notifications...</InlineLoading>
      ) : query.isError ? (
        <InlineLoadFailed message={NOTIFICATION_MESSAGES.loadInquiryNotifications} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{NOTIFICATION_MESSAGES.noNotifications}</p>
      ) : (
        <ul className="space-y-3" aria-live="polite">
          {query.data.map((notification) => (
            <NotificationLine
              key={notification.id}
              notification={notification}
              onRetry={() => retry(notification.id)}
              retrying={pendingId === notification.id}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
