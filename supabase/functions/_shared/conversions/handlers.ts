/**
 * The two conversion Edge Functions' request handlers, runtime-neutral (each index.ts passes
 * Deno's environment and fetch; the tests pass Node's):
 * - deliver-conversions: a delivery run, for the service-role key only (called by
 *   `private.invoke_edge_function` when deliveries are queued and by the every-minute job);
 * - send-test-conversion: an admin's Send test event, `{platform}` → `{ok, message}`. Row-level
 *   security answers whether the caller is an admin (only admins can read the conversion
 *   settings); the destination and its secret are then read with the service role.
 */
import { bearerToken, CORS_HEADERS, json } from '../http.ts'
import { deliveryConfigFromEnv } from '../notifications/config.ts'
import { DEFAULT_CONVERSION_RUN, runConversionDelivery, type ConversionRunOptions } from './deliver.ts'
import { platformBaseUrls } from './endpoints.ts'
import { TEST_CONVERSION_MESSAGES } from './messages.ts'
import { restConversionStore } from './store.ts'
import { sendTestConversion, type TestDestination } from './test-send.ts'
import type { ApiPlatform } from './types.ts'

export interface ConversionHandlerDeps {
  env: Record<string, string | undefined>
  fetch: typeof fetch
  now?: () => Date
  random?: () => number
  runOptions?: ConversionRunOptions
}

const PLATFORMS: readonly ApiPlatform[] = ['meta', 'ga4', 'linkedin']

export function conversionDeliveryHandler(deps: ConversionHandlerDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' })
    const config = deliveryConfigFromEnv(deps.env)
    if (bearerToken(request) !== config.serviceRoleKey) {
      return json(401, { error: 'Only the service role may run a delivery.' })
    }
    try {
      const summary = await runConversionDelivery({
        store: restConversionStore({ url: config.supabaseUrl, serviceRoleKey: config.serviceRoleKey, fetch: deps.fetch }),
        baseUrls: platformBaseUrls(deps.env),
        siteUrl: config.siteUrl,
        fetch: deps.fetch,
        retry: config.retry,
        now: deps.now ?? (() => new Date()),
        random: deps.random ?? Math.random,
      }, deps.runOptions ?? DEFAULT_CONVERSION_RUN)
      if (Object.values(summary).some((count) => count > 0)) console.info(JSON.stringify(summary))
      return json(200, summary)
    } catch (error) {
      console.error('conversion delivery run failed:', error)
      return json(500, { error: error instanceof Error ? error.message : String(error) })
    }
  }
}

export function testConversionHandler(deps: ConversionHandlerDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS })
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' }, CORS_HEADERS)
    const config = deliveryConfigFromEnv(deps.env)
    const body = (await request.json().catch(() => null)) as { platform?: unknown } | null
    const platform = PLATFORMS.find((candidate) => candidate === body?.platform)
    if (!platform) return json(400, { ok: false, message: TEST_CONVERSION_MESSAGES.badRequest }, CORS_HEADERS)

    const restUrl = `${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1`
    const asCaller = await deps.fetch(`${restUrl}/conversion_settings?select=id`, {
      headers: { apikey: config.anonKey, Authorization: `Bearer ${bearerToken(request) ?? config.anonKey}` },
    })
    const rows = asCaller.ok ? ((await asCaller.json()) as unknown[]) : []
    if (rows.length !== 1) return json(403, { ok: false, message: TEST_CONVERSION_MESSAGES.notAdmin }, CORS_HEADERS)

    const answer = await deps.fetch(`${restUrl}/rpc/conversion_destination_for_test`, {
      method: 'POST',
      headers: { apikey: config.serviceRoleKey, Authorization: `Bearer ${config.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ target_platform: platform }),
    })
    const destination = answer.ok ? ((await answer.json()) as TestDestination | null) : null
    if (!destination) return json(200, { ok: false, message: TEST_CONVERSION_MESSAGES.notConfigured }, CORS_HEADERS)
    const result = await sendTestConversion(destination, {
      baseUrls: platformBaseUrls(deps.env),
      siteUrl: config.siteUrl,
      fetch: deps.fetch,
      now: (deps.now ?? (() => new Date()))(),
    })
    return json(200, result, CORS_HEADERS)
  }
}
