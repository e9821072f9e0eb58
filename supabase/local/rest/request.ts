/**
 * Turns the query string and headers of a PostgREST request into one plain description:
 * what to select, filter, order and page, and the `Prefer` options.
 */
import { parseError, PgrstError } from '../errors'
import { parseColumnList, parseFilterExpr, parseField, parseLogicParam, parseOrder, parseSelect } from './grammar'
import type { Condition, OrderTerm, SelectItem } from './grammar'

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  /** The preferences honoured, for the Preference-Applied header. */
  applied: string[]
}

export interface PageRange {
  offset: number
  /** Undefined: no upper bound. */
  limit?: number
  /** True when the request asked for a window rather than everything. */
  restricted: boolean
}

export interface ApiQuery {
  select: SelectItem[]
  where: Condition[]
  order: OrderTerm[]
  range: PageRange
  onConflict?: string[]
  columns?: string[]
  /** For RPC via GET: parameters that name function arguments. */
  args: Map<string, string>
}

const PREFERENCE_VALUES: Record<string, readonly string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
}

/**
 * PostgREST ignores preferences it does not know (handling=lenient), so this does too.
 * `tx=rollback|commit` is among them: Supabase runs PostgREST with db-tx-end = commit, so every
 * request that succeeds commits and the preference is neither honoured nor reported as applied.
 */
export function parsePreferences(value: string | undefined): Preferences {
  const prefs: Preferences = { applied: [] }
  if (!value) return prefs
  for (const part of value.split(',')) {
    const [key, val] = part.trim().split('=').map((s) => s.trim()) as [string, string | undefined]
    const allowed = PREFERENCE_VALUES[key]
    if (!allowed || !val || !allowed.includes(val)) continue
    ;(prefs as unknown as Record<string, string>)[key] = val
    prefs.applied.push(`${key}=${val}`)
  }
  return prefs
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey'])
const LOGIC_KEYS = new Set(['or', 'and', 'not.or', 'not.and'])

function nonNegativeInteger(name: string, raw: string): number {
  if (!/^\d+$/.test(raw)) {
    if (/^-\d+$/.test(raw)) {
      throw new PgrstError(416, 'PGRST103', 'Requested range not satisfiable', 'Limit should be greater than or equal to zero.')
    }
    throw parseError(`failed to parse ${name} parameter (${raw})`)
  }
  return Number(raw)
}

/**
 * `Range: 0-9` (items), intersected with `offset=` and `limit=` as PostgREST does, then with
 * `maxRows` rows from the offset (PostgREST's restrictRange for db-max-rows).
 */
function pageRange(params: URLSearchParams, rangeHeader: string | undefined, maxRows: number | null): PageRange {
  let lower = 0
  let upper: number | undefined
  let restricted = false
  if (rangeHeader) {
    const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(rangeHeader)
    if (match) {
      lower = Number(match[1])
      upper = match[2] ? Number(match[2]) : undefined
      if (upper !== undefined && upper < lower) {
        throw new PgrstError(416, 'PGRST103', 'Requested range not satisfiable',
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.')
      }
      restricted = true
    }
  }
  const offsetParam = params.get('offset')
  const limitParam = params.get('limit')
  if (offsetParam !== null) {
    lower = Math.max(lower, nonNegativeInteger('offset', offsetParam))
    restricted = true
  }
  if (limitParam !== null) {
    const limitUpper = lower + nonNegativeInteger('limit', limitParam) - 1
    upper = upper === undefined ? limitUpper : Math.min(upper, limitUpper)
    restricted = true
  }
  if (maxRows !== null) {
    const capUpper = lower + maxRows - 1
    upper = upper === undefined ? capUpper : Math.min(upper, capUpper)
    restricted = true
  }
  return { offset: lower, limit: upper === undefined ? undefined : Math.max(0, upper - lower + 1), restricted }
}

export interface ParseQueryOptions {
  /** For RPC via GET: which parameters are function arguments, not filters. */
  isArgument?: (key: string) => boolean
  /** Reads only (GET and HEAD on tables, every RPC): the most rows returned. */
  maxRows?: number | null
}

export function parseApiQuery(
  params: URLSearchParams,
  rangeHeader: string | undefined,
  options: ParseQueryOptions = {},
): ApiQuery {
  const isArgument = options.isArgument ?? (() => false)
  const where: Condition[] = []
  const args = new Map<string, string>()
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue
    if (LOGIC_KEYS.has(key)) {
      where.push(parseLogicParam(key, value))
      continue
    }
    if (isArgument(key)) {
      args.set(key, value)
      continue
    }
    const { negate, expr } = parseFilterExpr(value, false)
    where.push({ type: 'filter', field: parseField(key), negate, expr })
  }
  const select = params.get('select')
  const order = params.get('order')
  const onConflict = params.get('on_conflict')
  const columns = params.get('columns')
  return {
    select: parseSelect(select ?? '*'),
    where,
    order: order ? parseOrder(order) : [],
    range: pageRange(params, rangeHeader, options.maxRows ?? null),
    onConflict: onConflict ? parseColumnList(onConflict) : undefined,
    columns: columns ? parseColumnList(columns) : undefined,
    args,
  }
}
