/**
 * Edge Function entry (Supabase Edge Runtime, Deno): the Google Ads conversion feed.
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by Supabase. The logic is in core.ts.
 */
import { handleFeedRequest } from './core.ts'

declare const Deno: {
  env: { get(name: string): string | undefined }
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
}

function required(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`${name} is not set`)
  return value
}

Deno.serve((request) =>
  handleFeedRequest(request, {
    supabaseUrl: required('SUPABASE_URL'),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    fetch: (input, init) => fetch(input, init),
  }),
)
