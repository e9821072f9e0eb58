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
