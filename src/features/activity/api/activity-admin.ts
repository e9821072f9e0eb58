import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import { PG, ServiceError } from '@/lib/errors'
import { ACTIVITY_MESSAGES as M } from '../model/activity-admin-messages'
import { dateBounds, toActivityEvent, type ActivityEvent, type ActivityFilters, type AuditEventRow } from '../model/activity'

/*
 * The audit trail's reads (admins; editors read the history of content). The database pages
 * the Activity screen by keyset: a page is the events older than the last one shown.
 */

export const ACTIVITY_PAGE_SIZE = 50

export interface ActivityPage {
  events: ActivityEvent[]
  /** The id to ask the next page before; null when this page was the last. */
  nextBeforeId: number | null
}

const failure = (message: string, error: { code?: string; message?: string } | null) =>
  new ServiceError(message, { code: error?.code, cause: error })

export async function listActivity(
  client: DataClient,
  filters: ActivityFilters,
  beforeId: number | null,
  signal: AbortSignal = NEVER_ABORTED,
  pageSize: number = ACTIVITY_PAGE_SIZE,
): Promise<ActivityPage> {
  const { from, to } = dateBounds(filters)
  const { data, error } = await client
    .rpc('list_activity', {
      p_actor: filters.actorId ?? undefined,
      p_kind: filters.kind ?? undefined,
      p_record_id: filters.recordId?.trim() || undefined,
      p_from: from ?? undefined,
      p_to: to ?? undefined,
      p_before_id: beforeId ?? undefined,
      p_limit: pageSize,
    })
    .abortSignal(signal)
  if (error) throw failure(beforeId === null ? M.load : M.loadMore, error)
  const events = (data as AuditEventRow[]).map(toActivityEvent)
  return { events, nextBeforeId: events.length === pageSize ? events[events.length - 1]!.id : null }
}

/**
 * One record's history, newest first; null when the member's role may not read it (an editor
 * asking for a lead's), which the panel answers by showing nothing.
 */
export async function getRecordHistory(
  client: DataClient,
  kind: string,
  recordId: string,
  signal: AbortSignal = NEVER_ABORTED,
): Promise<ActivityEvent[] | null> {
  const { data, error } = await client.rpc('record_history', { p_kind: kind, p_record_id: recordId }).abortSignal(signal)
  if (error?.code === PG.insufficientPrivilege) return null
  if (error) throw failure(M.historyLoad, error)
  return (data as AuditEventRow[]).map(toActivityEvent)
}

export interface ActivityMember {
  id: string
  label: string
}

/** The team, for the member filter: every member, active or not, by name. */
export async function listActivityMembers(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<ActivityMember[]> {
  const { data, error } = await client.rpc('list_team').abortSignal(signal)
  if (error) throw failure(M.membersLoad, error)
  return data
    .map((member) => ({ id: member.user_id, label: `${member.display_name} (${member.email})` }))
    .sort((a, b) => a.label.localeCompare(b.label))
}
