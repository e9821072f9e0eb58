/**
 * How a platform's answer becomes an outcome, the parts every platform shares: 2xx is taken;
 * 408, 425, 429 and 5xx, timeouts and network errors are tried again with the retry policy;
 * any other answer will not improve by waiting and ends as rejected, with the platform's own
 * message (cut to 500 characters; we never put what we sent into it).
 */
import { retryAfterSeconds } from '../notifications/attempt.ts'
import { CONVERSION_DELIVERY_MESSAGES } from './messages.ts'
import { PLATFORM_MESSAGE_MAX, type DeliveryOutcome, type PlatformRequest } from './types.ts'

type Fetch = typeof fetch

export const PLATFORM_TIMEOUT_MS = 15_000

const TRANSIENT_STATUSES = new Set([408, 425, 429])

export function isTransientStatus(status: number): boolean {
  return status >= 500 || TRANSIENT_STATUSES.has(status)
}

export function platformMessage(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, PLATFORM_MESSAGE_MAX)
}

export async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse(await response.text())
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * Retry or reject, with `message` as the platform's words: by HTTP status unless the platform
 * said in its own terms that the failure is temporary.
 */
export function outcomeForStatus(response: Response, message: string, transient = isTransientStatus(response.status)): DeliveryOutcome {
  return transient
    ? { outcome: 'retry', message: platformMessage(message), retryAfterSeconds: retryAfterSeconds(response) }
    : { outcome: 'rejected', message: platformMessage(message) }
}

/** One request with a time limit; a network failure or timeout is worth another try. */
export async function sendOnce<T>(
  fetcher: Fetch,
  platformName: string,
  request: PlatformRequest,
  judge: (response: Response) => Promise<T>,
  onFailure: (message: string) => T,
  timeoutMs = PLATFORM_TIMEOUT_MS,
): Promise<T> {
  let response: Response
  try {
    response = await fetcher(request.url, { ...request.init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return onFailure(timedOut
      ? CONVERSION_DELIVERY_MESSAGES.timeout(platformName, Math.round(timeoutMs / 1000))
      : CONVERSION_DELIVERY_MESSAGES.unreachable(platformName))
  }
  return judge(response)
}
