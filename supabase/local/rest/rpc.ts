/**
 * `/rpc/<fn>`: finds the function in `public` whose argument names match the request (as
 * PostgREST's schema cache does), calls it with named arguments and renders its result.
 * Functions outside `public` (like private.is_admin) are invisible here, as on Supabase.
 */
import type { Queryable } from '../db/database'
import { PgrstError, singularityError } from '../errors'
import { runStatement } from './execute'
import type { MediaChoice } from './negotiate'
import { parseApiQuery } from './request'
import type { ApiQuery } from './request'
import { loadFunctions } from './schema'
import type { FunctionInfo } from './schema'
import { buildCall } from './sql'
import type { CallArguments, StatementRow } from './sql'

export interface CallRequest {
  method: string
  params: URLSearchParams
  /** The parsed JSON body of a POST. */
  body: unknown
  rawBody: string
  rangeHeader: string | undefined
  media: MediaChoice
  count: boolean
  /** PostgREST's db-max-rows: functions' results are capped like table reads. */
  maxRows: number | null
}

export interface CallOutcome {
  row: StatementRow
  query: ApiQuery
  returnsVoid: boolean
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A function callable with exactly these named arguments (missing ones must have defaults). */
function matchesNames(fn: FunctionInfo, keys: string[]): boolean {
  if (fn.args.some((arg) => arg.name === '')) return false
  const names = fn.args.map((arg) => arg.name)
  const required = names.slice(0, names.length - fn.defaults)
  return keys.every((key) => names.includes(key)) && required.every((name) => keys.includes(name))
}

function takesOneJsonValue(fn: FunctionInfo): boolean {
  return fn.args.length === 1 && fn.args[0]!.name === '' && (fn.args[0]!.type === 'json' || fn.args[0]!.type === 'jsonb')
}

function noSuchFunction(name: string, keys: string[], isPost: boolean): PgrstError {
  const sorted = [...keys].sort()
  const signature = sorted.length ? `(${sorted.join(', ')})` : ' without parameters'
  const withParams = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters'
  const details =
    `Searched for the function public.${name}${withParams}` +
    `${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`
  return new PgrstError(404, 'PGRST202', `Could not find the function public.${name}${signature} in the schema cache`, details)
}

export async function callFunction(tx: Queryable, name: string, request: CallRequest): Promise<CallOutcome> {
  const candidates = await loadFunctions(tx, name)
  const isPost = request.method === 'POST'
  const argumentNames = new Set(candidates.flatMap((fn) => fn.args.map((arg) => arg.name)).filter(Boolean))
  // Over GET, query parameters naming an argument are arguments; the rest filter the result.
  const query = parseApiQuery(request.params, request.rangeHeader, {
    isArgument: isPost ? () => false : (key) => argumentNames.has(key),
    maxRows: request.maxRows,
  })

  const keys = isPost ? (isPlainObject(request.body) ? Object.keys(request.body) : null) : [...query.args.keys()]
  let fn = keys ? candidates.find((candidate) => matchesNames(candidate, keys)) : undefined
  let args: CallArguments | undefined
  if (fn) {
    args = isPost
      ? { kind: 'named-json', json: request.rawBody, names: keys! }
      : { kind: 'text', values: query.args }
  } else if (isPost) {
    fn = candidates.find(takesOneJsonValue)
    if (fn) args = { kind: 'single-json', json: request.rawBody }
  }
  if (!fn || !args) throw noSuchFunction(name, keys ?? [], isPost)

  const built = buildCall(fn, args, query, {
    count: request.count, single: request.media.single, stripNulls: request.media.stripNulls,
  })
  const row = await runStatement(tx, built)
  if (request.media.single && row.page_total !== 1) throw singularityError(row.page_total)
  return { row, query, returnsVoid: fn.returnsVoid }
}
