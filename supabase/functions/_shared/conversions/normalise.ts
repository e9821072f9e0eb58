/**
 * The one normaliser of personal identifiers sent to ad platforms, with each platform's rules,
 * and the SHA-256 (lowercase hex) they are sent as:
 * - email: trimmed and lowercased for everyone; Google also drops every whitespace and, for
 *   gmail.com/googlemail.com, the dots and the `+suffix` of the local part (Meta and LinkedIn
 *   keep them, or the hash would not match what the platform holds);
 * - phone: read once into E.164 (`readPhone`, `../phone-number.ts`: "+"/"00" keeps its country,
 *   a national number takes the site's default country, an invalid one is left out); Google
 *   takes that form, Meta its digits (country code, no "+", no leading zero);
 * - names (Meta fn/ln): trimmed and lowercased.
 * Nothing empty is ever hashed (the hash of "" would match nobody and waste the field), and a
 * value that already is a SHA-256 hex is passed on as it is, never hashed twice.
 */

import { readPhone } from '../phone-number.ts'
import { sha256Hex } from '../sha256.ts'

export type MatchPlatform = 'google' | 'meta' | 'linkedin'

const SHA256_HEX = /^[0-9a-f]{64}$/i
const GOOGLE_MAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

export function normaliseEmail(raw: string | null | undefined, platform: MatchPlatform): string | null {
  if (SHA256_HEX.test(raw?.trim() ?? '')) return raw!.trim().toLowerCase()
  const lowered = (raw ?? '').trim().toLowerCase()
  const email = platform === 'google' ? lowered.replace(/\s+/g, '') : lowered
  const match = /^([^@\s]+)@([^@\s]+\.[^@\s]+)$/.exec(email)
  if (!match) return null
  const [, local, domain] = match as unknown as [string, string, string]
  if (platform !== 'google' || !GOOGLE_MAIL_DOMAINS.has(domain)) return email
  const bare = local.split('+')[0]!.replace(/\./g, '')
  return bare ? `${bare}@${domain}` : null
}

export function normalisePhone(
  raw: string | null | undefined,
  platform: 'google' | 'meta',
  defaultCountry: string | null,
): string | null {
  if (SHA256_HEX.test(raw?.trim() ?? '')) return raw!.trim().toLowerCase()
  const e164 = readPhone(raw, defaultCountry)?.e164
  if (!e164) return null
  return platform === 'google' ? e164 : e164.slice(1)
}

export function normaliseName(raw: string | null | undefined): string | null {
  const name = (raw ?? '').trim().toLowerCase()
  return name || null
}

/** The hash to send for a normalised value; null (leave the field out) for nothing. */
export async function hashIdentifier(normalised: string | null): Promise<string | null> {
  if (!normalised) return null
  return SHA256_HEX.test(normalised) ? normalised.toLowerCase() : sha256Hex(normalised)
}

/**
 * Meta's click id parameter: `fb.1.<first-seen time in ms>.<fbclid>`. The fbclid is passed
 * exactly as captured (it is case-sensitive); 1 is the subdomain index Meta asks for when the
 * value is built on a server rather than read from an `_fbc` cookie.
 */
export function metaFbc(fbclid: string | null, firstSeenAt: string | null): string | null {
  const seen = firstSeenAt ? Date.parse(firstSeenAt) : Number.NaN
  if (!fbclid || Number.isNaN(seen)) return null
  return `fb.1.${seen}.${fbclid}`
}
