/**
 * Edge Function entry (Supabase Edge Runtime, Deno): an admin invites a team member. Secrets:
 * SITE_URL (the app's address, where the invite link's set-password page is), set with
 * `supabase secrets set SITE_URL=...`; SUPABASE_URL, SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY are provided by Supabase. The logic is in core.ts.
 */
import { requiredEnv as required } from '../_shared/required-env.ts'
import { inviteMemberHandler } from './core.ts'

declare const Deno: { serve(handler: (request: Request) => Response | Promise<Response>): unknown }

Deno.serve((request) =>
  inviteMemberHandler({
    supabaseUrl: required('SUPABASE_URL'),
    anonKey: required('SUPABASE_ANON_KEY'),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    siteUrl: required('SITE_URL'),
    fetch: (input, init) => fetch(input, init),
  })(request),
)
