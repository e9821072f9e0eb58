/**
 * The values the meetings table accepts, one list each (the database's CHECK lists; a database
 * test keeps both sides equal). The tools and states are the booking webhook's own lists.
 */
export {
  MEETING_PROVIDERS,
  MEETING_STATUSES,
  type MeetingProvider,
  type MeetingStatus,
} from '../../../../supabase/functions/_shared/booking/providers'

/** How a meeting reached its lead: the reference it carried, the attendee's email, or an admin. */
export const MEETING_MATCHES = ['reference', 'email', 'admin'] as const
export type MeetingMatch = (typeof MEETING_MATCHES)[number]
