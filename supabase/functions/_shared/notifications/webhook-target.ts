/**
 * The send-time address check for a webhook (outbound-target.ts, shared with the build hook),
 * as the failed attempt the delivery records. A name that does not resolve now may resolve
 * later (a DNS outage): worth a retry; a private address is not.
 */
import { ADDRESS_RULE_MESSAGES } from '../address-rule.ts'
import { outboundTargetProblem, type ResolveHost } from '../outbound-target.ts'
import type { AttemptResult } from './types.ts'

export type { ResolveHost } from '../outbound-target.ts'

/** Null when the webhook may be sent to; otherwise the failed attempt to record. */
export async function refuseWebhookTarget(url: string, resolveHost: ResolveHost, allowLoopback: boolean): Promise<AttemptResult | null> {
  const problem = await outboundTargetProblem(url, resolveHost, allowLoopback)
  if (!problem) return null
  return { ok: false, error: ADDRESS_RULE_MESSAGES[problem], retryable: problem === 'unresolved' }
}
