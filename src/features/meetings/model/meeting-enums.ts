/**
 * The values the meetings table accepts, one list each (the database's CHECK lists; a database
 * test keeps both sides equal).
 */

/** The booking tools whose webhooks report meetings. */
export const MEETING_PROVIDERS = ['cal.com', 'calendly'] as const
export type MeetingProvider = (typeof MEETING_PROVIDERS)[number]

/** A booking's state in its tool: booked, moved to another time, or called off. */
export const MEETING_STATUSES = ['booked', 'rescheduled', 'cancelled'] as const
export type MeetingStatus = (typeof MEETING_STATUSES)[number]

/** How a meeting reached its lead: the reference it carried, the attendee's email, or an admin. */
export const MEETING_MATCHES = ['reference', 'email', 'admin'] as const
export type MeetingMatch = (typeof MEETING_MATCHES)[number]
