import type { NotificationDestinationRow, NotificationOutboxRow, NotificationSettingsRow } from '@/lib/database-rows'
import type {
  DestinationInput, FailedNotification, InquiryNotification, NotificationDestination, NotificationSettings, SettingsInput,
} from './notification-types'

/** The one place notification rows become domain objects, and inputs become rows. */

export function toDestination(row: NotificationDestinationRow): NotificationDestination {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    webhookUrl: row.webhook_url,
    emailRecipients: row.email_recipients ?? [],
    enabled: row.enabled,
    signingSecretHint: row.signing_secret_hint,
    createdAt: row.created_at,
  }
}

function destinationColumns(input: DestinationInput) {
  return {
    name: input.name,
    webhook_url: input.kind === 'webhook' ? input.webhookUrl : null,
    email_recipients: input.kind === 'email' ? input.emailRecipients : [],
    enabled: input.enabled,
    // Write-only: sent only when the admin typed or generated one.
    ...(input.signingSecret ? { signing_secret: input.signingSecret } : {}),
  }
}

/** A new destination's row. */
export function toNewDestinationRow(input: DestinationInput) {
  return { kind: input.kind, ...destinationColumns(input) }
}

/** An edited destination's changes: its kind never changes. */
export function toDestinationChanges(input: DestinationInput) {
  return destinationColumns(input)
}

export function toSettings(row: NotificationSettingsRow): NotificationSettings {
  return {
    reminderAfterHours: row.reminder_after_hours,
    escalateAfterHours: row.escalate_after_hours,
    emailFrom: row.email_from,
    siteUrl: row.site_url,
    emailApiKeyHint: row.email_api_key_hint,
  }
}

export function toSettingsRow(input: SettingsInput) {
  return {
    reminder_after_hours: input.reminderAfterHours,
    escalate_after_hours: input.escalateAfterHours,
    email_from: input.emailFrom,
    site_url: input.siteUrl,
    ...(input.emailApiKey !== null ? { email_api_key: input.emailApiKey } : {}),
  }
}

/** The outbox columns the inquiry card shows (never the payload: the card has the inquiry). */
export const INQUIRY_NOTIFICATION_COLUMNS =
  'id, inquiry_id, destination_kind, destination_name, event, state, attempts, next_attempt_at, last_error, delivered_at, created_at'

export type InquiryNotificationRow = Pick<
  NotificationOutboxRow,
  | 'id' | 'inquiry_id' | 'destination_kind' | 'destination_name' | 'event' | 'state' | 'attempts'
  | 'next_attempt_at' | 'last_error' | 'delivered_at' | 'created_at'
>

export function toInquiryNotification(row: InquiryNotificationRow): InquiryNotification {
  return {
    id: row.id,
    inquiryId: row.inquiry_id,
    destinationKind: row.destination_kind,
    destinationName: row.destination_name,
    event: row.event,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
  }
}

/** A failed notification with who its inquiry is from (its payload keeps the name and email staff need). */
export function toFailedNotification(row: InquiryNotificationRow & { payload: unknown }): FailedNotification {
  const inquiry = (row.payload && typeof row.payload === 'object' ? row.payload : {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    ...toInquiryNotification(row),
    inquiryName: `${text(inquiry.first_name)} ${text(inquiry.last_name)}`.trim() || text(inquiry.email),
    inquiryEmail: text(inquiry.email),
  }
}
