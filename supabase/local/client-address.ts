/**
 * Who a client is, as the local stack's edge vouches for it: the same rule as the database's
 * `private.client_address_from_chain` (migration 20261125001000_client_address_rule.sql).
 *
 * The stack stands where Supabase's edge proxies stand: like nginx's
 * `$proxy_add_x_forwarded_for`, it appends the connection's address to whatever
 * `X-Forwarded-For` the client sent, so the header's rightmost entry is the one it vouches
 * for and anything to its left is the client's own words. The database, set to one trusted
 * hop at start, takes that entry; the stack's sign-in throttle keys on the same one.
 */
import type { IncomingMessage } from 'node:http'
import type { Database } from './db/database'

/** How many proxies append to X-Forwarded-For in front of the local stack's API: itself. */
export const LOCAL_TRUSTED_PROXY_HOPS = 1

/** The header the stack passes on: the client's own chain, if any, then the connection's address. */
export function forwardedChain(req: IncomingMessage): string {
  const sent = req.headers['x-forwarded-for']
  const own = req.socket.remoteAddress ?? ''
  const previous = (Array.isArray(sent) ? sent.join(', ') : sent ?? '').trim()
  return previous ? `${previous}, ${own}` : own
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

function ipv4(text: string): number[] | null {
  const match = IPV4.exec(text)
  if (!match) return null
  const octets = match.slice(1).map(Number)
  return octets.every((octet) => octet <= 255) ? octets : null
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  let hexText = text
  const lastColon = text.lastIndexOf(':')
  const tail = text.slice(lastColon + 1)
  if (tail.includes('.')) {
    const o = ipv4(tail)
    if (!o) return null
    hexText = `${text.slice(0, lastColon + 1)}${((o[0]! << 8) | o[1]!).toString(16)}:${((o[2]! << 8) | o[3]!).toString(16)}`
  }
  const halves = hexText.split('::')
  if (halves.length > 2) return null
  const parse = (part: string) => (part === '' ? [] : part.split(':'))
  const left = parse(halves[0]!)
  const right = halves.length === 2 ? parse(halves[1]!) : []
  if (![...left, ...right].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null
  const explicit = left.length + right.length
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return null
  return [...left, ...new Array<string>(8 - explicit).fill('0'), ...right].map((group) => parseInt(group, 16))
}

/** RFC 5952 text of eight groups: the longest run of two or more zero groups (leftmost) as "::". */
function ipv6Text(groups: number[]): string {
  let best = { start: -1, length: 0 }
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i += 1
      continue
    }
    let end = i
    while (end < 8 && groups[end] === 0) end += 1
    if (end - i > best.length) best = { start: i, length: end - i }
    i = end
  }
  const hex = groups.map((group) => group.toString(16))
  if (best.length < 2) return hex.join(':')
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`
}

/**
 * One entry of the header as a client key, or null when it is not an address: IPv4 as
 * a.b.c.d, an IPv4-mapped IPv6 address as its IPv4 address, any other IPv6 address as its /64
 * network (one subscriber's allocation). A port some proxies add is dropped.
 */
export function normalizeClientAddress(entry: string): string | null {
  let candidate = entry.trim()
  const bracketed = /^\[([0-9A-Fa-f:.]+)\](?::\d{1,5})?$/.exec(candidate)
  if (bracketed) candidate = bracketed[1]!
  else if (/^[0-9.]+:\d{1,5}$/.test(candidate)) candidate = candidate.split(':')[0]!
  if (candidate.length > 45) return null
  const v4 = ipv4(candidate)
  if (v4) return v4.join('.')
  if (!candidate.includes(':')) return null
  const groups = ipv6Groups(candidate)
  if (!groups) return null
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  return `${ipv6Text([...groups.slice(0, 4), 0, 0, 0, 0])}/64`
}

/**
 * The client of an X-Forwarded-For chain behind `hops` proxies: the entry that many places from
 * the right; a shorter chain gives its rightmost entry, and an entry that is not an address
 * gives 'unknown' (one shared key: a broken chain never escapes a per-client rule).
 */
export function clientAddressFromChain(chain: string, hops: number): string {
  if (chain.trim() === '') return 'unknown'
  const entries = chain.split(',')
  const pick = entries.length - Math.max(hops, 1)
  return normalizeClientAddress(entries[pick >= 0 ? pick : entries.length - 1]!) ?? 'unknown'
}

/** The client the local stack vouches for (what its sign-in throttle counts). */
export function requestClient(req: IncomingMessage): string {
  return clientAddressFromChain(forwardedChain(req), LOCAL_TRUSTED_PROXY_HOPS)
}

/**
 * Tells the database how many proxies append to X-Forwarded-For in front of this stack, for
 * both paths an inquiry takes (REST, and the Turnstile function behind the stack's Functions
 * gateway, which appends the connection's address the same way): one, the stack itself, as
 * an operator sets it for a deployment. Skipped for a schema without the setting (a suite
 * running other migrations).
 */
export async function configureTrustedProxyHops(db: Database): Promise<void> {
  await db.query(`do $$ begin
    if to_regclass('private.client_address_settings') is not null then
      update private.client_address_settings set trusted_proxy_hops = ${LOCAL_TRUSTED_PROXY_HOPS};
    end if;
    if exists (select 1 from information_schema.columns where table_schema = 'private'
                and table_name = 'client_address_settings' and column_name = 'function_proxy_hops') then
      execute 'update private.client_address_settings set function_proxy_hops = ${LOCAL_TRUSTED_PROXY_HOPS}';
    end if;
  end $$`)
}
