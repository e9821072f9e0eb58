/**
 * How one HTTP attempt is judged, the same for webhooks and the email API: a 2xx answer is a
 * delivery; 408, 425, 429 and 5xx answers, timeouts and network errors are worth retrying;
 * any other answer (a wrong URL, a revoked Slack hook, a rejected API key) will not improve by
 * waiting, so it fails at once and the admin sees why.
 */
import type { AttemptResult } from './types.ts'

export type Fetch = typeof fetch

const RETRYABLE_STATUSES = new Set([408, 425, 429])

/** A Retry-After header in seconds (given as seconds or as a date), if any. */
export function retryAfterSeconds(response: Response): number | undefined {
  const value = response.headers.get('retry-after')
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000)
}

async function bodySnippet(response: Response): Promise<string> {
  try {
    const body = (await response.text()).replace(/\s+/g, ' ').trim()
    return body ? `: ${body.slice(0, 200)}` : ''
  } catch {
    return ''
  }
}

/**
 * What the admin reads of a refused attempt: the status class and a fixed sentence. A
 * webhook's answer comes from a server anyone with a destination could name, so its body and
 * exact status never reach the back office (they would make Send test a probe).
 */
export function statusClassMessage(status: number): string {
  if (status >= 500) return 'HTTP 5xx: the receiver failed.'
  if (status === 408 || status === 425 || status === 429) return 'HTTP 4xx: the receiver asked to try again later.'
  if (status >= 400) return 'HTTP 4xx: the receiver refused the notification; check its address and settings.'
  if (status >= 300) return 'HTTP 3xx: the receiver answered with a redirect; use the address it redirects to.'
  return `HTTP ${Math.floor(status / 100)}xx: an unexpected answer.`
}

/**
 * `trusted`: the answer comes from the email API the operator configured, whose error text
 * (a sender not verified, a key revoked) is worth showing; any other answer is shown only
 * as its status class.
 */
export async function judgeResponse(response: Response, started: number, trusted = false): Promise<AttemptResult> {
  const took = `${Math.round(performance.now() - started)} ms`
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined)
    return { ok: true, detail: `HTTP ${trusted ? response.status : '2xx'} in ${took}` }
  }
  const error = trusted
    ? `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${await bodySnippet(response)}`
    : statusClassMessage(response.status)
  if (!trusted) await response.body?.cancel().catch(() => undefined)
  return {
    ok: false,
    error,
    retryable: response.status >= 500 || RETRYABLE_STATUSES.has(response.status),
    retryAfterSeconds: retryAfterSeconds(response),
  }
}

function describeFetchError(error: unknown, timeoutMs: number, trusted: boolean): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `No answer within ${Math.round(timeoutMs / 1000)} s`
  }
  if (!trusted) return 'Could not connect to the receiver.'
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
  const message = error instanceof Error ? error.message : String(error)
  return `Could not connect: ${cause || message}`.slice(0, 300)
}

/** One POST with a time limit, judged as above; `trusted` as for judgeResponse. */
export async function postOnce(fetcher: Fetch, url: string, init: RequestInit, timeoutMs: number, trusted = false): Promise<AttemptResult> {
  const started = performance.now()
  try {
    const response = await fetcher(url, { ...init, method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    return await judgeResponse(response, started, trusted)
  } catch (error) {
    return { ok: false, error: describeFetchError(error, timeoutMs, trusted), retryable: true }
  }
}
