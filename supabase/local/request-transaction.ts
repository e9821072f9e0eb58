import type { IncomingMessage } from 'node:http'
import type { Database, Queryable } from './db/database'
import type { RequestIdentity } from './request-auth'
import { requestHeadersJson } from './rest/request-context'

/**
 * One transaction as the request's role, with the settings PostgREST (and Supabase's Storage
 * server) set: `role`, `request.jwt.claims` and friends, so RLS, grants and `auth.uid()` decide
 * exactly as on Supabase. It commits whenever the request succeeds, whatever `Prefer: tx=`
 * says, as Supabase's PostgREST (db-tx-end = commit) does. Used by the REST and Storage routes.
 */
export function inRequestTransaction<T>(
  ctx: { db: Database },
  req: IncomingMessage,
  path: string,
  identity: RequestIdentity,
  options: { readOnly: boolean },
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const claims = JSON.stringify({ ...identity.claims, role: identity.role })
  const headers = requestHeadersJson(req)
  return ctx.db.transaction(async (tx) => {
    // PostgREST runs GET and HEAD read-only: a volatile function called by GET fails with 25006.
    if (options.readOnly) await tx.exec('set transaction read only')
    await tx.query(
      `select set_config('search_path', '"public", "extensions"', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.method', $4, true),
              set_config('request.path', $5, true),
              set_config('request.headers', $6, true)`,
      [identity.role, claims, typeof identity.claims.sub === 'string' ? identity.claims.sub : '', req.method ?? 'GET', path, headers],
    )
    return work(tx)
  })
}
