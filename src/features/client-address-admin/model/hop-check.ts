import { parseClientKey } from './ip-address'
import { proxyListOf, PROXY_RANGES, type ProxyRangeList } from './proxy-ranges'

/**
 * The hop-count check: what the server derived for the admin's own request on one path, and
 * whether the path's hop count looks right.
 *
 * - short: the chain has fewer entries than the count. Proxies only ever append, so a request
 *   that forged nothing (the admin's browser adds no header) arrives with exactly as many
 *   entries as there are proxies, the fewest any request has: if it is short, every visitor's
 *   request is, and the rule falls back to the nearest proxy's peer. The count is too high.
 * - proxy: the derived address is a proxy's (Cloudflare's published ranges, a cloud load
 *   balancer's) or in a private, loopback or link-local range: every visitor would share it.
 *   The count is too low (or the admin is behind a VPN: checking from another connection tells).
 * - not-an-address: the entry at the count is not an address (a broken proxy, or a count too
 *   high on a chain with a forged entry): all such requests share one key.
 * - fine: a public address outside every proxy list.
 */

export type HopPath = 'rest' | 'function'

/** Each path's hop count. */
export interface HopSettings {
  restHops: number
  functionHops: number
}

/** What rpc/client_address_check answers for one path. */
export interface HopReport {
  path: HopPath
  chain: string
  entries: number
  hops: number
  client: string
  /** The private range the client falls in (the database's address rule), or null. */
  privateRange: string | null
  /** Both paths' counts as they stand. */
  settings: HopSettings
}

export type HopVerdict =
  | { kind: 'fine' }
  | { kind: 'short' }
  | { kind: 'proxy'; owner: string }
  | { kind: 'not-an-address' }

export function hopVerdict(report: HopReport, lists: readonly ProxyRangeList[] = PROXY_RANGES): HopVerdict {
  if (report.entries < report.hops) return { kind: 'short' }
  if (report.privateRange) return { kind: 'proxy', owner: `a ${report.privateRange} range` }
  const address = parseClientKey(report.client)
  if (!address) return { kind: 'not-an-address' }
  const list = proxyListOf(address, lists)
  return list ? { kind: 'proxy', owner: list.name } : { kind: 'fine' }
}
