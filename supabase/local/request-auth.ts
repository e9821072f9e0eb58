import type { IncomingMessage } from 'node:http'
import { API_ROLES } from './defaults'
import type { ApiRole } from './defaults'
import { PgrstError } from './errors'
import { header, HttpError } from './http'
import { verifyJwt } from './jwt'
import type { JwtClaims } from './jwt'

/**
 * Who a request acts as, decided the way Supabase's gateway and PostgREST decide it: the
 * `apikey` (header or query parameter) must be a key signed with the project's secret, then the
 * role comes from the `Authorization: Bearer` token, or from the apikey when there is none.
 */
export interface RequestIdentity {
  role: ApiRole
  claims: JwtClaims
  token: string
}

export function bearerToken(req: IncomingMessage): string | null {
  const value = header(req, 'authorization')
  const match = value ? /^bearer\s+(.+)$/i.exec(value.trim()) : null
  return match?.[1]?.trim() || null
}

/** The gateway's check: no key, or a key this project did not sign, never reaches the API. */
export async function requireApiKey(req: IncomingMessage, url: URL, secret: string): Promise<string> {
  const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined
  if (!apikey) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    })
  }
  const verified = await verifyJwt(apikey, secret)
  if (!verified.ok) {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    })
  }
  return apikey
}

function jwtError(message: string): PgrstError {
  const description = message.replace(/"/g, "'")
  // Hosted Supabase runs PostgREST 12, which reports every JWT failure as PGRST301.
  return new PgrstError(401, 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
  })
}

export async function identifyRequest(req: IncomingMessage, url: URL, secret: string): Promise<RequestIdentity> {
  const apikey = await requireApiKey(req, url, secret)
  const token = bearerToken(req) ?? apikey
  const parts = token.split('.').length
  if (parts !== 3) throw jwtError(`Expected 3 parts in JWT; got ${parts}`)
  const verified = await verifyJwt(token, secret)
  if (!verified.ok) {
    throw jwtError(verified.expired ? 'JWT expired' : 'JWT cryptographic operation failed')
  }
  const role = verified.claims.role ?? 'anon'
  if (!(API_ROLES as readonly string[]).includes(role)) {
    // What PostgREST answers when `set role` names a role it may not use.
    throw new PgrstError(401, '22023', `role "${role}" does not exist`)
  }
  return { role: role as ApiRole, claims: verified.claims, token }
}
