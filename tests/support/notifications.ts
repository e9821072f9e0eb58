/**
 * Helpers of the notification suites: webhook receivers started by the test, an independent
 * check of the Standard Webhooks signature (node:crypto, not the code under test), inquiries
 * to submit, and a notification as the back office reads it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { InquiryPayload } from '@/content/types'
import type { InquiryNotification } from '@/features/notifications/model/notification-types'

/** A fresh secret in the Standard Webhooks format. */
export function signingSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/** Checks `webhook-signature` the way a receiver would: HMAC-SHA256 of `id.timestamp.body`. */
export function hasValidSignature(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id'] ?? '')
  const timestamp = String(headers['webhook-timestamp'] ?? '')
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest()
  const offered = String(headers['webhook-signature'] ?? '')
    .split(' ')
    .filter((part) => part.startsWith('v1,'))
    .map((part) => Buffer.from(part.slice(3), 'base64'))
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300
  return fresh && offered.some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected))
}

export interface ReceivedRequest {
  at: number
  path: string
  headers: IncomingHttpHeaders
  body: string
  json: Record<string, unknown>
  /** The status this receiver answered. */
  status: number
}

/** A receiver's answer with a JSON body of the test's choosing (an API's error, say). */
export interface ReceiverAnswer {
  status: number
  body: unknown
}

export interface Receiver {
  url: string
  port: number
  requests: ReceivedRequest[]
  /** Requests answered 2xx. */
  delivered(): ReceivedRequest[]
  /** Decides each answer: a status (default 200), or a status with its JSON body. */
  respond: (request: Omit<ReceivedRequest, 'status'>) => number | ReceiverAnswer
  /** Stops listening (connections are refused) until start() again on the same port. */
  down(): Promise<void>
  up(): Promise<void>
  close(): Promise<void>
}

export async function startReceiver(path = '/hook'): Promise<Receiver> {
  let server: Server | null = null
  const receiver: Receiver = {
    url: '',
    port: 0,
    requests: [],
    delivered: () => receiver.requests.filter((request) => request.status >= 200 && request.status < 300),
    respond: () => 200,
    async down() {
      const current = server
      server = null
      if (current) {
        await new Promise<void>((done) => {
          current.close(() => done())
          current.closeAllConnections()
        })
      }
    },
    async up() {
      server = createServer((req, res) => {
        const chunks: Buffer[] = []
        req.on('data', (chunk: Buffer) => chunks.push(chunk))
        req.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8')
          let json: Record<string, unknown> = {}
          try {
            json = JSON.parse(body) as Record<string, unknown>
          } catch {
            // Not JSON: kept as text.
          }
          const request = { at: Date.now(), path: req.url ?? '', headers: req.headers, body, json }
          const answer = receiver.respond(request)
          const status = typeof answer === 'number' ? answer : answer.status
          receiver.requests.push({ ...request, status })
          res.writeHead(status, { 'Content-Type': 'application/json' })
          res.end(JSON.stringify(typeof answer === 'number' ? { received: status < 300 } : answer.body))
        })
      })
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject)
        server!.listen(receiver.port, '127.0.0.1', () => resolve())
      })
      receiver.port = (server.address() as AddressInfo).port
      receiver.url = `http://127.0.0.1:${receiver.port}${path}`
    },
    close: () => receiver.down(),
  }
  await receiver.up()
  return receiver
}

type Truthy<T> = Exclude<T, null | undefined | false | 0 | ''>

/** Polls until the probe gives something truthy, and gives that back. */
export async function waitFor<T>(probe: () => T | Promise<T>, options: { timeoutMs: number; what: string }): Promise<Truthy<T>> {
  const started = Date.now()
  for (;;) {
    const value = await probe()
    if (value) return value as Truthy<T>
    if (Date.now() - started > options.timeoutMs) throw new Error(`Timed out after ${options.timeoutMs} ms waiting for ${options.what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

let counter = 0

export function inquiryPayload(overrides: Partial<InquiryPayload> = {}): InquiryPayload {
  counter += 1
  return {
    first_name: 'Grace',
    last_name: `Hopper${counter}`,
    email: `grace${counter}.${randomBytes(3).toString('hex')}@example.com`,
    phone: '+1 555 0199',
    company: 'Compilers Inc',
    service_interest: 'Web Applications',
    budget_range: '$15,000 - $50,000',
    project_timeline: '1-2 months',
    message: 'We need a customer portal for our compiler business.',
    source_page: 'contact',
    ...overrides,
  }
}

/** Back-off short enough for tests; production defaults are in retry-policy.ts. */
export const FAST_RETRY_ENV = {
  NOTIFY_RETRY_BASE_SECONDS: '0.3',
  NOTIFY_RETRY_MAX_SECONDS: '1',
  NOTIFY_MAX_ATTEMPTS: '10',
}

/**
 * The every-minute delivery job, every second instead: the same cron.schedule call an
 * operator would make, so retries come due within the test's patience.
 */
export const EVERY_SECOND_SQL =
  `select cron.schedule('deliver-notifications', '1 seconds', 'select private.request_notification_delivery()')`

/** A delivered webhook notification of inquiry i1, with what a test changes. */
export const inquiryNotification = (overrides: Partial<InquiryNotification>): InquiryNotification => ({
  id: 'n1', inquiryId: 'i1', destinationKind: 'webhook', destinationName: 'Slack', event: 'inquiry.created', state: 'delivered',
  attempts: 1, nextAttemptAt: '2026-11-23T10:00:00Z', lastError: null, deliveredAt: '2026-11-23T10:00:01Z', createdAt: '2026-11-23T10:00:00Z',
  ...overrides,
})
