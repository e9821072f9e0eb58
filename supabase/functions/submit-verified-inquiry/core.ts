/**
 * submit-verified-inquiry: the optional human check in front of rpc/submit_inquiry. The form
 * sends its inquiry with a Cloudflare Turnstile token; this checks the token with Cloudflare
 * (the secret never leaves the server) and accepts it only when it passed, for this site's
 * hostname and for the inquiry forms' action; then it submits the inquiry with the service
 * role, passing on the X-Forwarded-For chain it received (the database picks the client from
 * it by the same trusted-hops rule as for its own requests: private.client_address_from_chain)
 * and that the check passed (for require_verified_submissions). rpc/submit_inquiry's answer
 * goes back as it came: the new row's id, created_at and withdrawal secret, or PostgREST's error.
 *
 * At `submit-verified-inquiry/client-address` it answers the back office's hop-count check
 * for this path instead (handleClientAddressCheck): no inquiry, no Turnstile.
 *
 * Runtime-neutral: no Deno or Node API, `fetch` is passed in, so vitest runs it under Node and
 * index.ts serves it on Supabase's Edge Runtime.
 */

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** The same words as the app (src/features/inquiries/model/submission-errors.ts). */
export const HUMAN_CHECK_MESSAGE = 'Please complete the verification and try again.'

/** The action the forms' widget declares (the app holds the same: model/human-check.ts). */
export const TURNSTILE_ACTION = 'inquiry'

export interface VerifiedInquiryConfig {
  turnstileSecret: string
  /** The site's hostnames the widget may run on; a verdict for any other is refused. */
  expectedHostnames: string[]
  /** The action a token must have been made for. */
  expectedAction: string
  /** The project's URL and service-role key (set by Supabase for every function). */
  supabaseUrl: string
  serviceRoleKey: string
  fetch: typeof fetch
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  })
}

/** PostgREST's error shape, so the app maps every answer the same way. */
function failure(status: number, code: string, message: string): Response {
  return json(status, { code, message, details: null, hint: null })
}

/**
 * The hostnames a verdict may name: TURNSTILE_HOSTNAMES (comma-separated), else the host of
 * SITE_URL. None configured means no verdict is accepted: the check fails closed.
 */
export function expectedHostnamesFrom(env: { TURNSTILE_HOSTNAMES?: string; SITE_URL?: string }): string[] {
  const listed = (env.TURNSTILE_HOSTNAMES ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean)
  if (listed.length > 0) return listed
  try {
    return env.SITE_URL ? [new URL(env.SITE_URL).hostname.toLowerCase()] : []
  } catch {
    return []
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Cloudflare's verdict passes only when it succeeded for one of our hostnames and our action. */
export function verdictPasses(outcome: unknown, config: Pick<VerifiedInquiryConfig, 'expectedHostnames' | 'expectedAction'>): boolean {
  return isRecord(outcome)
    && outcome.success === true
    && typeof outcome.hostname === 'string'
    && config.expectedHostnames.includes(outcome.hostname.toLowerCase())
    && outcome.action === config.expectedAction
}

async function verifyToken(config: VerifiedInquiryConfig, token: string): Promise<boolean> {
  const form = new URLSearchParams({ secret: config.turnstileSecret, response: token })
  const response = await config.fetch(SITEVERIFY_URL, { method: 'POST', body: form })
  if (!response.ok) return false
  return verdictPasses(await response.json().catch(() => null), config)
}

export async function handleVerifiedInquiry(request: Request, config: VerifiedInquiryConfig): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS })
  if (request.method !== 'POST') return failure(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)

  const body: unknown = await request.json().catch(() => null)
  if (!isRecord(body) || !isRecord(body.payload)) return failure(400, '22023', 'The inquiry must be a JSON object.')
  const token = typeof body.token === 'string' && body.token.length <= 2048 ? body.token : ''

  // Cloudflare unreachable counts as not passed: the visitor is asked to try again.
  const passed = token !== '' && (await verifyToken(config, token).catch(() => false))
  if (!passed) return failure(400, 'P0001', HUMAN_CHECK_MESSAGE)

  // The visitor cannot set these: they are the service role's to pass on.
  const payload = { ...body.payload, verified: true, client_forwarded_for: request.headers.get('x-forwarded-for') ?? '' }
  const answer = await config.fetch(`${config.supabaseUrl}/rest/v1/rpc/submit_inquiry`, {
    method: 'POST',
    headers: {
      apikey: config.serviceRoleKey,
      Authorization: `Bearer ${config.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ payload }),
  })
  const text = await answer.text()
  return new Response(text, {
    status: answer.status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  })
}

/** The sub-path of the hop-count check (`functions/v1/submit-verified-inquiry/client-address`). */
export const CLIENT_ADDRESS_CHECK_PATH = 'client-address'

export function isClientAddressCheck(request: Request): boolean {
  return new URL(request.url).pathname.replace(/\/+$/, '').endsWith(`/${CLIENT_ADDRESS_CHECK_PATH}`)
}

/**
 * The hop-count check of the Turnstile path: asks the database what this path's rule makes of
 * the X-Forwarded-For chain this request arrived with (rpc/client_address_check with the
 * chain), under the caller's own credentials, so only an admin gets an answer. The answer
 * (or PostgREST's refusal) goes back as it came.
 */
export async function handleClientAddressCheck(
  request: Request,
  config: Pick<VerifiedInquiryConfig, 'supabaseUrl' | 'fetch'>,
): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS })
  if (request.method !== 'POST') return failure(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
  const answer = await config.fetch(`${config.supabaseUrl}/rest/v1/rpc/client_address_check`, {
    method: 'POST',
    headers: {
      apikey: request.headers.get('apikey') ?? '',
      Authorization: request.headers.get('authorization') ?? '',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ function_chain: request.headers.get('x-forwarded-for') ?? '' }),
  })
  return new Response(await answer.text(), {
    status: answer.status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  })
}
