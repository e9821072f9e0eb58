/**
 * Which network addresses the server never sends a request to: loopback, link-local (the
 * cloud metadata service at 169.254.169.254 among them), private networks (RFC 1918, RFC 4193),
 * carrier-grade NAT, and the other ranges that are not the public internet. A webhook names a
 * receiver on the internet; any of these would let whoever saves a destination probe the
 * network the function runs in.
 *
 * IPv6 forms that carry an IPv4 address (IPv4-mapped, -compatible and -translated, NAT64,
 * 6to4) are judged by the IPv4 address they carry.
 *
 * The rule holds for webhooks and the build hook alike. It is checked twice: on the URL's host
 * when a webhook or the build hook is saved (the database's private.webhook_url_refusal and
 * private.build_hook_url_refusal mirror it, and a test holds them to one table of addresses),
 * and on every address a hostname resolves to just before the request is sent
 * (outbound-target.ts), so a name that points (or is re-pointed) at a private address fails too.
 *
 * Runtime-neutral (Deno, Node and the browser): no imports.
 */

/** An address as 16 bytes (IPv4 as its IPv4-mapped IPv6 form), or null when not an address. */
type Bytes = number[]

/** Why an address is refused; `loopback` is the one range a local development stack may allow. */
export type PrivateRange =
  | 'loopback'
  | 'unspecified'
  | 'link-local'
  | 'private'
  | 'unique-local'
  | 'shared (CGNAT)'
  | 'reserved'
  | 'multicast'

interface Range {
  prefix: Bytes
  bits: number
  kind: PrivateRange
}

const MAPPED_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]

function v4Range(a: number, b: number, c: number, d: number, bits: number, kind: PrivateRange): Range {
  return { prefix: [...MAPPED_PREFIX, a, b, c, d], bits: 96 + bits, kind }
}

function v6Range(groups: number[], bits: number, kind: PrivateRange): Range {
  const prefix = groups.flatMap((group) => [group >> 8, group & 0xff])
  return { prefix: [...prefix, ...new Array<number>(16 - prefix.length).fill(0)], bits, kind }
}

const RANGES: Range[] = [
  v4Range(0, 0, 0, 0, 8, 'unspecified'), // "this network": 0.0.0.0 reaches the machine itself
  v4Range(10, 0, 0, 0, 8, 'private'),
  v4Range(100, 64, 0, 0, 10, 'shared (CGNAT)'),
  v4Range(127, 0, 0, 0, 8, 'loopback'),
  v4Range(169, 254, 0, 0, 16, 'link-local'), // the metadata service of most clouds
  v4Range(172, 16, 0, 0, 12, 'private'),
  v4Range(192, 0, 0, 0, 24, 'reserved'), // IETF assignments, some clouds' metadata
  v4Range(192, 168, 0, 0, 16, 'private'),
  v4Range(198, 18, 0, 0, 15, 'reserved'), // benchmarking
  v4Range(224, 0, 0, 0, 4, 'multicast'),
  v4Range(240, 0, 0, 0, 4, 'reserved'), // and the broadcast address
  v6Range([0, 0, 0, 0, 0, 0, 0, 0], 128, 'unspecified'),
  v6Range([0, 0, 0, 0, 0, 0, 0, 1], 128, 'loopback'),
  // NAT64 for local use: its operator places the IPv4 address anywhere the prefix length
  // allows, so the whole /48 (not globally reachable) is refused rather than one reading of it.
  v6Range([0x64, 0xff9b, 1], 48, 'reserved'),
  v6Range([0xfc00], 7, 'unique-local'),
  v6Range([0xfe80], 10, 'link-local'),
  v6Range([0xfec0], 10, 'private'), // the former site-local range
  v6Range([0xff00], 8, 'multicast'),
]

/**
 * IPv6 forms that carry an IPv4 address, judged by that address: the prefix and where the IPv4
 * address's 4 bytes start. A NAT64 or 6to4 gateway turns them into IPv4 traffic, so
 * `64:ff9b::a00:1` reaches 10.0.0.1 as surely as `10.0.0.1` does.
 */
const EMBEDDINGS: Array<{ prefix: Bytes; at: number }> = [
  { prefix: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], at: 12 }, // IPv4-compatible ::/96 (deprecated)
  { prefix: [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0], at: 12 }, // IPv4-translated ::ffff:0:0:0/96
  { prefix: [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], at: 12 }, // NAT64 well-known 64:ff9b::/96
  { prefix: [0x20, 0x02], at: 2 }, // 6to4 2002::/16: 2002:AABB:CCDD::/48 is AA.BB.CC.DD's network
]

function inRange(address: Bytes, range: Range): boolean {
  for (let bit = 0; bit < range.bits; bit += 8) {
    const left = Math.min(8, range.bits - bit)
    const mask = (0xff << (8 - left)) & 0xff
    if ((address[bit / 8]! & mask) !== (range.prefix[bit / 8]! & mask)) return false
  }
  return true
}

function startsWith(address: Bytes, prefix: Bytes): boolean {
  return prefix.every((byte, index) => address[index] === byte)
}

/** Dotted-quad IPv4 (`10.0.0.1`), exactly four decimal parts of 0..255. */
function parseDottedQuad(text: string): Bytes | null {
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null
  return [...MAPPED_PREFIX, ...parts.map(Number)]
}

