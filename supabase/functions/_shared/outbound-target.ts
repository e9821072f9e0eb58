/**
 * The send-time half of the address rule (address-rule.ts), for every request the server sends
 * where an admin pointed it (webhooks, the build hook): just before each request the URL is
 * checked again and a host name is resolved, and if any address it resolves to is private,
 * loopback or link-local nothing is sent. A name re-pointed at a private address after it was
 * saved (DNS rebinding) fails the same way.
 *
 * It fails closed: a lookup that errors for either address family refuses the send, since the
 * family that failed may be the one the request would use. Only "no records of this family"
 * (an IPv4-only host has no AAAA) counts as an empty answer. Resolving is injected
 * (Deno.resolveDns in the Edge Functions, stubs in tests), so this stays runtime-neutral.
 */
import { isAddressLiteral, outboundUrlProblem, privateRangeOf, type UrlProblem } from './address-rule.ts'

/** Every address (IPv4 and IPv6, as text) a host name resolves to; rejects when a lookup failed. */
export type ResolveHost = (hostname: string) => Promise<string[]>

/** One family's lookup, as Deno.resolveDns does it. */
export type LookupFamily = (hostname: string, family: 'A' | 'AAAA') => Promise<string[]>

/**
 * A ResolveHost from a per-family lookup: both families are asked; an error that only says the
 * name has no records of that family (`isNoRecords`) is an empty answer, any other error of
 * either family rejects.
 */
export function resolveEveryFamily(lookup: LookupFamily, isNoRecords: (error: unknown) => boolean): ResolveHost {
  return async (hostname) => {
    const answers = await Promise.allSettled([lookup(hostname, 'A'), lookup(hostname, 'AAAA')])
    return answers.flatMap((answer) => {
      if (answer.status === 'fulfilled') return answer.value
      if (isNoRecords(answer.reason)) return []
      throw answer.reason
    })
  }
}

/** Why nothing may be sent: the URL's own problem, or what its name resolved to. */
export type TargetProblem = UrlProblem | 'unresolved' | 'privateResolved'

/** Null when a request may be sent to `url` now; otherwise why not. */
export async function outboundTargetProblem(url: string, resolveHost: ResolveHost, allowLoopback: boolean): Promise<TargetProblem | null> {
  const problem = outboundUrlProblem(url, allowLoopback)
  if (problem) return problem
  const { hostname } = new URL(url)
  if (isAddressLiteral(hostname)) return null
  let addresses: string[]
  try {
    addresses = await resolveHost(hostname)
  } catch {
    return 'unresolved'
  }
  if (addresses.length === 0) return 'unresolved'
  const refused = addresses.some((address) => {
    const range = privateRangeOf(address)
    return range !== null && !(allowLoopback && range === 'loopback')
  })
  return refused ? 'privateResolved' : null
}
