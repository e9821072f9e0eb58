/**
 * `/rest/v1/*`: the PostgREST subset supabase-js and postgrest-js send. Each request runs in
 * one transaction, as the role its JWT names, with `request.jwt.claims` set the way PostgREST
 * sets them, so RLS, grants and `auth.uid()` decide exactly as on Supabase.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from '../db/database'
import { fromDatabaseError, invalidBody, payloadColumnNotFound, PgrstError, singularityError } from '../errors'
import { header, HttpError, jsonDepth, MAX_JSON_DEPTH, readBody, send } from '../http'
import { identifyRequest } from '../request-auth'
import { inRequestTransaction } from '../request-transaction'
import type { RequestIdentity } from '../request-auth'
import { checkProfile, contentRange, contentTypeFor, negotiateMedia, rangeNotSatisfiable, rangeStatus } from './negotiate'
import type { MediaChoice } from './negotiate'
import { parseApiQuery, parsePreferences } from './request'
import type { ApiQuery, Preferences } from './request'
import { callFunction } from './rpc'
import { loadTable } from './schema'
import type { TableInfo } from './schema'
import { buildDelete, buildInsert, buildRead, buildUpdate } from './sql'
import type { BuiltQuery, StatementRow } from './sql'
import { runStatement } from './execute'

export interface RestContext {
  db: Database
  jwtSecret: string
  /** PostgREST's db-max-rows (`[api] max_rows`): the most rows a read returns; null: no cap. */
  maxRows: number | null
  /** The largest request body read (see http.ts). */
  maxBodyBytes: number
}

/** What a handler hands back; the wrapper turns it into the HTTP response. */
export interface RestResult {
  status: number
  body: string | null
  headers: Record<string, string>
}

