/**
 * Edge Function entry (Supabase Edge Runtime, Deno): the Google Ads conversion feed.
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by Supabase. The logic is in core.ts.
 */
import { requiredEnv } from '../_shared/required-env.ts'
import { handleFeedRequest } from './core.ts'

declare const Deno: { serve(handler: (request: Request) => Response | Promise<Response>): unknown }

Deno.serve((request) =>
  handleFeedRequest(request, {
    supabaseUrl: requiredEnv('SUPABASE_URL'),
    serviceRoleKey: requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
    fetch: (input, init) => fetch(input, init),
  }),
)
