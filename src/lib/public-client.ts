import { PostgrestClient } from '@supabase/postgrest-js'
import { env } from '@/config/env'
import type { DataClient } from './data-client'
import type { Database } from './database.types'

/**
 * The public site's data client: PostgREST only, with the public anon key. Row-level security
 * decides what it may do; supabase-js (auth, realtime, storage) stays out of the public bundle.
 */
export const publicClient: DataClient = new PostgrestClient<Database>(`${env.VITE_SUPABASE_URL}/rest/v1`, {
  // React Query retries with its own back-off; a second retry loop here would multiply it.
  retry: false,
  headers: {
    apikey: env.VITE_SUPABASE_ANON_KEY,
    Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}`,
  },
})