function parseJsonBody(raw: string): unknown {
  if (!raw.trim()) throw invalidBody('Empty or invalid json')
  const depth = jsonDepth(raw)
  if (depth > MAX_JSON_DEPTH) {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json',
      `The body nests ${depth} levels deep; at most ${MAX_JSON_DEPTH} are accepted.`)
  }
  try {
    return JSON.parse(raw) as unknown
  } catch {
    throw invalidBody('Empty or invalid json')
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function preferenceHeader(prefs: Preferences): Record<string, string> {
  return prefs.applied.length ? { 'Preference-Applied': prefs.applied.join(', ') } : {}
}

/** The columns an insert writes: `columns=`, else the payload's keys (all objects alike). */
function insertColumns(table: TableInfo, query: ApiQuery, body: unknown): { columns: string[]; isArray: boolean } {
  const isArray = Array.isArray(body)
  const rows = isArray ? body : [body]
  if (!rows.every(isPlainObject)) throw invalidBody('All object keys must match')
  let columns: string[]
  if (query.columns) {
    columns = query.columns
  } else {
    const first = rows[0] ? Object.keys(rows[0]) : []
    const same = rows.every((row) => {
      const keys = Object.keys(row)
      return keys.length === first.length && keys.every((key) => first.includes(key))
    })
    if (!same) throw invalidBody('All object keys must match')
    columns = first
  }
  for (const column of columns) if (!table.columns.has(column)) throw payloadColumnNotFound(table.name, column)
  return { columns, isArray }
}

/** A write's response: the rows with `return=representation`, otherwise no body (PostgREST). */
function mutationResponse(
  row: StatementRow,
  statuses: { representation: number; minimal: number },
  prefs: Preferences,
  media: MediaChoice,
  representation: boolean,
  range: string,
): RestResult {
  const headers: Record<string, string> = { 'Content-Range': range, ...preferenceHeader(prefs) }
  if (!representation) return { status: statuses.minimal, body: null, headers }
  headers['Content-Type'] = contentTypeFor(media)
  return { status: statuses.representation, body: row.body, headers }
}

async function handleTable(
  ctx: RestContext,
  req: IncomingMessage,
  url: URL,
  tableName: string,
  identity: RequestIdentity,
): Promise<RestResult> {
  const method = req.method ?? 'GET'
  const params = new URLSearchParams(url.searchParams)
  params.delete('apikey')
  const media = negotiateMedia(header(req, 'accept'))
  const prefs = parsePreferences(header(req, 'prefer'))
  const reads = method === 'GET' || method === 'HEAD'
  // db-max-rows caps what a read returns; PostgREST leaves writes uncapped.
  const query = parseApiQuery(params, header(req, 'range'), { maxRows: reads ? ctx.maxRows : null })
  const representation = prefs.return === 'representation'
  const count = prefs.count !== undefined
  const hasBody = method === 'POST' || method === 'PATCH'
  const rawBody = hasBody ? await readBody(req, ctx.maxBodyBytes) : ''
  const body = hasBody ? parseJsonBody(rawBody) : undefined
  const txOptions = { readOnly: reads }

  const row = await inRequestTransaction(ctx, req, url.pathname, identity, txOptions, async (tx) => {
    const table = await loadTable(tx, tableName)
    let built: BuiltQuery
    switch (method) {
      case 'GET':
      case 'HEAD':
        built = buildRead(table, query, { count, single: media.single, stripNulls: media.stripNulls })
        break
      case 'POST': {
        const { columns, isArray } = insertColumns(table, query, body)
        const conflictColumns = query.onConflict ?? table.primaryKey
        for (const column of conflictColumns) if (!table.columns.has(column)) throw payloadColumnNotFound(table.name, column)
        const upsert = prefs.resolution && conflictColumns.length > 0
          ? { merge: prefs.resolution === 'merge-duplicates', conflictColumns }
          : undefined
        built = buildInsert(table, query, { json: rawBody, isArray, columns }, {
          representation, single: media.single, stripNulls: media.stripNulls,
          missingDefault: prefs.missing === 'default', upsert,
        })
        break
      }
      case 'PATCH': {
        if (!isPlainObject(body)) throw invalidBody('Expected a JSON object to update with')
        const columns = Object.keys(body)
        for (const column of columns) if (!table.columns.has(column)) throw payloadColumnNotFound(table.name, column)
        built = buildUpdate(table, query, rawBody, columns, { representation, single: media.single, stripNulls: media.stripNulls })
        break
      }
      case 'DELETE':
        built = buildDelete(table, query, { representation, single: media.single, stripNulls: media.stripNulls })
        break
      default:
        throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
    }
    const row = await runStatement(tx, built)
    // A single-object response with another row count fails, and a write is undone (PostgREST).
    if (media.single && row.page_total !== 1) throw singularityError(row.page_total)
    return row
  })

  switch (method) {
    case 'GET':
    case 'HEAD': {
      const lower = query.range.offset
      const total = count ? (row.total_result_set ?? undefined) : undefined
      const status = rangeStatus(lower, row.page_total, total)
      if (status === 416) throw rangeNotSatisfiable(lower, total ?? 0)
      return {
        status,
        body: method === 'HEAD' ? null : row.body,
        headers: {
          'Content-Range': contentRange(lower, row.page_total, total),
          'Content-Type': contentTypeFor(media),
          ...preferenceHeader(prefs),
        },
      }
    }
    case 'POST': {
      // 201, except an upsert that only updated rows: 200 (PostgREST 12). No 204 for inserts.
      const status = prefs.resolution === 'merge-duplicates' && row.inserted !== null && row.inserted <= 0 ? 200 : 201
      const range = `*/${count ? row.page_total : '*'}`
      return mutationResponse(row, { representation: status, minimal: status }, prefs, media, representation, range)
    }
    case 'PATCH': {
      const range = contentRange(0, row.page_total, count ? row.page_total : undefined)
      return mutationResponse(row, { representation: 200, minimal: 204 }, prefs, media, representation, range)
    }
    default: {
      const range = `*/${count ? row.page_total : '*'}`
      return mutationResponse(row, { representation: 200, minimal: 204 }, prefs, media, representation, range)
    }
  }
}

async function handleRpc(
  ctx: RestContext,
  req: IncomingMessage,
  url: URL,
  fnName: string,
  identity: RequestIdentity,
): Promise<RestResult> {
  const method = req.method ?? 'GET'
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    throw new PgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`)
  }
  const params = new URLSearchParams(url.searchParams)
  params.delete('apikey')
  const media = negotiateMedia(header(req, 'accept'))
  const prefs = parsePreferences(header(req, 'prefer'))
  const rawBody = method === 'POST' ? await readBody(req, ctx.maxBodyBytes) : ''
  const body = method === 'POST' ? (rawBody.trim() ? parseJsonBody(rawBody) : {}) : undefined
  const txOptions = { readOnly: method !== 'POST' }
  const outcome = await inRequestTransaction(ctx, req, url.pathname, identity, txOptions, (tx) =>
    callFunction(tx, fnName, {
      method, params, body, rawBody: rawBody.trim() ? rawBody : '{}',
      rangeHeader: header(req, 'range'), media, count: prefs.count !== undefined, maxRows: ctx.maxRows,
    }),
  )
  if (outcome.returnsVoid) return { status: 204, body: null, headers: preferenceHeader(prefs) }
  const lower = outcome.query.range.offset
  const total = prefs.count ? (outcome.row.total_result_set ?? undefined) : undefined
  const status = rangeStatus(lower, outcome.row.page_total, total)
  if (status === 416) throw rangeNotSatisfiable(lower, total ?? 0)
  return {
    status,
    body: method === 'HEAD' ? null : outcome.row.body,
    headers: {
      'Content-Range': contentRange(lower, outcome.row.page_total, total),
      'Content-Type': contentTypeFor(media),
      ...preferenceHeader(prefs),
    },
  }
}

/** Entry point for `/rest/v1/...`; `path` is what follows `/rest/v1`. */
export async function handleRest(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
): Promise<void> {
  let identity: RequestIdentity | undefined
  try {
    identity = await identifyRequest(req, url, ctx.jwtSecret)
    const method = req.method ?? 'GET'
    checkProfile(header(req, method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile'))
    const segments = path.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment))
    let result: RestResult
    if (segments.length === 1) {
      result = await handleTable(ctx, req, url, segments[0]!, identity)
    } else if (segments.length === 2 && segments[0] === 'rpc') {
      result = await handleRpc(ctx, req, url, segments[1]!, identity)
    } else if (segments.length === 0) {
      throw new PgrstError(404, 'PGRST126', 'Root endpoint metadata is disabled')
    } else {
      throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL')
    }
    send(res, result.status, result.body, result.headers)
  } catch (error) {
    if (error instanceof HttpError) {
      send(res, error.status, JSON.stringify(error.body), error.headers)
      return
    }
    const pgrst = fromDatabaseError(error, identity !== undefined && identity.role !== 'anon')
    if (pgrst.status >= 500) console.error('[local-stack] rest error:', error)
    send(res, pgrst.status, JSON.stringify(pgrst), pgrst.headers)
  }
}
