/**
 * conversion-feed: the agency's conversions as Google's click-conversion and conversion
 * adjustment import files, for Google Ads Data Manager's scheduled HTTPS source. Google fetches
 * it with a plain GET and no JWT (the function's verify_jwt is off), so the feed token is the
 * only key, in either form:
 *   GET /functions/v1/conversion-feed/<file>.csv with HTTP Basic (any username, the token as
 *     password): what Data Manager's form asks for, and the token stays out of request logs;
 *   GET /functions/v1/conversion-feed/<token>/<file>.csv: for a download by hand.
 * A GET marks the rows it lists for the first time as sent; a HEAD marks nothing.
 * The database checks the token and builds the file (rpc/conversion_feed_for_token, service
 * role only); a wrong or missing token answers 404, or 401 with a Basic challenge where Basic
 * is the form in use, with an empty body either way: nothing tells a guesser what exists.
 *
 * Runtime-neutral: no Deno or Node API, `fetch` is passed in, so vitest runs it under Node and
 * index.ts serves it on Supabase's Edge Runtime.
 */

export const FUNCTION_NAME = 'conversion-feed'

export interface FeedConfig {
  /** The project's URL and service-role key (set by Supabase for every function). */
  supabaseUrl: string
  serviceRoleKey: string
  fetch: typeof fetch
}

/** What a request asks for: the file, and the token from the path or from Basic credentials. */
export interface FeedRequest {
  file: string
  token: string | null
  /** The token travels as the Basic password (the path names only the file). */
  basic: boolean
}

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/
const FILE = /^[a-z][a-z-]{0,60}\.csv$/

/** The password of `Authorization: Basic base64(user:password)`, or null. */
export function basicPassword(authorization: string | null): string | null {
  const match = /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '')
  if (!match) return null
  let decoded: string
  try {
    decoded = atob(match[1]!)
  } catch {
    return null
  }
  const colon = decoded.indexOf(':')
  return colon < 0 ? null : decoded.slice(colon + 1)
}

/** Reads the path after the function's name; null when it names no feed file. */
export function parseFeedRequest(url: string, authorization: string | null): FeedRequest | null {
  const segments = new URL(url).pathname.split('/').filter(Boolean).map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return ''
    }
  })
  const rest = segments.slice(segments.indexOf(FUNCTION_NAME) + 1)
  if (rest.length === 2 && FILE.test(rest[1]!)) return { file: rest[1]!, token: rest[0]!, basic: false }
  if (rest.length === 1 && FILE.test(rest[0]!)) return { file: rest[0]!, token: basicPassword(authorization), basic: true }
  return null
}

const EMPTY_HEADERS = { 'Cache-Control': 'no-store' }

function refused(request: FeedRequest | null): Response {
  if (request?.basic) {
    return new Response(null, {
      status: 401,
      headers: { ...EMPTY_HEADERS, 'WWW-Authenticate': 'Basic realm="conversion feed", charset="UTF-8"' },
    })
  }
  return new Response(null, { status: 404, headers: EMPTY_HEADERS })
}

/** The file's text, or null when the database refuses the token or knows no such file. */
async function feedFile(config: FeedConfig, request: FeedRequest & { token: string }, mark: boolean): Promise<string | null> {
  const response = await config.fetch(`${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/conversion_feed_for_token`, {
    method: 'POST',
    headers: {
      apikey: config.serviceRoleKey,
      Authorization: `Bearer ${config.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ feed_token: request.token, file_name: request.file, mark }),
  })
  if (!response.ok) throw new Error(`rpc/conversion_feed_for_token answered ${response.status}`)
  const body: unknown = await response.json()
  return typeof body === 'string' ? body : null
}

export async function handleFeedRequest(request: Request, config: FeedConfig): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { ...EMPTY_HEADERS, Allow: 'GET, HEAD' } })
  }
  const feed = parseFeedRequest(request.url, request.headers.get('authorization'))
  if (!feed || feed.token === null || !TOKEN.test(feed.token)) return refused(feed)
  let csv: string | null
  try {
    // A HEAD (a check, not an import) marks nothing as sent.
    csv = await feedFile(config, { ...feed, token: feed.token }, request.method === 'GET')
  } catch (error) {
    console.error('conversion feed failed:', error instanceof Error ? error.message : String(error))
    return new Response(null, { status: 503, headers: { ...EMPTY_HEADERS, 'Retry-After': '300' } })
  }
  if (csv === null) return refused(feed)
  return new Response(request.method === 'HEAD' ? null : csv, {
    status: 200,
    headers: { ...EMPTY_HEADERS, 'Content-Type': 'text/csv; charset=utf-8', 'X-Robots-Tag': 'noindex' },
  })
}
