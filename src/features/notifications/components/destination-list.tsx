import { Mail, Pencil, Send, Trash2, Webhook } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/errors'
import { ERROR_TOAST_TITLE } from '@/lib/admin-forms/form-messages'
import { cn } from '@/lib/cn'
import { useDeleteDestination, useSendTestNotification, useSetDestinationEnabled } from '../api/notification-queries'
import { NOTIFICATION_MESSAGES } from '../model/notification-messages'
import { DESTINATION_KIND_LABELS, type NotificationDestination, type TestSendResult } from '../model/notification-types'

function DestinationRow({ destination, onEdit, onRemove }: {
  destination: NotificationDestination
  onEdit: () => void
  onRemove: () => void
}) {
  const sendTest = useSendTestNotification()
  const toggle = useSetDestinationEnabled()
  const [result, setResult] = useState<TestSendResult | null>(null)
  const Icon = destination.kind === 'email' ? Mail : Webhook
  const target = destination.kind === 'email' ? destination.emailRecipients.join(', ') : destination.webhookUrl ?? ''
  const titleId = `destination-${destination.id}-name`
  const resultId = `destination-${destination.id}-test`

  const test = () => {
    setResult(null)
    sendTest.mutate(destination.id, {
      onSuccess: (outcome) => {
        setResult(outcome)
        if (outcome.ok) toast.success(NOTIFICATION_MESSAGES.testDelivered)
        else toast.error(NOTIFICATION_MESSAGES.testNotDelivered, { description: outcome.message })
      },
      onError: (error) => {
        const outcome = { ok: false, message: errorMessage(error, NOTIFICATION_MESSAGES.testFailed) }
        setResult(outcome)
        toast.error(ERROR_TOAST_TITLE, { description: outcome.message })
      },
    })
  }

  return (
    <li>
      <article aria-labelledby={titleId} className="space-y-3 rounded-md border border-line p-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <Icon className="mt-1 size-5 shrink-0 text-brand-300" aria-hidden="true" />
            <div className="min-w-0">
              <h3 id={titleId} className="break-words font-semibold">
                {destination.name}
              </h3>
              <p className="text-xs uppercase tracking-wide text-muted-foreground">{DESTINATION_KIND_LABELS[destination.kind]}</p>
              <p className="mt-1 break-all text-sm text-ink-muted">{target}</p>
              {destination.kind === 'webhook' && (
                <p className="mt-1 text-xs text-muted-foreground">
                  Signing secret: <code className="text-ink-muted">{destination.signingSecretHint ?? 'none'}</code>
                </p>
              )}
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2">
            <div className="flex items-center gap-2">
              <Switch
                id={`destination-${destination.id}-enabled`}
                checked={destination.enabled}
                disabled={toggle.isPending}
                aria-label={`${destination.name}: ${destination.enabled ? 'on' : 'off'}`}
                onCheckedChange={(enabled) =>
                  toggle.mutate(
                    { id: destination.id, enabled },
                    {
                      onSuccess: () => toast.success(NOTIFICATION_MESSAGES.switched(destination.name, enabled)),
                    },
                  )
                }
              />
              <span className={cn('text-sm', destination.enabled ? 'text-success-300' : 'text-muted-foreground')} aria-hidden="true">
                {destination.enabled ? 'On' : 'Off'}
              </span>
            </div>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={test} disabled={sendTest.isPending} aria-describedby={result ? resultId : undefined}>
                <Send aria-hidden="true" />
                {sendTest.isPending ? 'Sending...' : 'Send test'}
              </Button>
              <Button variant="outline" size="icon" className="size-9" onClick={onEdit} aria-label={`Edit ${destination.name}`}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button variant="outline" size="icon" className="size-9 text-danger-300 hover:text-danger-200" onClick={onRemove} aria-label={`Remove ${destination.name}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </div>
        </div>
        <p id={resultId} role="status" className={cn('text-sm', !result && 'sr-only', result?.ok ? 'text-success-300' : 'text-danger-300')}>
          {result ? `${result.ok ? 'Test succeeded' : 'Test failed'}: ${result.message}` : ''}
        </p>
      </article>
    </li>
  )
}

export function DestinationList({ destinations, onEdit }: {
  destinations: NotificationDestination[]
  onEdit: (destination: NotificationDestination) => void
}) {
  const [toRemove, setToRemove] = useState<NotificationDestination | null>(null)
  const removal = useDeleteDestination()
  const confirmRemove = () => {
    const destination = toRemove
    if (!destination) return
    removal.mutate(destination.id, {
      onSuccess: () => toast.success(NOTIFICATION_MESSAGES.destinationRemoved),
    })
  }
  return (
    <>
      <ul className="space-y-3">
        {destinations.map((destination) => (
          <DestinationRow key={destination.id} destination={destination} onEdit={() => onEdit(destination)} onRemove={() => setToRemove(destination)} />
        ))}
      </ul>
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={NOTIFICATION_MESSAGES.removeQuestion}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
      />
    </>
  )
}
