/**
 * Edge Function entry (Supabase Edge Runtime, Deno). Secrets: TURNSTILE_SECRET_KEY, set with
 * `supabase secrets set TURNSTILE_SECRET_KEY=...`, and the site's hostname (SITE_URL, or
 * TURNSTILE_HOSTNAMES for several); SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by
 * Supabase. The logic is in core.ts.
 */
import { requiredEnv as required } from '../_shared/required-env.ts'
import { expectedHostnamesFrom, handleClientAddressCheck, handleVerifiedInquiry, isClientAddressCheck, TURNSTILE_ACTION } from './core.ts'

declare const Deno: {
  env: { get(name: string): string | undefined }
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
}

// The hop-count check needs no Turnstile secret: it answers even before one is set.
Deno.serve((request) =>
  isClientAddressCheck(request)
    ? handleClientAddressCheck(request, { supabaseUrl: required('SUPABASE_URL'), fetch: (input, init) => fetch(input, init) })
    : handleVerifiedInquiry(request, {
        turnstileSecret: required('TURNSTILE_SECRET_KEY'),
        expectedHostnames: expectedHostnamesFrom({
          TURNSTILE_HOSTNAMES: Deno.env.get('TURNSTILE_HOSTNAMES'),
          SITE_URL: Deno.env.get('SITE_URL'),
        }),
        expectedAction: TURNSTILE_ACTION,
        supabaseUrl: required('SUPABASE_URL'),
        serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
        fetch: (input, init) => fetch(input, init),
      }),
)
