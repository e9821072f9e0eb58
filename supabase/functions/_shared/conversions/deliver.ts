/**
 * One conversion delivery run: claim due deliveries (Meta, GA4, LinkedIn), send each once,
 * record each outcome, until nothing is due or the time budget is spent. A conversion older
 * than its platform's window (or, for GA4, past its export window) is recorded as skipped
 * without being sent; a temporary failure
 * comes back with the retry policy the notifications use, and one that has used up its
 * attempts ends as rejected. A platform refusing our credentials or API version (LinkedIn 401,
 * 403, 426) is recorded as `attention`: the row goes back to the queue and the destination
 * waits for an admin (the claim hands out none of its rows until it is saved again). Claims are atomic in the database, so overlapping runs never
 * send the same delivery twice.
 */
import { retryDelaySeconds, type RetryPolicy } from '../retry-policy.ts'
import { ageSkipReason } from './age-limits.ts'
import { CONVERSION_DELIVERY_MESSAGES } from './messages.ts'
import { sendConversion, type SendContext } from './platforms/index.ts'
import type { ConversionStore, DeliveryRecord } from './store.ts'
import type { ClaimedDelivery, DeliveryOutcome } from './types.ts'

export interface ConversionRunDeps extends SendContext {
  store: ConversionStore
  retry: RetryPolicy
  now: () => Date
  random: () => number
}

export interface ConversionRunOptions {
  batchSize: number
  budgetMs: number
}

export const DEFAULT_CONVERSION_RUN: ConversionRunOptions = { batchSize: 25, budgetMs: 50_000 }

export type ConversionRunSummary = Record<DeliveryRecord['outcome'], number>

export async function attemptConversion(row: ClaimedDelivery, deps: ConversionRunDeps): Promise<DeliveryOutcome> {
  const skipReason = ageSkipReason(row, deps.now())
  if (skipReason) return { outcome: 'skipped', skipReason }
  return sendConversion(row, deps).catch((error: unknown) => ({
    outcome: 'retry' as const,
    message: `Unexpected error: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300),
  }))
}

/** What to store for an outcome; a retry past the policy's last attempt is a rejection. */
export function recordFor(row: ClaimedDelivery, outcome: DeliveryOutcome, deps: Pick<ConversionRunDeps, 'retry' | 'now' | 'random'>): DeliveryRecord {
  const base = { delivery_id: row.delivery_id, message: null, retry_at: null, skip_reason: null }
  switch (outcome.outcome) {
    case 'accepted':
    case 'sent':
      return { ...base, outcome: outcome.outcome }
    case 'skipped':
      return { ...base, outcome: 'skipped', skip_reason: outcome.skipReason }
    case 'rejected':
      return { ...base, outcome: 'rejected', message: outcome.message }
    case 'attention':
      return { ...base, outcome: 'attention', message: outcome.message }
    case 'retry': {
      const delay = retryDelaySeconds(deps.retry, row.attempts, deps.random(), outcome.retryAfterSeconds)
      return delay === null
        ? { ...base, outcome: 'rejected', message: CONVERSION_DELIVERY_MESSAGES.gaveUp(outcome.message, row.attempts) }
        : { ...base, outcome: 'retry', message: outcome.message, retry_at: new Date(deps.now().getTime() + delay * 1000).toISOString() }
    }
  }
}

export async function runConversionDelivery(deps: ConversionRunDeps, options = DEFAULT_CONVERSION_RUN): Promise<ConversionRunSummary> {
  const summary: ConversionRunSummary = { accepted: 0, sent: 0, rejected: 0, retry: 0, skipped: 0, attention: 0 }
  const started = deps.now().getTime()
  while (deps.now().getTime() - started < options.budgetMs) {
    const claimed = await deps.store.claim(options.batchSize)
    if (claimed.length === 0) break
    // A delivery the database no longer holds for this run (its person was erased, or its lease
    // ran out and another run took it) is neither sent nor recorded.
    const attempted = await Promise.all(claimed.map(async (row) =>
      (await deps.store.stillClaimed(row.delivery_id)) ? recordFor(row, await attemptConversion(row, deps), deps) : null))
    const records = attempted.filter((record): record is DeliveryRecord => record !== null)
    for (const record of records) {
      await deps.store.record(record)
      summary[record.outcome] += 1
    }
  }
  return summary
}
