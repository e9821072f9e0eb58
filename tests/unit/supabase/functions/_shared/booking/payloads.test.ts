import { describe, expect, it } from 'vitest'
import { readCalDelivery, readCalendlyDelivery } from '../../../../../../supabase/functions/_shared/booking/payloads'
import { bookingFixture } from '../../../../../support/booking-deliveries'

const REFERENCE = '00000000-0000-4000-8000-000000000000'

describe('Cal.com deliveries', () => {
  it('reads BOOKING_CREATED: uid, times, organizer as host, first attendee, metadata.inquiry_reference as reference', () => {
    expect(readCalDelivery(bookingFixture('cal-booking-created'))).toEqual({
      kind: 'event',
      event: {
        status: 'booked',
        external_id: 'bFJeNb2uX8ANpT3JL5EfXw',
        previous_external_id: null,
        starts_at: '2026-12-03T14:00:00.000Z',
        ends_at: '2026-12-03T14:30:00.000Z',
        host_name: 'Dana Sales',
        host_email: 'dana.sales@example.com',
        attendee_name: 'Ada Visitor',
        attendee_email: 'ada.visitor@example.com',
        reference: REFERENCE,
      },
    })
  })

  it('reads BOOKING_RESCHEDULED with the uid it had before, and BOOKING_CANCELLED', () => {
    const moved = readCalDelivery(bookingFixture('cal-booking-rescheduled'))
    expect(moved).toMatchObject({
      kind: 'event',
      event: { status: 'rescheduled', external_id: 'pQ7x3sVbY2kJr8mNwT5aZe', previous_external_id: 'bFJeNb2uX8ANpT3JL5EfXw', starts_at: '2026-12-04T09:00:00.000Z' },
    })
    expect(readCalDelivery(bookingFixture('cal-booking-cancelled'))).toMatchObject({
      kind: 'event',
      event: { status: 'cancelled', external_id: 'pQ7x3sVbY2kJr8mNwT5aZe', previous_external_id: null },
    })
  })

  it('falls back to the booking form’s answers for the attendee, and takes no reference when none was carried', () => {
    const json = bookingFixture('cal-booking-created')
    json.payload.attendees = []
    json.payload.metadata = { videoCallUrl: 'https://app.cal.com/video/x' }
    const read = readCalDelivery(json)
    expect(read).toMatchObject({ kind: 'event', event: { attendee_email: 'ada.visitor@example.com', attendee_name: 'Ada Visitor', reference: null } })
  })

  it('acknowledges and ignores the PING test and other triggers', () => {
    expect(readCalDelivery(bookingFixture('cal-ping')).kind).toBe('ignored')
    expect(readCalDelivery({ triggerEvent: 'MEETING_ENDED', payload: {} }).kind).toBe('ignored')
  })

  it('calls a body without its fields invalid', () => {
    expect(readCalDelivery(null).kind).toBe('invalid')
    expect(readCalDelivery([]).kind).toBe('invalid')
    expect(readCalDelivery({ payload: {} }).kind).toBe('invalid')
    expect(readCalDelivery({ triggerEvent: 'BOOKING_CREATED' }).kind).toBe('invalid')
    const noTime = bookingFixture('cal-booking-created')
    delete noTime.payload.startTime
    expect(readCalDelivery(noTime).kind).toBe('invalid')
    const noEmail = bookingFixture('cal-booking-created')
    noEmail.payload.attendees = []
    delete noEmail.payload.responses
    expect(readCalDelivery(noEmail).kind).toBe('invalid')
  })
})

describe('Calendly deliveries', () => {
  it('reads invitee.created: invitee URI, scheduled_event times and first membership as host, utm_content as reference', () => {
    expect(readCalendlyDelivery(bookingFixture('calendly-invitee-created'))).toEqual({
      kind: 'event',
      event: {
        status: 'booked',
        external_id: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2/invitees/AAAAAAAAAAAAAAAA',
        previous_external_id: null,
        starts_at: '2026-12-03T14:00:00.000Z',
        ends_at: '2026-12-03T14:30:00.000Z',
        host_name: 'Dana Sales',
        host_email: 'dana.sales@example.com',
        attendee_name: 'Ada Visitor',
        attendee_email: 'ada.visitor@example.com',
        reference: REFERENCE,
      },
    })
  })

  it('reads a reschedule’s new invitee as rescheduled from the old one, and ignores the old one’s cancellation', () => {
    const created = bookingFixture('calendly-invitee-created')
    created.payload.old_invitee = 'https://api.calendly.com/scheduled_events/OLD/invitees/OLD'
    expect(readCalendlyDelivery(created)).toMatchObject({
      kind: 'event',
      event: { status: 'rescheduled', previous_external_id: 'https://api.calendly.com/scheduled_events/OLD/invitees/OLD' },
    })
    const canceled = bookingFixture('calendly-invitee-canceled')
    canceled.payload.rescheduled = true
    expect(readCalendlyDelivery(canceled).kind).toBe('ignored')
  })

  it('reads invitee.canceled as cancelled', () => {
    expect(readCalendlyDelivery(bookingFixture('calendly-invitee-canceled'))).toMatchObject({ kind: 'event', event: { status: 'cancelled' } })
  })

  it('reads the reference only where the booking link puts it (utm_content), and ignores other events', () => {
    const json = bookingFixture('calendly-invitee-created')
    json.payload.tracking = { utm_content: 'hero-button', utm_term: REFERENCE }
    expect(readCalendlyDelivery(json)).toMatchObject({ event: { reference: 'hero-button' } })
    expect(readCalendlyDelivery({ event: 'routing_form_submission.created', payload: {} }).kind).toBe('ignored')
  })

  it('calls a body without its fields invalid', () => {
    expect(readCalendlyDelivery('text').kind).toBe('invalid')
    expect(readCalendlyDelivery({ event: 'invitee.created', payload: {} }).kind).toBe('invalid')
    const noEvent = bookingFixture('calendly-invitee-created')
    delete noEvent.payload.scheduled_event
    expect(readCalendlyDelivery(noEvent).kind).toBe('invalid')
  })
})
