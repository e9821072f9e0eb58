import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from './database.types'

/**
 * What services need of a data client: the query builder and RPCs. Both the public site's
 * small PostgREST client and the back office's full supabase-js client provide it, so a
 * service shared by both takes the client it runs on.
 */
export interface DataClient {
  from: PostgrestClient<Database>['from']
  rpc: PostgrestClient<Database>['rpc']
}

/**
 * The signal of a read nobody cancels. Services take React Query's abort signal as their last
 * argument (a screen left mid-load cancels its requests); a caller without one gets this.
 */
export const NEVER_ABORTED: AbortSignal = new AbortController().signal
