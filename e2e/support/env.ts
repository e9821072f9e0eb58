import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import ws from 'ws'
import type { Database } from '../../src/lib/database.types'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../../supabase/local/defaults'

/** What the journeys know of the server playwright.config.ts started. */
export const e2eAdmin = {
  email: process.env.E2E_ADMIN_EMAIL!,
  password: process.env.E2E_ADMIN_PASSWORD!,
}

export const stackUrl = `http://127.0.0.1:${process.env.E2E_STACK_PORT}`

/**
 * The same site built with tracker ids set, and published while the Meta destination was
 * enabled (serve.ts): its banner names Google Ads, Google Analytics and Meta. Only the consent
 * journeys use it.
 */
export const tagsSite = {
  baseURL: `http://127.0.0.1:${process.env.E2E_TAGS_WEB_PORT}`,
  adsConversionId: process.env.E2E_ADS_CONVERSION_ID!,
  gtmId: process.env.E2E_GTM_ID!,
}

/** A service-role client, for arranging and checking data behind the UI's back. */
export async function serviceClient() {
  const key = await new SignJWT({ role: 'service_role', iss: 'supabase-demo' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
  return createClient<Database>(stackUrl, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${key}` } },
    // Node 20 has no global WebSocket; realtime needs a transport even when unused.
    realtime: { transport: ws as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
  })
}
