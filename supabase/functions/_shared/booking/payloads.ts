/**
 * Each tool's webhook body read into the one meeting event the database records
 * (public.record_booking_event). What is read:
 * - Cal.com: `{triggerEvent, createdAt, payload}`; BOOKING_CREATED, BOOKING_RESCHEDULED (the
 *   booking's new `uid`, the old one in `rescheduleUid`) and BOOKING_CANCELLED; the host is
 *   `payload.organizer`, the attendee `payload.attendees[0]` (else `responses.name/email`), the
 *   inquiry reference `payload.metadata.inquiry_reference` (the booking link's
 *   `metadata[inquiry_reference]=…`, BOOKING_CARRIERS in ../booking-link.ts).
 * - Calendly: `{event, created_at, payload}` where payload is the invitee: invitee.created and
 *   invitee.canceled; the invitee's `uri` is the booking's id (a reschedule makes a new invitee,
 *   pointing back with `old_invitee`, and cancels the old one with `rescheduled: true`, which
 *   changes nothing here: the new invitee's delivery moves the meeting); times and host from
 *   `scheduled_event`; the reference from `tracking.utm_content`, where the booking link puts it
 *   (Calendly has no metadata a link can set; its `utm_*` parameters come back as `tracking`).
 * Other events (Cal.com's PING test, BOOKING_REQUESTED, ...) are acknowledged and ignored.
 */
import { BOOKING_CARRIERS } from '../booking-link.ts'
import type { MeetingProvider, MeetingStatus } from './providers.ts'

export interface MeetingEvent {
  status: MeetingStatus
  external_id: string
  previous_external_id: string | null
  starts_at: string | null
  ends_at: string | null
  host_name: string | null
  host_email: string | null
  attendee_name: string | null
  attendee_email: string | null
  reference: string | null
}

export type ReadResult =
  | { kind: 'event'; event: MeetingEvent }
  | { kind: 'ignored'; reason: string }
  | { kind: 'invalid'; reason: string }


type Json = Record<string, unknown>

function object(value: unknown): Json | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null
}

function text(value: unknown): string | null {
  // Cal.com's `responses` hold either the answer or {label, value}.
  const inner = object(value)
  const raw = inner && 'value' in inner ? inner.value : value
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null
}

function time(value: unknown): string | null {
  const raw = text(value)
  return raw !== null && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : null
}


const CAL_STATUSES: Record<string, MeetingStatus> = {
  BOOKING_CREATED: 'booked',
  BOOKING_RESCHEDULED: 'rescheduled',
  BOOKING_CANCELLED: 'cancelled',
}

export function readCalDelivery(body: unknown): ReadResult {
  const envelope = object(body)
  const trigger = envelope ? text(envelope.triggerEvent) : null
  if (!envelope || !trigger) return { kind: 'invalid', reason: 'The body has no triggerEvent.' }
  const status = CAL_STATUSES[trigger]
  if (!status) return { kind: 'ignored', reason: `${trigger} is not a booking change this site records.` }
  const payload = object(envelope.payload)
  const uid = payload ? text(payload.uid) : null
  if (!payload || !uid) return { kind: 'invalid', reason: 'The booking has no uid.' }
  const attendee = object(Array.isArray(payload.attendees) ? payload.attendees[0] : null)
  const responses = object(payload.responses)
  const organizer = object(payload.organizer)
  const metadata = object(payload.metadata)
  const event: MeetingEvent = {
    status,
    external_id: uid,
    previous_external_id: status === 'rescheduled' ? text(payload.rescheduleUid) : null,
    starts_at: time(payload.startTime),
    ends_at: time(payload.endTime),
    host_name: text(organizer?.name),
    host_email: text(organizer?.email),
    attendee_name: text(attendee?.name) ?? text(responses?.name),
    attendee_email: text(attendee?.email) ?? text(responses?.email),
    reference: text(metadata?.[BOOKING_CARRIERS['cal.com'].referenceKey]),
  }
  return complete(event)
}

export function readCalendlyDelivery(body: unknown): ReadResult {
  const envelope = object(body)
  const name = envelope ? text(envelope.event) : null
  if (!envelope || !name) return { kind: 'invalid', reason: 'The body has no event.' }
  if (name !== 'invitee.created' && name !== 'invitee.canceled') {
    return { kind: 'ignored', reason: `${name} is not a booking change this site records.` }
  }
  const invitee = object(envelope.payload)
  const uri = invitee ? text(invitee.uri) : null
  if (!invitee || !uri) return { kind: 'invalid', reason: 'The invitee has no uri.' }
  if (name === 'invitee.canceled' && invitee.rescheduled === true) {
    return { kind: 'ignored', reason: 'A reschedule: the new invitee’s delivery moves the meeting.' }
  }
  const scheduled = object(invitee.scheduled_event)
  const host = object(Array.isArray(scheduled?.event_memberships) ? scheduled.event_memberships[0] : null)
  const tracking = object(invitee.tracking)
  const oldInvitee = text(invitee.old_invitee)
  const event: MeetingEvent = {
    status: name === 'invitee.canceled' ? 'cancelled' : oldInvitee ? 'rescheduled' : 'booked',
    external_id: uri,
    previous_external_id: name === 'invitee.created' ? oldInvitee : null,
    starts_at: time(scheduled?.start_time),
    ends_at: time(scheduled?.end_time),
    host_name: text(host?.user_name),
    host_email: text(host?.user_email),
    attendee_name: text(invitee.name),
    attendee_email: text(invitee.email),
    reference: text(tracking?.[BOOKING_CARRIERS.calendly.referenceKey]),
  }
  return complete(event)
}

/** A booking or a move needs its time and its attendee; a cancellation only the booking's id. */
function complete(event: MeetingEvent): ReadResult {
  if (event.status === 'cancelled') return { kind: 'event', event }
  if (!event.starts_at || !event.ends_at) return { kind: 'invalid', reason: 'The booking has no start or end time.' }
  if (!event.attendee_email) return { kind: 'invalid', reason: 'The booking has no attendee email.' }
  return { kind: 'event', event }
}

export function readDelivery(provider: MeetingProvider, body: unknown): ReadResult {
  return provider === 'cal.com' ? readCalDelivery(body) : readCalendlyDelivery(body)
}
