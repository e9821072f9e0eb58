import { PLATFORM_LABELS, SKIP_REASON_LABELS } from './conversion-labels'
import { formatMoney } from './money'
import type { ConversionDelivery, ConversionWithDeliveries } from './conversion-types'

export type LedgerTone = 'neutral' | 'progress' | 'success' | 'danger' | 'muted'

export interface LedgerEntry {
  /** queued, sent, accepted, rejected, skipped: no consent, ... */
  label: string
  tone: LedgerTone
  /** The platform's own message on a rejection or a failed attempt. */
  message: string | null
  /** A rejected delivery may be queued again. */
  canRetry: boolean
}

/**
 * How one delivery reads in the ledger. A delivery being sent or waiting to be tried again
 * is still on its way for the admin: it reads "queued" (and says how many tries failed); a
 * Google Ads row is "sent" once Google fetched the feed listing it, never "accepted" (the feed
 * is not told what Google did with it).
 */
export function describeDelivery(delivery: ConversionDelivery): LedgerEntry {
  switch (delivery.state) {
    case 'queued':
    case 'sending':
      return { label: 'queued', tone: 'progress', message: null, canRetry: false }
    case 'retrying':
      return { label: 'queued', tone: 'progress', message: delivery.platformMessage, canRetry: false }
    case 'sent':
      return { label: 'sent', tone: 'success', message: null, canRetry: false }
    case 'accepted':
      return { label: 'accepted', tone: 'success', message: null, canRetry: false }
    case 'rejected':
      return { label: 'rejected', tone: 'danger', message: delivery.platformMessage, canRetry: true }
    case 'skipped':
      return {
        label: delivery.skipReason ? SKIP_REASON_LABELS[delivery.skipReason] : 'skipped',
        tone: 'muted',
        message: null,
        canRetry: false,
      }
  }
}

/** The deal value changed after this delivery sent the old one (a delivery is never sent twice). */
export function valueUpdatedAfterSending(conversion: Pick<ConversionWithDeliveries, 'valueChangedAt'>, delivery: ConversionDelivery): boolean {
  return !!delivery.sentAt && !!conversion.valueChangedAt && conversion.valueChangedAt > delivery.sentAt
}

/**
 * What became of a value changed after the platform took the conversion: Google Ads gets a
 * restatement through its adjustments file; Meta, GA4 and LinkedIn have no adjustment, which
 * the ledger says rather than sending the event again. Null when nothing changed.
 */
export function describeAdjustment(delivery: ConversionDelivery): string | null {
  switch (delivery.adjustment) {
    case 'pending':
      return 'value change: in the adjustments file for Google'
    case 'sent':
      return delivery.adjustedValue !== null && delivery.adjustedCurrency
        ? `value change sent: ${formatMoney(delivery.adjustedValue, delivery.adjustedCurrency)}`
        : 'value change sent'
    case 'unsupported':
      return `value change not sent: ${PLATFORM_LABELS[delivery.platform]} has no adjustment for it`
    default:
      return null
  }
}

/** A won conversion still waiting for its deal value (the dialog not answered, some delivery not gone yet). */
export function waitsForValue(conversion: ConversionWithDeliveries): boolean {
  return conversion.stage === 'won' && conversion.valueAnsweredAt === null && conversion.deliveries.some((d) => d.state === 'queued')
}

/**
 * A delivery by API still on its way: the ledger looks again until it settles. A queued Google
 * Ads row waits for Google's next fetch of the feed (daily), which is not worth watching for.
 */
export function isUnderway(conversions: readonly ConversionWithDeliveries[]): boolean {
  return conversions.some((c) =>
    c.deliveries.some((d) => d.platform !== 'google_ads' && (d.state === 'queued' || d.state === 'sending' || d.state === 'retrying')))
}
