/**
 * The two Edge Functions' request handlers, runtime-neutral: each index.ts passes in Deno's
 * environment, fetch and file writing; the tests pass Node's.
 *
 * - deliver-notifications: a delivery run. Called by pg_net when the outbox gets rows, by
 *   pg_cron every minute, and by the local stack's stand-ins for both; only with the
 *   service-role key (a visitor holding the public anon key cannot make it run).
 * - send-test-notification: the settings page's Send test. Called from an admin's browser
 *   with their session; the database decides whether they are an admin (only admins can read
 *   the settings), then a sample inquiry goes to that destination at once and the answer
 *   says how it went.
 */
import { bearerToken, CORS_HEADERS, json } from '../http.ts'
import type { Fetch } from './attempt.ts'
import { sendToDestination, type ChannelDeps } from './channels.ts'
import { deliveryConfigFromEnv } from './config.ts'
import { runDelivery, DEFAULT_RUN_OPTIONS, type DeliveryRunOptions } from './deliver.ts'
import { SAMPLE_INQUIRY } from './sample-inquiry.ts'
import { restOutboxStore } from './store.ts'
import type { ResolveHost } from './webhook-target.ts'

export interface HandlerDeps {
  env: Record<string, string | undefined>
  fetch: Fetch
  resolveHost: ResolveHost
  writeMail?: (fileName: string, contents: string) => Promise<void>
  now?: () => Date
  random?: () => number
  runOptions?: DeliveryRunOptions
}

function channelDeps(deps: HandlerDeps): ChannelDeps {
  return {
    config: deliveryConfigFromEnv(deps.env),
    fetch: deps.fetch,
    resolveHost: deps.resolveHost,
    now: deps.now ?? (() => new Date()),
    writeMail: deps.writeMail,
  }
}

export function deliveryHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' })
    const channels = channelDeps(deps)
    if (bearerToken(request) !== channels.config.serviceRoleKey) {
      return json(401, { error: 'Only the service role may run a delivery.' })
    }
    const store = restOutboxStore({ url: channels.config.supabaseUrl, serviceRoleKey: channels.config.serviceRoleKey, fetch: deps.fetch })
    try {
      const summary = await runDelivery({ ...channels, store, random: deps.random ?? Math.random }, deps.runOptions ?? DEFAULT_RUN_OPTIONS)
      if (summary.delivered + summary.retrying + summary.failed + summary.reminders > 0) {
        console.info(JSON.stringify(summary))
      }
      return json(200, summary)
    } catch (error) {
      console.error('delivery run failed:', error)
      return json(500, { error: error instanceof Error ? error.message : String(error) })
    }
  }
}

/** The settings page's messages, shown to the admin as they are. */
export const TEST_SEND_MESSAGES = {
  badRequest: 'Say which destination to test.',
  notAdmin: 'Only admins can send test notifications.',
  notFound: 'That destination no longer exists.',
} as const

export function testSendHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS })
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' }, CORS_HEADERS)
    const channels = channelDeps(deps)
    const { config } = channels
    const body = (await request.json().catch(() => null)) as { destination_id?: unknown } | null
    const id = typeof body?.destination_id === 'string' ? body.destination_id : ''
    if (!/^[0-9a-f-]{36}$/i.test(id)) return json(400, { ok: false, message: TEST_SEND_MESSAGES.badRequest }, CORS_HEADERS)

    // Row-level security answers "is this caller an admin?": only admins can read the settings row.
    const asCaller = await deps.fetch(`${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/notification_settings?select=id`, {
      headers: { apikey: config.anonKey, Authorization: `Bearer ${bearerToken(request) ?? config.anonKey}` },
    })
    const rows = asCaller.ok ? ((await asCaller.json()) as unknown[]) : []
    if (rows.length !== 1) return json(403, { ok: false, message: TEST_SEND_MESSAGES.notAdmin }, CORS_HEADERS)

    const store = restOutboxStore({ url: config.supabaseUrl, serviceRoleKey: config.serviceRoleKey, fetch: deps.fetch })
    const settings = await store.settings()
    const destination = settings.destinations.find((candidate) => candidate.id === id)
    if (!destination) return json(404, { ok: false, message: TEST_SEND_MESSAGES.notFound }, CORS_HEADERS)
    const now = channels.now()
    const result = await sendToDestination(destination, {
      id: crypto.randomUUID(),
      type: 'test',
      inquiry: { ...SAMPLE_INQUIRY, created_at: now.toISOString() },
      createdAt: now.toISOString(),
    }, settings, channels)
    return json(200, result.ok ? { ok: true, message: `Delivered (${result.detail}).` } : { ok: false, message: result.error }, CORS_HEADERS)
  }
}
