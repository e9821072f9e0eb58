/**
 * How one HTTP attempt is judged, the same for webhooks and the email API: a 2xx answer is a
 * delivery; 408, 425, 429 and 5xx answers, timeouts and network errors are worth retrying;
 * any other answer (a wrong URL, a revoked Slack hook, a rejected API key) will not improve by
 * waiting, so it fails at once and the admin sees why.
 */
import type { AttemptResult } from './types.ts'

export type Fetch = typeof fetch

const RETRYABLE_STATUSES = new Set([408, 425, 429])

function retryAfterSeconds(response: Response): number | undefined {
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

export async function judgeResponse(response: Response, started: number): Promise<AttemptResult> {
  const took = `${Math.round(performance.now() - started)} ms`
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined)
    return { ok: true, detail: `HTTP ${response.status} in ${took}` }
  }
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`
  return {
    ok: false,
    error: `${status}${await bodySnippet(response)}`,
    retryable: response.status >= 500 || RETRYABLE_STATUSES.has(response.status),
    retryAfterSeconds: retryAfterSeconds(response),
  }
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `No answer within ${Math.round(timeoutMs / 1000)} s`
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
  const message = error instanceof Error ? error.message : String(error)
  return `Could not connect: ${cause || message}`.slice(0, 300)
}

/** One POST with a time limit, judged as above. */
export async function postOnce(fetcher: Fetch, url: string, init: RequestInit, timeoutMs: number): Promise<AttemptResult> {
  const started = performance.now()
  try {
    const response = await fetcher(url, { ...init, method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    return await judgeResponse(response, started)
  } catch (error) {
    return { ok: false, error: describeFetchError(error, timeoutMs), retryable: true }
  }
}
