/**
 * The shapes the delivery code works with: the outbox row and the settings as the database's
 * delivery functions return them (snake_case, straight from PostgREST).
 */

export type DestinationKind = 'webhook' | 'email'
export type NotificationEvent =
  | 'inquiry.created'
  | 'inquiry.reminder'
  | 'inquiry.held_digest'
  | 'conversion.destination_attention'
  /** A lead given to its owner after it arrived: to the new owner. */
  | 'inquiry.assigned'
  /** A lead still untouched after the reminder and the second interval: to the active admins. */
  | 'inquiry.escalated'

export interface Destination {
  id: string
  kind: DestinationKind
  name: string
  enabled: boolean
  webhook_url: string | null
  email_recipients: string[]
  /** Present only in what the service role reads; never in what the admin's browser reads. */
  signing_secret: string | null
}

export interface DeliverySettings {
  reminder_after_hours: number | null
  /** Hours after the reminder before an untouched lead is escalated to the admins; null: never. */
  escalate_after_hours?: number | null
  email_from: string | null
  site_url: string | null
  email_api_key: string | null
  destinations: Destination[]
  /**
   * Whether webhooks may go to this machine (loopback): only where the local development
   * stack said so when it started (webhook_address_policy); never on hosted Supabase.
   */
  allow_loopback?: boolean
}

/** A row of public.notification_outbox as claim_notifications returns it. */
export interface OutboxRow {
  id: string
  /** Null for a held-inquiry digest, which stands on its own row. */
  inquiry_id: string | null
  destination_id: string | null
  destination_kind: DestinationKind
  destination_name: string
  /**
   * A team member's address (the lead's owner, an admin) for a notification to one person
   * rather than a configured destination; always an email. Null for a destination's.
   */
  recipient_email?: string | null
  event: NotificationEvent
  /** The inquiry row as stored: every column the table has, whatever they are. */
  payload: Record<string, unknown>
  state: string
  attempts: number
  next_attempt_at: string
  created_at: string
}

/** What one delivery run reports back to record_notification_results. */
export interface AttemptRecord {
  id: string
  delivered: boolean
  error: string | null
  retry_at: string | null
}

/** One attempt's outcome, whatever the channel. */
export type AttemptResult =
  | { ok: true; detail: string }
  | { ok: false; error: string; retryable: boolean; retryAfterSeconds?: number }

/** The message every channel renders: an inquiry event, or a test from the settings page. */
export interface OutgoingNotification {
  /** The idempotency key: the outbox row's id, or a fresh one for a test. */
  id: string
  type: NotificationEvent | 'test'
  inquiry: Record<string, unknown>
  /** When the notification was queued (ISO). */
  createdAt: string
  /** For reminders: the delay that passed, in hours. */
  reminderAfterHours?: number | null
  /** For escalations: how long the lead has waited untouched, in hours (the reminder's delay and the escalation's). */
  waitedHours?: number | null
}
