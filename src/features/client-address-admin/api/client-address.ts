import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { ServiceError } from '@/lib/errors'
import { isRecord } from '@/lib/json'
import { CLIENT_ADDRESS_ADMIN_MESSAGES as M } from '../model/client-address-admin-messages'
import type { HopPath, HopReport, HopSettings } from '../model/hop-check'

/*
 * The hop-count check, admins only: rpc/client_address_check for the REST path, and the same
 * through the submit-verified-inquiry function (its client-address sub-path) for the Turnstile
 * path, each reporting the chain the admin's own request arrived with on that path.
 */

/** The function's path for the check (the function's core holds the same). */
const FUNCTION_CHECK = 'submit-verified-inquiry/client-address'

export function toHopReport(data: unknown): HopReport | null {
  if (!isRecord(data) || (data.path !== 'rest' && data.path !== 'function')) return null
  if (typeof data.chain !== 'string' || typeof data.client !== 'string') return null
  if (typeof data.entries !== 'number' || typeof data.hops !== 'number') return null
  if (typeof data.rest_hops !== 'number' || typeof data.function_hops !== 'number') return null
  return {
    path: data.path,
    chain: data.chain,
    entries: data.entries,
    hops: data.hops,
    client: data.client,
    privateRange: typeof data.private_range === 'string' ? data.private_range : null,
    settings: { restHops: data.rest_hops, functionHops: data.function_hops },
  }
}

export async function checkClientAddress(client: SupabaseClient<Database>, path: HopPath, signal?: AbortSignal): Promise<HopReport> {
  if (path === 'rest') {
    let request = client.rpc('client_address_check', {})
    if (signal) request = request.abortSignal(signal)
    const { data, error } = await request
    const report = error ? null : toHopReport(data)
    if (!report) throw new ServiceError(M.loadFailed, { code: error?.code, cause: error })
    return report
  }
  const { data, error } = await client.functions.invoke<unknown>(FUNCTION_CHECK, { method: 'POST', body: {}, signal })
  const report = error ? null : toHopReport(data)
  if (report) return report
  // Not deployed (404), or not running: the path is not in use.
  const status = (error as { context?: unknown } | null)?.context
  const unavailable = status instanceof Response && (status.status === 404 || status.status >= 500)
  throw new ServiceError(unavailable ? M.functionUnavailable : M.loadFailed, { cause: error })
}

export async function saveHopSettings(client: SupabaseClient<Database>, settings: HopSettings): Promise<HopSettings> {
  const { error } = await client.rpc('set_client_address_hops', { rest_hops: settings.restHops, function_hops: settings.functionHops })
  if (error) throw new ServiceError(error.code === '22023' ? error.message : M.saveFailed, { code: error.code, cause: error })
  return settings
}
