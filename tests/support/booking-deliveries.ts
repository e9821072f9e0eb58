/**
 * Signed booking-webhook deliveries built from the Cal.com and Calendly fixtures
 * (tests/fixtures/booking/), with the lead's reference and email, the booking's id and the
 * signing time the test chooses. The unit, database and browser tests all post these.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { calendlySignatureHeader, calSignatureHeader } from '../../supabase/functions/_shared/booking/signature'

const FIXTURES = fileURLToPath(new URL('../fixtures/booking/', import.meta.url))

export type CalFixture = 'cal-booking-created' | 'cal-booking-rescheduled' | 'cal-booking-cancelled' | 'cal-ping'
export type CalendlyFixture = 'calendly-invitee-created' | 'calendly-invitee-canceled'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixtures are the tools' free-form JSON
type Json = any

export function bookingFixture(name: CalFixture | CalendlyFixture): Json {
  return JSON.parse(readFileSync(`${FIXTURES}${name}.json`, 'utf8'))
}

export interface DeliveryChoice {
  /** The inquiry reference carried back (null: none). */
  reference?: string | null
  email?: string
  /** The booking's id in the tool (Cal.com uid; Calendly invitee URI). */
  id?: string
  /** Cal.com: the uid the booking had before a reschedule. Calendly: the old invitee's URI. */
  previousId?: string
}

export interface Delivery {
  body: string
  headers: Record<string, string>
}

export async function calDelivery(name: CalFixture, secret: string, choice: DeliveryChoice = {}): Promise<Delivery> {
  const json = bookingFixture(name)
  const payload = json.payload
  if (choice.id !== undefined) payload.uid = choice.id
  if (choice.previousId !== undefined) payload.rescheduleUid = choice.previousId
  if (choice.reference !== undefined) {
    if (choice.reference === null) delete payload.metadata.inquiry_reference
    else payload.metadata.inquiry_reference = choice.reference
  }
  if (choice.email !== undefined) {
    payload.attendees[0].email = choice.email
    payload.responses.email.value = choice.email
  }
  const body = JSON.stringify(json)
  return { body, headers: { 'content-type': 'application/json', 'x-cal-signature-256': await calSignatureHeader(body, secret) } }
}

export async function calendlyDelivery(
  name: CalendlyFixture,
  secret: string,
  choice: DeliveryChoice & { signedAt?: number } = {},
): Promise<Delivery> {
  const json = bookingFixture(name)
  const payload = json.payload
  if (choice.id !== undefined) payload.uri = choice.id
  if (choice.previousId !== undefined) payload.old_invitee = choice.previousId
  if (choice.reference !== undefined) payload.tracking.utm_content = choice.reference
  if (choice.email !== undefined) payload.email = choice.email
  const body = JSON.stringify(json)
  const signedAt = choice.signedAt ?? Math.floor(Date.now() / 1000)
  return {
    body,
    headers: { 'content-type': 'application/json', 'calendly-webhook-signature': await calendlySignatureHeader(body, secret, signedAt) },
  }
}
