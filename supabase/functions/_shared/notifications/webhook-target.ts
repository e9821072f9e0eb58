/**
 * The send-time half of the webhook address rule (address-rule.ts): just before each request,
 * the URL is checked again and a host name is resolved, and if any address it resolves to is
 * private, loopback or link-local the attempt fails with a fixed message and nothing is sent.
 * A name re-pointed at a private address after it was saved (DNS rebinding) fails the same
 * way. Resolving is injected (Deno.resolveDns in the Edge Function, Node's resolver in tests),
 * so this module stays runtime-neutral and tests decide what a name resolves to.
 */
import { ADDRESS_RULE_MESSAGES, isAddressLiteral, privateRangeOf, webhookUrlRefusal } from '../address-rule.ts'
import type { AttemptResult } from './types.ts'

/** Every address (IPv4 and IPv6, as text) a host name resolves to; rejects when it cannot. */
export type ResolveHost = (hostname: string) => Promise<string[]>

/** Null when the webhook may be sent to; otherwise the failed attempt to record. */
export async function refuseWebhookTarget(url: string, resolveHost: ResolveHost, allowLoopback: boolean): Promise<AttemptResult | null> {
  const refusal = webhookUrlRefusal(url, allowLoopback)
  if (refusal) return { ok: false, error: refusal, retryable: false }
  const { hostname } = new URL(url)
  if (isAddressLiteral(hostname)) return null
  let addresses: string[]
  try {
    addresses = await resolveHost(hostname)
  } catch {
    addresses = []
  }
  // A name that does not resolve now may resolve later (a DNS outage): worth a retry.
  if (addresses.length === 0) return { ok: false, error: ADDRESS_RULE_MESSAGES.unresolved, retryable: true }
  const refused = addresses.some((address) => {
    const range = privateRangeOf(address)
    return range !== null && !(allowLoopback && range === 'loopback')
  })
  return refused ? { ok: false, error: ADDRESS_RULE_MESSAGES.privateResolved, retryable: false } : null
}