/** IPv6 text (`::1`, `fe80::1%eth0`, `::ffff:10.0.0.1`), brackets allowed. */
function parseIpv6(text: string): Bytes | null {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase()
  if (!bare.includes(':') || !/^[0-9a-f:.]+$/.test(bare)) return null
  const halves = bare.split('::')
  if (halves.length > 2) return null
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return []
    const out: number[] = []
    const pieces = part.split(':')
    for (const [index, piece] of pieces.entries()) {
      if (piece.includes('.')) {
        const v4 = index === pieces.length - 1 ? parseDottedQuad(piece) : null
        if (!v4) return null
        out.push((v4[12]! << 8) | v4[13]!, (v4[14]! << 8) | v4[15]!)
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        out.push(parseInt(piece, 16))
      } else {
        return null
      }
    }
    return out
  }
  const head = groupsOf(halves[0]!)
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : []
  if (!head || !tail) return null
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...new Array<number>(missing).fill(0), ...tail]
  return groups.flatMap((group) => [group >> 8, group & 0xff])
}

/** An IP address in text (IPv4 dotted quad or IPv6), as 16 bytes; null when it is a name. */
export function parseAddress(text: string): Bytes | null {
  return parseDottedQuad(text) ?? parseIpv6(text)
}

/** The private range an address (16 bytes) belongs to, or null when it is public. */
function rangeOfBytes(address: Bytes): PrivateRange | null {
  // :: and ::1 are ranges of their own; any other address in an embedding form is judged by
  // the IPv4 address it carries.
  const exact = RANGES.find((range) => range.bits === 128 && inRange(address, range))
  if (exact) return exact.kind
  const embedding = EMBEDDINGS.find(({ prefix }) => startsWith(address, prefix))
  if (embedding) return rangeOfBytes([...MAPPED_PREFIX, ...address.slice(embedding.at, embedding.at + 4)])
  return RANGES.find((range) => inRange(address, range))?.kind ?? null
}

/** The private range of an address in text, null when public; `'invalid'` when it is not an address. */
export function privateRangeOf(address: string): PrivateRange | null | 'invalid' {
  const bytes = parseAddress(address)
  return bytes ? rangeOfBytes(bytes) : 'invalid'
}

/** Whether a URL host (as `new URL()` normalises it) is an IP literal rather than a name. */
export function isAddressLiteral(hostname: string): boolean {
  return parseAddress(hostname) !== null
}

/** The fixed texts the admin reads: on saving, in the form and from the database, and on sending. */
export const ADDRESS_RULE_MESSAGES = {
  notHttps: 'A webhook address must start with https://.',
  privateHost: 'A webhook cannot go to a private, loopback or link-local network address.',
  encodedHost: 'Write the webhook\'s host plainly, without %-escapes.',
  privateResolved: 'The webhook\'s host name points to a private network address; nothing was sent.',
  unresolved: 'The webhook\'s host name could not be resolved.',
} as const

/** The same rule's texts for the build hook (the database's private.build_hook_url_refusal says the same). */
export const BUILD_HOOK_RULE_MESSAGES = {
  notHttps: 'The build hook must be an https:// address.',
  privateHost: 'The build hook cannot go to a private, loopback or link-local network address.',
  encodedHost: 'Write the build hook\'s host plainly, without %-escapes.',
  privateResolved: 'The build hook\'s host name points to a private network address; nothing was sent.',
  unresolved: 'The build hook\'s host name could not be resolved; nothing was sent.',
} as const satisfies Record<keyof typeof ADDRESS_RULE_MESSAGES, string>

/** Why a URL may not be called: a key of the message tables above. */
export type UrlProblem = 'notHttps' | 'privateHost' | 'encodedHost'

/**
 * The host as written (after any user info, before the port), read the way the database
 * reads it; `new URL()` would already have decoded %-escapes, which the database cannot.
 */
function writtenHost(url: string): string {
  const authority = /^[a-z][a-z0-9+.-]*:[/\\]*([^/\\?#]*)/i.exec(url)?.[1] ?? ''
  return authority.slice(authority.lastIndexOf('@') + 1)
}

/**
 * Why a URL may not be called, or null when it may. `allowLoopback`: a local development
 * stack's own receivers (plain http to this machine) are allowed; never in production, where
 * the database says it is off.
 */
export function outboundUrlProblem(url: string, allowLoopback: boolean): UrlProblem | null {
  // Checked first: the URL parser decodes %-escapes in a host, the database's rule does not.
  if (writtenHost(url).includes('%')) return 'encodedHost'
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'notHttps'
  }
  const range = isAddressLiteral(parsed.hostname) ? privateRangeOf(parsed.hostname) : null
  const loopbackAllowed = allowLoopback && range === 'loopback'
  if (parsed.protocol !== 'https:' && !(loopbackAllowed && parsed.protocol === 'http:')) return 'notHttps'
  if (range && !loopbackAllowed) return 'privateHost'
  return null
}

/** Why a webhook URL may not be saved (the admin's text), or null when it may. */
export function webhookUrlRefusal(url: string, allowLoopback: boolean): string | null {
  const problem = outboundUrlProblem(url, allowLoopback)
  return problem ? ADDRESS_RULE_MESSAGES[problem] : null
}

/**
 * Why a build hook URL may not be saved, or null when it may: the same rule, with no white
 * space anywhere. An admin's hook never goes to this machine, not even on the local stack: the
 * stack's own receiver is its setting.
 */
export function buildHookUrlRefusal(url: string): string | null {
  const problem = outboundUrlProblem(url, false)
  if (problem !== 'encodedHost' && !/^https:\/\/[^\s/?#]+\S*$/.test(url)) return BUILD_HOOK_RULE_MESSAGES.notHttps
  return problem ? BUILD_HOOK_RULE_MESSAGES[problem] : null
}
