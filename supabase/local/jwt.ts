import { errors, jwtVerify, SignJWT } from 'jose'
import type { JWTPayload } from 'jose'
import { DEMO_KEY_EXP } from './defaults'

/** Claims as PostgREST and GoTrue read them; everything else is passed through untouched. */
export interface JwtClaims extends JWTPayload {
  role?: string
  email?: string
  session_id?: string
}

export type VerifyResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; expired: boolean; message: string }

const encoder = new TextEncoder()

function key(secret: string): Uint8Array {
  return encoder.encode(secret)
}

/**
 * Signs with HS256 and the header `{ alg, typ }` in that order, which is what Supabase's demo
 * keys use; HS256 is deterministic, so minting the demo payloads reproduces the demo keys.
 */
export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret))
}

export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] })
    return { ok: true, claims: payload as JwtClaims }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, expired: true, message: 'JWT expired' }
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, expired: false, message }
  }
}

/**
 * An API key like Supabase's demo keys (`iss: supabase-demo`, the role, the demo expiry).
 * Minting the service-role key at start keeps it out of the source while still giving the
 * same, stable value a `supabase start` stack prints.
 */
export function mintApiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return signJwt({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXP }, secret)
}
