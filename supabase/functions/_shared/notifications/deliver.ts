/**
 * One delivery run: queue the speed-to-lead reminders that are due, then take due
 * notifications from the outbox in batches, send them (several at a time), and record each
 * outcome: delivered, retrying at the next back-off time, or failed. The run stops when
 * nothing is due or its time budget is spent; the next kick or the every-minute schedule
 * continues. Claims are atomic in the database, so overlapping runs never send the same
 * notification twice.
 */
import { sendToDestination, type ChannelDeps } from './channels.ts'
import { retryDelaySeconds } from '../retry-policy.ts'
import type { OutboxStore } from './store.ts'
import type { AttemptRecord, AttemptResult, DeliverySettings, Destination, OutboxRow, OutgoingNotification } from './types.ts'

export interface DeliveryRunOptions {
  batchSize: number
  /** How long a claimed notification stays ours: longer than any single send can take. */
  leaseSeconds: number
  concurrency: number
  /** Stop taking new batches after this long (Edge Functions have a wall-clock limit). */
  budgetMs: number
}

export const DEFAULT_RUN_OPTIONS: DeliveryRunOptions = { batchSize: 25, leaseSeconds: 120, concurrency: 8, budgetMs: 50_000 }

export interface DeliveryRunDeps extends ChannelDeps {
  store: OutboxStore
  random: () => number
}

export interface DeliverySummary {
  reminders: number
  delivered: number
  retrying: number
  failed: number
}

export function toOutgoing(row: OutboxRow, settings: DeliverySettings): OutgoingNotification {
  const reminder = settings.reminder_after_hours
  const escalate = settings.escalate_after_hours ?? null
  return {
    id: row.id,
    type: row.event,
    inquiry: row.payload,
    createdAt: row.created_at,
    reminderAfterHours: row.event === 'inquiry.reminder' ? reminder : null,
    waitedHours: row.event === 'inquiry.escalated' && reminder !== null && escalate !== null ? reminder + escalate : null,
  }
}

/**
 * Where a row goes: a team member's own address (a lead's owner, an admin: an email to that
 * one person, needing no configured destination), else the configured destination as it is
 * now; null when that destination was removed.
 */
export function destinationOf(row: OutboxRow, settings: DeliverySettings): Destination | null {
  if (row.recipient_email) {
    return {
      id: row.id, kind: 'email', name: row.destination_name, enabled: true,
      webhook_url: null, email_recipients: [row.recipient_email], signing_secret: null,
    }
  }
  return settings.destinations.find((candidate) => candidate.id === row.destination_id) ?? null
}

/** What to record for one attempt: delivered, retry at a time, or failed for good. */
export function recordFor(row: OutboxRow, result: AttemptResult, deps: Pick<DeliveryRunDeps, 'config' | 'now' | 'random'>): AttemptRecord {
  if (result.ok) return { id: row.id, delivered: true, error: null, retry_at: null }
  const delay = result.retryable
    ? retryDelaySeconds(deps.config.retry, row.attempts, deps.random(), result.retryAfterSeconds)
    : null
  const error = delay === null && result.retryable
    ? `${result.error} (gave up after ${row.attempts} ${row.attempts === 1 ? 'attempt' : 'attempts'})`
    : result.error
  return {
    id: row.id,
    delivered: false,
    error,
    retry_at: delay === null ? null : new Date(deps.now().getTime() + delay * 1000).toISOString(),
  }
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next
      next += 1
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  return results
}

/**
 * Sends one claimed notification and says what to record; null when the database no longer
 * holds it for this run (the person was erased, retention emptied it, or the lease ran out and
 * another run took it): then nothing is sent and nothing is recorded.
 */
async function attempt(row: OutboxRow, settings: DeliverySettings, deps: DeliveryRunDeps): Promise<AttemptRecord | null> {
  if (!(await deps.store.stillClaimed(row.id))) return null
  const destination = destinationOf(row, settings)
  const result: AttemptResult = destination
    ? await sendToDestination(destination, toOutgoing(row, settings), settings, deps).catch((error: unknown) => ({
      ok: false as const,
      error: `Unexpected error: ${error instanceof Error ? error.message : String(error)}`,
      retryable: true,
    }))
    : { ok: false, error: 'The destination was removed.', retryable: false }
  return recordFor(row, result, deps)
}

export async function runDelivery(deps: DeliveryRunDeps, options: DeliveryRunOptions = DEFAULT_RUN_OPTIONS): Promise<DeliverySummary> {
  const started = deps.now().getTime()
  const summary: DeliverySummary = { reminders: await deps.store.queueReminders(), delivered: 0, retrying: 0, failed: 0 }
  while (deps.now().getTime() - started < options.budgetMs) {
    // Read each batch's settings afresh: a destination edited meanwhile is used as it is now.
    const settings = await deps.store.settings()
    const claimed = await deps.store.claim(options.batchSize, options.leaseSeconds)
    if (claimed.length === 0) break
    const attempted = await mapLimited(claimed, options.concurrency, (row) => attempt(row, settings, deps))
    const records = attempted.filter((record): record is AttemptRecord => record !== null)
    await deps.store.record(records)
    for (const record of records) {
      if (record.delivered) summary.delivered += 1
      else if (record.retry_at) summary.retrying += 1
      else summary.failed += 1
    }
  }
  return summary
}
