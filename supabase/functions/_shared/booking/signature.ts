/**
 * The two booking tools' webhook signatures, checked on the raw body exactly as received:
 * - Cal.com: `X-Cal-Signature-256` is the lowercase hex HMAC-SHA256 of the body with the
 *   webhook's secret (no timestamp; a `sha256=` prefix is accepted too).
 * - Calendly: `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex>`, where v1 is the
 *   HMAC-SHA256 of `<t>.<body>` with the subscription's signing key; a t further than
 *   CALENDLY_TOLERANCE_SECONDS from now is refused, so a captured delivery cannot be replayed
 *   later.
 * Comparisons take the same time whatever the bytes (no early exit). Runtime-neutral: Web
 * Crypto only, so it runs in Deno and in Node.
 */
import { hmacSha256Hex } from '../sha256.ts'

/** Calendly's advice: refuse a signature older (or newer) than three minutes. */
export const CALENDLY_TOLERANCE_SECONDS = 180

export type SignatureVerdict = 'valid' | 'missing' | 'invalid' | 'stale'

/** Equal strings, compared without stopping at the first difference. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

const HEX_SHA256 = /^[0-9a-f]{64}$/

export async function verifyCalSignature(body: string, header: string | null, secret: string): Promise<SignatureVerdict> {
  const given = header?.trim().toLowerCase().replace(/^sha256=/, '') ?? ''
  if (!given) return 'missing'
  if (!HEX_SHA256.test(given)) return 'invalid'
  return constantTimeEqual(given, await hmacSha256Hex(secret, body)) ? 'valid' : 'invalid'
}

/** The timestamp and the v1 signatures of a Calendly header; null when it has neither form. */
export function parseCalendlyHeader(header: string | null): { timestamp: number; signatures: string[] } | null {
  if (!header) return null
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [name, ...rest] = part.trim().split('=')
    const value = rest.join('=').trim()
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (name === 'v1' && value) signatures.push(value.toLowerCase())
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures }
}

export async function verifyCalendlySignature(
  body: string,
  header: string | null,
  secret: string,
  nowSeconds: number,
): Promise<SignatureVerdict> {
  if (!header?.trim()) return 'missing'
  const parsed = parseCalendlyHeader(header)
  if (!parsed) return 'invalid'
  const expected = await hmacSha256Hex(secret, `${parsed.timestamp}.${body}`)
  // Every v1 is compared (no early exit), then the time: a wrong signature is 'invalid' whatever its age.
  const matches = parsed.signatures.map((signature) => constantTimeEqual(signature, expected))
  if (!matches.includes(true)) return 'invalid'
  return Math.abs(nowSeconds - parsed.timestamp) > CALENDLY_TOLERANCE_SECONDS ? 'stale' : 'valid'
}

/** The headers a tool signs with (for tests and the fixtures' signing script). */
export async function calSignatureHeader(body: string, secret: string): Promise<string> {
  return hmacSha256Hex(secret, body)
}

export async function calendlySignatureHeader(body: string, secret: string, timestampSeconds: number): Promise<string> {
  return `t=${timestampSeconds},v1=${await hmacSha256Hex(secret, `${timestampSeconds}.${body}`)}`
}
