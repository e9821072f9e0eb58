import { isRecord } from '@/lib/json'

/**
 * The audit trail as the back office reads it: one event is who did what to which record,
 * when, and each changed field's before and after (a secret only as "changed").
 */

/** The kinds of record the trail knows, in the order the Activity screen's filter offers them. */
export const ACTIVITY_KIND_LABELS: Record<string, string> = {
  inquiry: 'Inquiry',
  conversion: 'Conversion',
  portfolio: 'Project',
  blog: 'Blog post',
  media: 'Media',
  notification_settings: 'Notification settings',
  conversion_settings: 'Conversion settings',
  privacy_settings: 'Privacy settings',
  publish_settings: 'Publishing settings',
  screening_settings: 'Screening settings',
  team: 'Team',
  sign_in: 'Sign-in',
}

export const ACTIVITY_ACTION_LABELS: Record<string, string> = {
  insert: 'created',
  update: 'changed',
  delete: 'deleted',
  publish: 'published',
  unpublish: 'unpublished',
  trash: 'moved to trash',
  restore: 'restored',
  purge: 'deleted for good',
  consent_withdrawal: 'consent withdrawn',
  sign_in: 'signed in',
  sign_in_failed: 'failed to sign in',
}

/** The kinds an editor may read: the content they edit. */
export const CONTENT_KINDS = ['portfolio', 'blog', 'media'] as const

export interface FieldChange {
  field: string
  /** false: a secret, shown only as changed. */
  shown: boolean
  before: unknown
  after: unknown
}

export interface ActivityEvent {
  id: number
  at: string
  actorId: string | null
  actorLabel: string
  kind: string
  action: string
  recordId: string | null
  recordLabel: string | null
  changes: FieldChange[]
  network: string | null
}

export interface ActivityFilters {
  actorId: string | null
  kind: string | null
  recordId: string | null
  /** Dates as the date inputs give them (yyyy-mm-dd), in the admin's time zone. */
  from: string | null
  to: string | null
}

export const NO_FILTERS: ActivityFilters = { actorId: null, kind: null, recordId: null, from: null, to: null }

/** The changes object as the database writes it, field by field in alphabetical order. */
export function toFieldChanges(changes: unknown): FieldChange[] {
  if (!isRecord(changes)) return []
  return Object.keys(changes)
    .sort()
    .map((field) => {
      const change = changes[field]
      if (isRecord(change) && ('before' in change || 'after' in change)) {
        return { field, shown: true, before: change.before ?? null, after: change.after ?? null }
      }
      return { field, shown: false, before: null, after: null }
    })
}

export interface AuditEventRow {
  id: number
  at: string
  actor_id: string | null
  actor_label: string
  kind: string
  action: string
  record_id: string | null
  record_label: string | null
  changes: unknown
  network: string | null
}

export function toActivityEvent(row: AuditEventRow): ActivityEvent {
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorLabel: row.actor_label,
    kind: row.kind,
    action: row.action,
    recordId: row.record_id,
    recordLabel: row.record_label,
    changes: toFieldChanges(row.changes),
    network: row.network,
  }
}

/** A field's name as people read it: owner_id -> "owner", publish_at -> "publish at". */
export function fieldLabel(field: string): string {
  return field.replace(/_id$/, '').replace(/_/g, ' ')
}

/** A value as one line of text: empty for null, the text itself, JSON for the rest. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

export const kindLabel = (kind: string) => ACTIVITY_KIND_LABELS[kind] ?? kind.replace(/_/g, ' ')
export const actionLabel = (action: string) => ACTIVITY_ACTION_LABELS[action] ?? action.replace(/_/g, ' ')

/** What the event was about: its record's label, else its kind. */
export function recordText(event: Pick<ActivityEvent, 'kind' | 'recordLabel'>): string {
  return event.recordLabel ? `${kindLabel(event.kind)} · ${event.recordLabel}` : kindLabel(event.kind)
}

/**
 * The date range as list_activity takes it: from the start of the first day to the start of
 * the day after the last, in the admin's time zone; an unparsable date is no bound.
 */
export function dateBounds(filters: Pick<ActivityFilters, 'from' | 'to'>): { from: string | null; to: string | null } {
  const day = (value: string | null, plusDays: number) => {
    if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
    const [year, month, date] = value.split('-').map(Number) as [number, number, number]
    const start = new Date(year, month - 1, date + plusDays)
    return Number.isNaN(start.getTime()) ? null : start.toISOString()
  }
  return { from: day(filters.from, 0), to: day(filters.to, 1) }
}
