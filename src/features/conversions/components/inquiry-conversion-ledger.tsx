import { format } from 'date-fns'
import { RotateCcw, Target } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useInquiryLedger } from '../api/conversion-queries'
import { CONVERSION_MESSAGES } from '../model/conversion-admin-messages'
import { describeAdjustment, describeDelivery, valueUpdatedAfterSending, waitsForValue } from '../model/conversion-ledger'
import { PLATFORM_LABELS, STAGE_LABELS } from '../model/conversion-labels'
import type { ConversionDelivery, ConversionWithDeliveries } from '../model/conversion-types'
import { formatMoney } from '../model/money'
import { DealValueDialog } from './deal-value-dialog'
import { LedgerStateBadge } from './ledger-state-badge'
import { useRetryWithToast } from '../hooks/use-retry-delivery'

function DeliveryLine({ conversion, delivery, onRetry, retrying }: {
  conversion: ConversionWithDeliveries
  delivery: ConversionDelivery
  onRetry: () => void
  retrying: boolean
}) {
  const entry = describeDelivery(delivery)
  const adjustment = describeAdjustment(delivery)
  const platform = PLATFORM_LABELS[delivery.platform]
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>{platform}</span>
          <LedgerStateBadge tone={entry.tone}>{entry.label}</LedgerStateBadge>
          {delivery.sentValue !== null && delivery.sentCurrency && (
            <span className="text-xs text-muted-foreground">value sent: {formatMoney(delivery.sentValue, delivery.sentCurrency)}</span>
          )}
          {adjustment ? (
            <span className="text-xs text-muted-foreground">{adjustment}</span>
          ) : (
            valueUpdatedAfterSending(conversion, delivery) && <span className="text-xs text-warning-200">value updated after sending</span>
          )}
        </div>
        {entry.message && <p className="mt-0.5 break-words text-xs text-muted-foreground">{entry.message}</p>}
      </div>
      {entry.canRetry && (
        <Button variant="outline" size="sm" className="shrink-0" disabled={retrying} onClick={onRetry}
          aria-label={`Retry sending the ${STAGE_LABELS[conversion.stage]} conversion to ${platform}`}>
          <RotateCcw aria-hidden="true" />
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      )}
    </li>
  )
}

function StageBlock({ conversion, name, retry, pendingId }: {
  conversion: ConversionWithDeliveries
  name: string
  retry: (id: string) => void
  pendingId: string | null
}) {
  const [editing, setEditing] = useState(false)
  const value = conversion.value !== null && conversion.currency ? formatMoney(conversion.value, conversion.currency) : null
  return (
    <li className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          {STAGE_LABELS[conversion.stage]}
          <span className="ml-2 text-xs font-normal text-muted-foreground">{format(new Date(conversion.occurredAt), 'PPp')}</span>
          {conversion.stage === 'won' && (
            <span className="ml-2 text-xs font-normal text-muted-foreground">{value ?? 'no deal value'}</span>
          )}
        </p>
        {conversion.stage === 'won' && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Deal value of the inquiry from ${name}`}>
            Deal value
          </Button>
        )}
      </div>
      {waitsForValue(conversion) && (
        <p className="text-xs text-muted-foreground">{CONVERSION_MESSAGES.waitingForValue}</p>
      )}
      <ul className="space-y-2 border-l border-line pl-3">
        {conversion.deliveries.map((delivery) => (
          <DeliveryLine
            key={delivery.id}
            conversion={conversion}
            delivery={delivery}
            onRetry={() => retry(delivery.id)}
            retrying={pendingId === delivery.id}
          />
        ))}
      </ul>
      {editing && (
        <DealValueDialog
          inquiryId={conversion.inquiryId}
          name={name}
          current={{ value: conversion.value, currency: conversion.currency }}
          answered={conversion.valueAnsweredAt !== null}
          onClose={() => setEditing(false)}
        />
      )}
    </li>
  )
}

/**
 * The inquiry card's conversions: per stage, where it went and how (queued, sent, accepted,
 * rejected with the platform's message, skipped and why), the value sent, and the won deal's
 * value, which can be changed here. Rendered only when the card's details are open: one
 * request for the card, asked again while a delivery is on its way.
 */
export function InquiryConversionLedger({ inquiryId, name }: { inquiryId: string; name: string }) {
  const ledger = useInquiryLedger(inquiryId)
  const { retry, pendingId } = useRetryWithToast(inquiryId)
  const titleId = `inquiry-${inquiryId}-conversions`
  return (
    <section aria-labelledby={titleId} className="rounded-md border border-line p-3" aria-busy={ledger.isFetching}>
      <h4 id={titleId} className="mb-2 flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <Target className="size-3.5" aria-hidden="true" />
        Conversions
      </h4>
      {ledger.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading conversions...
        </p>
      ) : ledger.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger-300">
          {ledger.error.message}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => ledger.refetch()}>
            Try again
          </Button>
        </p>
      ) : ledger.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CONVERSION_MESSAGES.noConversions}</p>
      ) : (
        <ul className="space-y-4" aria-live="polite">
          {ledger.data.map((conversion) => (
            <StageBlock key={conversion.id} conversion={conversion} name={name} retry={retry} pendingId={pendingId} />
          ))}
        </ul>
      )}
    </section>
  )
}
