/**
 * The booking webhook's request handling, runtime-neutral (the clock, the secret and the
 * database are passed in; vitest runs it under Node, booking-webhook/index.ts on the Edge
 * Runtime). Answers, in the order they are decided:
 *   405 not a POST; 404 no such tool (`/booking-webhook/<tool>` or `?provider=<tool>`, tool
 *   `cal.com` or `calendly`); 413 a body over 256 KB;
 *   401 no secret made for the tool, a missing, wrong or (Calendly) stale signature: nothing read;
 *   400 a signed body that is not JSON or lacks the booking's fields: nothing stored;
 *   200 {outcome: 'ignored'} an event this site does not record (Cal.com's PING test, ...);
 *   200 {outcome: 'duplicate'} a body received before: nothing changes;
 *   200 {outcome: 'recorded', matched} the meeting stored or updated;
 *   503 the database failed (the tool retries).
 * Only a tool's 2xx means "delivered", so nothing else is answered with one.
 */
import { readDelivery } from './payloads.ts'
import { isMeetingProvider, type MeetingProvider } from './providers.ts'
import { sha256Hex } from '../sha256.ts'
import { verifyCalendlySignature, verifyCalSignature } from './signature.ts'

export const FUNCTION_NAME = 'booking-webhook'
export const MAX_BODY_BYTES = 256 * 1024

export interface RecordOutcome {
  outcome: 'recorded' | 'duplicate'
  meeting_id?: string
  inquiry_id?: string | null
  matched_by?: string | null
}

export interface WebhookDeps {
  /** The tool's signing secret, or null when an admin made none. */
  secret(provider: MeetingProvider): Promise<string | null>
  record(provider: MeetingProvider, bodySha256: string, event: object): Promise<RecordOutcome>
  nowSeconds(): number
}

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** The tool a request names: the path segment after the function's name, else `?provider=`. */
export function requestedProvider(url: string): MeetingProvider | null {
  const parsed = new URL(url)
  const segments = parsed.pathname.split('/').filter(Boolean)
  const at = segments.indexOf(FUNCTION_NAME)
  const fromPath = at >= 0 ? segments[at + 1] : undefined
  const named = fromPath ?? parsed.searchParams.get('provider')
  return isMeetingProvider(named) ? named : null
}

const REFUSED = { error: 'The delivery is not signed with this site’s current secret, or its signature is too old.' }

export async function handleBookingWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  if (request.method !== 'POST') return answer(405, { error: 'Send deliveries with POST.' })
  const provider = requestedProvider(request.url)
  if (!provider) return answer(404, { error: 'Name the booking tool: /booking-webhook/cal.com or /booking-webhook/calendly.' })
  const body = await request.text()
  if (new TextEncoder().encode(body).byteLength > MAX_BODY_BYTES) return answer(413, { error: 'The body is too large.' })

  let secret: string | null
  try {
    secret = await deps.secret(provider)
  } catch (error) {
    console.error('booking webhook: reading the secret failed:', error instanceof Error ? error.message : String(error))
    return answer(503, { error: 'Try again later.' })
  }
  if (!secret) return answer(401, REFUSED)
  const verdict =
    provider === 'cal.com'
      ? await verifyCalSignature(body, request.headers.get('x-cal-signature-256'), secret)
      : await verifyCalendlySignature(body, request.headers.get('calendly-webhook-signature'), secret, deps.nowSeconds())
  if (verdict !== 'valid') return answer(401, REFUSED)

  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return answer(400, { error: 'The body is not JSON.' })
  }
  const read = readDelivery(provider, parsed)
  if (read.kind === 'invalid') return answer(400, { error: read.reason })
  if (read.kind === 'ignored') return answer(200, { outcome: 'ignored' })

  try {
    const outcome = await deps.record(provider, await sha256Hex(body), read.event)
    return answer(200, { outcome: outcome.outcome, matched: Boolean(outcome.inquiry_id) })
  } catch (error) {
    // No payload in the log: it names a person.
    console.error('booking webhook: recording failed:', error instanceof Error ? error.message.slice(0, 200) : String(error))
    return answer(503, { error: 'Try again later.' })
  }
}
