import type { RetentionPolicy } from '@/content/privacy-policy'
import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'
import type { RecipientId } from '@/lib/consent/recipients'
import { isRecord } from '@/lib/json'
import {
  toErasureRecord, toHoldingCounts, toWithdrawalRecord,
  type ErasureRecord, type HoldingCounts, type PrivacyRequestAction, type WithdrawalRecord,
} from '../model/data-request'
import { PRIVACY_ADMIN_MESSAGES as M, RETENTION_RUN_LABELS } from '../model/privacy-admin-messages'
import { toRetentionPolicy, toRetentionRow } from '../model/retention'

/*
 * The Privacy screen's services (admins only; the database refuses anyone else): the
 * retention policy and its runs, and data-subject requests for one email address.
 */

const failure = (message: string, error: { code?: string; message?: string } | null) =>
  new ServiceError(message, { code: error?.code, cause: error })

/** A refusal the database explains (a malformed address) keeps its own message. */
const requestFailure = (fallback: string, error: { code?: string; message?: string } | null) =>
  new ServiceError(error?.code === '22023' && error.message ? error.message : fallback, { code: error?.code, cause: error })

export async function getRetentionSettings(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<RetentionPolicy> {
  const { data, error } = await client.from('retention_settings').select('*').eq('id', true).abortSignal(signal).single()
  const policy = error ? null : toRetentionPolicy(data)
  if (!policy) throw failure(M.loadSettings, error)
  return policy
}

export async function saveRetentionSettings(client: DataClient, policy: RetentionPolicy): Promise<RetentionPolicy> {
  const { data, error } = await client.from('retention_settings').update(toRetentionRow(policy)).eq('id', true).select('*').single()
  const saved = error ? null : toRetentionPolicy(data)
  if (!saved) throw failure(M.saveSettings, error)
  return saved
}

export type RetentionRunKind = keyof typeof RETENTION_RUN_LABELS

export interface RetentionRun {
  ranAt: string
  removed: Record<RetentionRunKind, number>
}

/** The latest run of apply_retention, or null before the first. */
export async function getLastRetentionRun(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<RetentionRun | null> {
  const { data, error } = await client
    .from('retention_runs')
    .select('ran_at, removed')
    .order('ran_at', { ascending: false })
    .limit(1)
    .abortSignal(signal)
  if (error) throw failure(M.loadRuns, error)
  const row = data[0]
  if (!row) return null
  const removed = isRecord(row.removed) ? row.removed : {}
  return {
    ranAt: row.ran_at,
    removed: Object.fromEntries(
      (Object.keys(RETENTION_RUN_LABELS) as RetentionRunKind[]).map((kind) => [kind, Number(removed[kind]) || 0]),
    ) as Record<RetentionRunKind, number>,
  }
}

export interface PrivacyRequestRecord {
  id: string
  requestedAt: string
  requestedBy: string | null
  action: PrivacyRequestAction
  counts: HoldingCounts
}

export async function listPrivacyRequests(client: DataClient, limit = 10, signal: AbortSignal = NEVER_ABORTED): Promise<PrivacyRequestRecord[]> {
  const { data, error } = await client
    .from('privacy_requests')
    .select('id, requested_at, requested_by_email, action, counts')
    .order('requested_at', { ascending: false })
    .limit(limit)
    .abortSignal(signal)
  if (error) throw failure(M.loadRequests, error)
  return data.map((row) => ({
    id: row.id,
    requestedAt: row.requested_at,
    requestedBy: row.requested_by_email,
    action: row.action,
    counts: toHoldingCounts(row.counts),
  }))
}

/** What is held about the address, by kind (recorded as a look-up). */
export async function lookUpPerson(client: DataClient, email: string): Promise<HoldingCounts> {
  const { data, error } = await client.rpc('privacy_lookup', { email })
  if (error) throw requestFailure(M.lookupFailed, error)
  return toHoldingCounts(data)
}

/** Whether the address was erased before, how often and when (from the record of requests; not itself recorded). */
export async function getErasureRecord(client: DataClient, email: string): Promise<ErasureRecord> {
  const { data, error } = await client.rpc('privacy_erasure_record', { email })
  if (error) throw requestFailure(M.erasureRecordFailed, error)
  return toErasureRecord(data)
}

/** Everything held about the address, as one JSON document (recorded as an export). */
export async function exportPerson(client: DataClient, email: string): Promise<unknown> {
  const { data, error } = await client.rpc('privacy_export', { email })
  if (error || !isRecord(data)) throw requestFailure(M.exportFailed, error)
  return data
}

/** Erases everything held about the address and returns what it was (recorded as an erase). */
export async function erasePerson(client: DataClient, email: string): Promise<HoldingCounts> {
  const { data, error } = await client.rpc('privacy_erase', { email })
  if (error) throw requestFailure(M.eraseFailed, error)
  return toHoldingCounts(data)
}

/**
 * Records a withdrawal of consent the person made by mail or phone: those recipients are
 * withdrawn from every inquiry of the address (recorded as a withdrawal).
 */
export async function recordWithdrawal(client: DataClient, email: string, recipients: RecipientId[]): Promise<WithdrawalRecord> {
  const { data, error } = await client.rpc('privacy_record_withdrawal', { email, recipients })
  if (error) throw requestFailure(M.withdrawalFailed, error)
  return toWithdrawalRecord(data)
}
