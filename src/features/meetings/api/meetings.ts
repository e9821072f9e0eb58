import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import { ServiceError, type DataError } from '@/lib/errors'
import { MEETING_MESSAGES as M } from '../model/meeting-admin-messages'
import type { MeetingProvider } from '../model/meeting-enums'
import { MEETING_COLUMNS, toMeeting, type Meeting, type MeetingRow } from '../model/meeting'

/**
 * Meetings as the back office reads and changes them: row-level security decides which
 * (admins all, a sales member their own leads'); the database's own messages (P0001: a lead or
 * a meeting gone) are written for the admin and shown as they are.
 */

function failure(fallback: string, error: DataError): ServiceError {
  return new ServiceError(error.code === 'P0001' ? error.message : fallback, { code: error.code, cause: error })
}

/** The meetings of several leads in one request, by lead (newest booking first). */
export async function listMeetingsOf(client: DataClient, inquiryIds: readonly string[], signal: AbortSignal = NEVER_ABORTED): Promise<Map<string, Meeting[]>> {
  const byInquiry = new Map<string, Meeting[]>(inquiryIds.map((id) => [id, []]))
  if (inquiryIds.length === 0) return byInquiry
  const { data, error } = await client
    .from('inquiry_meetings')
    .select(MEETING_COLUMNS)
    .in('inquiry_id', [...inquiryIds])
    .order('booked_at', { ascending: false })
    .abortSignal(signal)
  if (error) throw failure(M.loadMeetings, error)
  for (const row of (data ?? []) as MeetingRow[]) byInquiry.get(row.inquiry_id ?? '')?.push(toMeeting(row))
  return byInquiry
}

export async function listUnmatchedMeetings(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<Meeting[]> {
  const { data, error } = await client
    .from('inquiry_meetings')
    .select(MEETING_COLUMNS)
    .is('inquiry_id', null)
    .order('booked_at', { ascending: false })
    .limit(50)
    .abortSignal(signal)
  if (error) throw failure(M.loadUnmatched, error)
  return ((data ?? []) as MeetingRow[]).map(toMeeting)
}

/** The lead a typed reference or email names (the newest with that email), or null. */
export async function findLead(client: DataClient, lookup: { reference: string } | { email: string }): Promise<string | null> {
  const query = client.from('customer_inquiries').select('id').is('deleted_at', null)
  const { data, error } = await ('reference' in lookup
    ? query.eq('id', lookup.reference)
    : query.ilike('email', lookup.email.replace(/[\\%_]/g, (c) => `\\${c}`))
  )
    .order('created_at', { ascending: false })
    .limit(1)
  if (error) throw failure(M.attach, error)
  return (data?.[0] as { id: string } | undefined)?.id ?? null
}

export async function attachMeeting(client: DataClient, meetingId: string, inquiryId: string): Promise<void> {
  const { error } = await client.rpc('attach_meeting', { p_meeting: meetingId, p_inquiry: inquiryId })
  if (error) throw failure(M.attach, error)
}

export interface SecretHint {
  provider: MeetingProvider
  hint: string
  createdAt: string
}

export async function listSecretHints(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<SecretHint[]> {
  const { data, error } = await client.rpc('booking_webhook_secret_hints').abortSignal(signal)
  if (error) throw failure(M.loadSecrets, error)
  return (data ?? []).map((row) => ({ provider: row.provider as MeetingProvider, hint: row.hint, createdAt: row.created_at }))
}

/** A new secret for a tool, answered once (only its hint can be read again). */
export async function rotateSecret(client: DataClient, provider: MeetingProvider): Promise<string> {
  const { data, error } = await client.rpc('rotate_booking_webhook_secret', { p_provider: provider })
  if (error || !data) throw error ? failure(M.makeSecret, error) : new ServiceError(M.makeSecret)
  return data
}
