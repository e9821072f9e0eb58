import type { ConsentPayload } from '@/lib/consent/consent-payload'

/** The longest user agent an inquiry keeps (the server's limit too). */
export const USER_AGENT_MAX = 512

/**
 * Google Analytics' client id from the `_ga` cookie (`GA1.1.1234567890.1700000000` →
 * `1234567890.1700000000`: the last two parts); null when there is no such cookie.
 */
export function gaClientIdFromCookie(cookieHeader: string): string | null {
  const value = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('_ga='))
    ?.slice('_ga='.length)
  const match = value ? /^GA\d+\.\d+\.(\d+\.\d+)$/.exec(decodeURIComponent(value)) : null
  return match?.[1] ?? null
}

export interface ClientContext {
  client_user_agent?: string
  ga_client_id?: string
}

/**
 * What an inquiry carries about the browser it came from, for the ad platforms' matching:
 * its user agent (Meta's website events ask for it) and, only when the visitor granted
 * analytics consent, Google Analytics' client id (GA4 attributes a lead event to it).
 */
export function clientContext(
  consent: ConsentPayload | undefined,
  cookieHeader: string = document.cookie,
  userAgent: string = navigator.userAgent,
): ClientContext {
  const context: ClientContext = {}
  if (userAgent) context.client_user_agent = userAgent.slice(0, USER_AGENT_MAX)
  const gaClientId = consent?.analytics_storage ? gaClientIdFromCookie(cookieHeader) : null
  if (gaClientId) context.ga_client_id = gaClientId
  return context
}
