/**
 * The booking tools and a meeting's states: the meetings table's CHECK lists (a database test
 * keeps both sides equal). The back office reads them from here too
 * (src/features/meetings/model/meeting-enums.ts), so the webhook and the screens share one list.
 */

/** The booking tools whose webhooks report meetings. */
export const MEETING_PROVIDERS = ['cal.com', 'calendly'] as const
export type MeetingProvider = (typeof MEETING_PROVIDERS)[number]

/** A booking's state in its tool: booked, moved to another time, or called off. */
export const MEETING_STATUSES = ['booked', 'rescheduled', 'cancelled'] as const
export type MeetingStatus = (typeof MEETING_STATUSES)[number]

export function isMeetingProvider(value: string | null | undefined): value is MeetingProvider {
  return (MEETING_PROVIDERS as readonly string[]).includes(value ?? '')
}
