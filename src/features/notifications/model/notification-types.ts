/** The notification feature's domain types (camelCase); rows map to them in notification-mapping.ts. */

export type DestinationKind = 'webhook' | 'email'

export const DESTINATION_KIND_LABELS: Record<DestinationKind, string> = {
  webhook: 'Webhook',
  email: 'Email',
}

export interface NotificationDestination {
  id: string
  kind: DestinationKind
  name: string
  webhookUrl: string | null
  emailRecipients: string[]
  enabled: boolean
  /** What may be shown of the signing secret ("whsec_…ab12"); null when none is set. */
  signingSecretHint: string | null
  createdAt: string
}

/** What an admin saves; a null secret leaves the stored one as it is. */
export interface DestinationInput {
  kind: DestinationKind
  name: string
  webhookUrl: string | null
  emailRecipients: string[]
  enabled: boolean
  signingSecret: string | null
}

export interface NotificationSettings {
  /** null: no reminders. */
  reminderAfterHours: number | null
  /** Hours after the reminder before an untouched lead goes to the admins; null: never. */
  escalateAfterHours: number | null
  emailFrom: string | null
  siteUrl: string | null
  /** What may be shown of the email API key; null when none is saved. */
  emailApiKeyHint: string | null
}

/** A null key leaves the stored one as it is; '' removes it. */
export interface SettingsInput {
  reminderAfterHours: number | null
  escalateAfterHours: number | null
  emailFrom: string | null
  siteUrl: string | null
  emailApiKey: string | null
}

export const NOTIFICATION_STATES = ['pending', 'sending', 'retrying', 'delivered', 'failed'] as const
export type NotificationState = (typeof NOTIFICATION_STATES)[number]

/**
 * What a notification announces: a new inquiry, one still new after the reminder delay, or the
 * hour's count of held inquiries (a row of its own, with no inquiry), or an ad
 * platform's conversion destination needing attention (recorded with the inquiry whose
 * delivery found it; email only), a lead given to its owner after it arrived (to that owner),
 * or a lead still untouched after the reminder and the escalation delay (to the admins).
 */
export const NOTIFICATION_EVENTS = [
  'inquiry.created', 'inquiry.reminder', 'inquiry.held_digest', 'conversion.destination_attention',
  'inquiry.assigned', 'inquiry.escalated',
] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]

/** What a delivery line adds after the destination's name for each event. */
export const NOTIFICATION_EVENT_SUFFIXES: Record<NotificationEvent, string> = {
  'inquiry.created': '',
  'inquiry.reminder': ' · reminder',
  'inquiry.held_digest': ' · held digest',
  'conversion.destination_attention': ' · conversion destination needs attention',
  'inquiry.assigned': ' · assigned',
  'inquiry.escalated': ' · escalated',
}

export interface InquiryNotification {
  id: string
  /** Null for a held-inquiry digest, which belongs to no one inquiry. */
  inquiryId: string | null
  destinationKind: DestinationKind
  destinationName: string
  event: NotificationEvent
  state: NotificationState
  attempts: number
  nextAttemptAt: string
  lastError: string | null
  deliveredAt: string | null
  createdAt: string
}

/** What Send test reports. */
export interface TestSendResult {
  ok: boolean
  message: string
}

/** The Notifications page's summary of recent deliveries. */
export interface DeliveryHealth {
  delivered: number
  /** Pending, sending or retrying. */
  underway: number
  failed: number
  /** The most recent failed ones, to look at and retry. */
  recentFailures: FailedNotification[]
}

export interface FailedNotification extends InquiryNotification {
  /** Who the inquiry is from, and their email (to find the inquiry). */
  inquiryName: string
  inquiryEmail: string
}
