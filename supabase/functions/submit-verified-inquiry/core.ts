/**
 * submit-verified-inquiry: the optional human check in front of rpc/submit_inquiry. The form
 * sends its inquiry with a Cloudflare Turnstile token; this checks the token with Cloudflare
 * (the secret never leaves the server), then submits the inquiry with the service role,
 * passing on the visitor's address (for the per-network flood limit) and that the check passed
 * (for private.inquiry_screening_settings.require_verified_submissions). rpc/submit_inquiry's
 * answer goes back as it came: the new row's id and created_at, or PostgREST's error.
 *
 * Runtime-neutral: no Deno or Node API, `fetch` is passed in, so vitest runs it under Node and
 * index.ts serves it on Supabase's Edge Runtime.
 */

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** The same words as the app (src/features/inquiries/model/submission-errors.ts). */
export const HUMAN_CHECK_MESSAGE = 'Please complete the verification and try again.'

export interface VerifiedInquiryConfig {
  turnstileSecret: string
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

/** The visitor's address as Supabase's gateway reports it: the first of x-forwarded-for. */
export function clientAddress(request: Request): string | null {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return first ? first.slice(0, 100) : null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

async function verifyToken(config: VerifiedInquiryConfig, token: string, address: string | null): Promise<boolean> {
  const form = new URLSearchParams({ secret: config.turnstileSecret, response: token })
  if (address) form.set('remoteip', address)
  const response = await config.fetch(SITEVERIFY_URL, { method: 'POST', body: form })
  if (!response.ok) return false
  const outcome: unknown = await response.json().catch(() => null)
  return isRecord(outcome) && outcome.success === true
}

export async function handleVerifiedInquiry(request: Request, config: VerifiedInquiryConfig): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS })
  if (request.method !== 'POST') return failure(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)

  const body: unknown = await request.json().catch(() => null)
  if (!isRecord(body) || !isRecord(body.payload)) return failure(400, '22023', 'The inquiry must be a JSON object.')
  const token = typeof body.token === 'string' && body.token.length <= 2048 ? body.token : ''
  const address = clientAddress(request)

  // Cloudflare unreachable counts as not passed: the visitor is asked to try again.
  const passed = token !== '' && (await verifyToken(config, token, address).catch(() => false))
  if (!passed) return failure(400, 'P0001', HUMAN_CHECK_MESSAGE)

  // The visitor cannot set these: they are the service role's to pass on.
  const payload = { ...body.payload, verified: true, client_address: address }
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
