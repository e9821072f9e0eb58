import type { Database } from '@/lib/database.types'
import type { MeetingMatch, MeetingProvider, MeetingStatus } from './meeting-enums'

/** A meeting booked through Cal.com or Calendly, as the back office shows it. */
export interface Meeting {
  id: string
  inquiryId: string | null
  provider: MeetingProvider
  status: MeetingStatus
  startsAt: string | null
  endsAt: string | null
  hostName: string | null
  hostEmail: string | null
  attendeeName: string | null
  attendeeEmail: string | null
  matchedBy: MeetingMatch | null
  bookedAt: string
}

/** The columns of public.inquiry_meetings the views read (MEETING_COLUMNS). */
export type MeetingRow = Pick<
  Database['public']['Tables']['inquiry_meetings']['Row'],
  'id' | 'inquiry_id' | 'provider' | 'status' | 'starts_at' | 'ends_at' | 'host_name' | 'host_email' | 'attendee_name' | 'attendee_email' | 'matched_by' | 'booked_at'
>

export const MEETING_COLUMNS = 'id, inquiry_id, provider, status, starts_at, ends_at, host_name, host_email, attendee_name, attendee_email, matched_by, booked_at'

export function toMeeting(row: MeetingRow): Meeting {
  return {
    id: row.id,
    inquiryId: row.inquiry_id,
    provider: row.provider as MeetingProvider,
    status: row.status as MeetingStatus,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    hostName: row.host_name,
    hostEmail: row.host_email,
    attendeeName: row.attendee_name,
    attendeeEmail: row.attendee_email,
    matchedBy: row.matched_by as MeetingMatch | null,
    bookedAt: row.booked_at,
  }
}

export const PROVIDER_LABELS: Record<MeetingProvider, string> = { 'cal.com': 'Cal.com', calendly: 'Calendly' }
export const STATUS_LABELS: Record<MeetingStatus, string> = { booked: 'Booked', rescheduled: 'Rescheduled', cancelled: 'Cancelled' }

/** The webhook address a tool is given: one path per tool, so each delivery names its signature. */
export function webhookUrl(supabaseUrl: string, provider: MeetingProvider): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/booking-webhook/${provider}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What an admin typed to find a lead: its reference (the inquiry's id) or an email address. */
export function leadLookup(text: string): { reference: string } | { email: string } | null {
  const value = text.trim()
  if (UUID.test(value)) return { reference: value.toLowerCase() }
  return value.includes('@') ? { email: value } : null
}
