/**
 * Address arithmetic for the hop-count check: an address or a client key (`a.b.c.d`, or an
 * IPv6 `/64` network as the database writes it) as bits, and whether it lies in a range.
 */

export interface ParsedAddress {
  family: 4 | 6
  /** The address as one number: 32 bits for IPv4, 128 for IPv6. */
  value: bigint
}

export interface AddressRange extends ParsedAddress {
  prefix: number
}

function parseIpv4(text: string): bigint | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (!match) return null
  const octets = match.slice(1).map(Number)
  if (octets.some((octet) => octet > 255)) return null
  return octets.reduce((sum, octet) => (sum << 8n) | BigInt(octet), 0n)
}

function parseIpv6(text: string): bigint | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groups = (part: string) => (part === '' ? [] : part.split(':'))
  const left = groups(halves[0]!)
  const right = halves.length === 2 ? groups(halves[1]!) : []
  const explicit = left.length + right.length
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return null
  const all = [...left, ...new Array<string>(8 - explicit).fill('0'), ...right]
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null
  return all.reduce((sum, group) => (sum << 16n) | BigInt(parseInt(group, 16)), 0n)
}

/** An address (no port, no zone), or null. */
export function parseAddress(text: string): ParsedAddress | null {
  const v4 = parseIpv4(text)
  if (v4 !== null) return { family: 4, value: v4 }
  const v6 = text.includes(':') ? parseIpv6(text) : null
  return v6 !== null ? { family: 6, value: v6 } : null
}

/** `address/prefix` with no bits set past the prefix, or null. */
export function parseRange(text: string): AddressRange | null {
  const [address, prefixText, extra] = text.split('/')
  if (extra !== undefined || !address || !prefixText || !/^\d{1,3}$/.test(prefixText)) return null
  const parsed = parseAddress(address)
  if (!parsed) return null
  const bits = parsed.family === 4 ? 32 : 128
  const prefix = Number(prefixText)
  if (prefix > bits) return null
  const hostBits = (1n << BigInt(bits - prefix)) - 1n
  if ((parsed.value & hostBits) !== 0n) return null
  return { ...parsed, prefix }
}

/** A client key as the database writes it: `a.b.c.d`, or an IPv6 network `x:y::/64`. */
export function parseClientKey(key: string): ParsedAddress | null {
  return parseAddress(key.endsWith('/64') ? key.slice(0, -3) : key)
}

export function inRange(address: ParsedAddress, range: AddressRange): boolean {
  if (address.family !== range.family) return false
  const shift = BigInt((range.family === 4 ? 32 : 128) - range.prefix)
  return address.value >> shift === range.value >> shift
}
