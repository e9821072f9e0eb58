/**
 * Builds the SQL of a PostgREST request, following PostgREST's own query shapes
 * (PostgREST.Query.QueryBuilder / Statements): the main statement in a `pgrst_source` CTE,
 * then one row with the counts and the JSON body rendered by Postgres (`json_agg`), so arrays,
 * jsonb and timestamps come out exactly as PostgREST prints them.
 *
 * Safety rule: identifiers reach the SQL text only after they were found in the catalog
 * (TableInfo / FunctionInfo) and are always quoted; every value from the request is a bind
 * parameter.
 */
import { columnNotFound, parseError, PgrstError } from '../errors'
import { defaultOutputName, FTS_OPERATORS, SIMPLE_OPERATORS } from './grammar'
import type { Condition, Field, OrderTerm, SelectItem } from './grammar'
import type { ApiQuery } from './request'
import { quoteIdent } from './schema'
import type { FunctionInfo, TableInfo } from './schema'

export interface BuiltQuery {
  text: string
  values: string[]
}

/** Result row of every statement built here. */
export interface StatementRow {
  total_result_set: number | null
  page_total: number
  body: string
  inserted: number | null
}

class Params {
  readonly values: string[] = []

  add(value: string): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** The relation a field is resolved against: a table, or the rows a function returns. */
interface Relation {
  name: string
  columns: ReadonlySet<string>
}

function relationOf(table: TableInfo): Relation {
  return { name: table.name, columns: new Set(table.columns.keys()) }
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}

function fieldSql(qualifier: string, relation: Relation, field: Field, params: Params): string {
  if (!relation.columns.has(field.name)) throw columnNotFound(relation.name, field.name)
  let sql = `${qualifier}.${quoteIdent(field.name)}`
  for (const step of field.path) {
    const isIndex = /^-?\d+$/.test(step.key)
    sql += `${step.arrow}${params.add(step.key)}::${isIndex ? 'int' : 'text'}`
  }
  return sql
}

/** A Postgres array literal: `{"a","b \"c\""}`. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`
}

function conditionSql(condition: Condition, qualifier: string, relation: Relation, params: Params): string {
  if (condition.type === 'logic') {
    if (condition.children.length === 0) throw parseError(`failed to parse logic tree (${condition.op}=())`)
    const joined = condition.children
      .map((child) => conditionSql(child, qualifier, relation, params))
      .join(condition.op === 'and' ? ' AND ' : ' OR ')
    return `${condition.negate ? 'NOT ' : ''}(${joined})`
  }
  const column = fieldSql(qualifier, relation, condition.field, params)
  const { expr } = condition
  let sql: string
  switch (expr.kind) {
    case 'simple': {
      const isLike = expr.op === 'like' || expr.op === 'ilike'
      // PostgREST accepts * as the LIKE wildcard because % is awkward in URLs.
      const value = isLike ? expr.value.replace(/\*/g, '%') : expr.value
      const operand = params.add(value)
      const operator = SIMPLE_OPERATORS[expr.op]
      sql = expr.quantifier
        ? `${column} ${operator} ${expr.quantifier.toUpperCase()}(${operand})`
        : `${column} ${operator} ${operand}`
      break
    }
    case 'is':
      sql = `${column} IS ${expr.value}`
      break
    case 'isdistinct':
      sql = `${column} IS DISTINCT FROM ${params.add(expr.value)}`
      break
    case 'in':
      sql = expr.values.length === 0
        ? `${column} = ANY('{}')`
        : `${column} = ANY(${params.add(arrayLiteral(expr.values))})`
      break
    case 'fts': {
      const language = expr.language ? `${params.add(expr.language)}::regconfig, ` : ''
      sql = `${column} @@ ${FTS_OPERATORS[expr.op]}(${language}${params.add(expr.value)})`
      break
    }
  }
  return condition.negate ? `NOT ${sql}` : sql
}

function whereSql(conditions: Condition[], qualifier: string, relation: Relation, params: Params): string {
  if (conditions.length === 0) return ''
  return ` WHERE ${conditions.map((c) => conditionSql(c, qualifier, relation, params)).join(' AND ')}`
}

function orderSql(terms: OrderTerm[], qualifier: string, relation: Relation, params: Params): string {
  if (terms.length === 0) return ''
  const parts = terms.map((term) =>
    [fieldSql(qualifier, relation, term.field, params), term.direction, term.nulls].filter(Boolean).join(' '),
  )
  return ` ORDER BY ${parts.join(', ')}`
}

function limitOffsetSql(query: ApiQuery): string {
  const { limit, offset } = query.range
  return `${limit === undefined ? '' : ` LIMIT ${limit}`}${offset ? ` OFFSET ${offset}` : ''}`
}

/** `star` is what `*` expands to in this position. */
function selectListSql(items: SelectItem[], qualifier: string, relation: Relation, params: Params, star: string): string {
  return items
    .map((item) => {
      if (!item.field) return star
      const value = fieldSql(qualifier, relation, item.field, params)
      const cast = item.cast ? `CAST(${value} AS ${item.cast})` : value
      return `${cast} AS ${quoteIdent(item.alias ?? defaultOutputName(item.field))}`
    })
    .join(', ')
}

interface BodyOptions {
  single: boolean
  stripNulls: boolean
}

function bodySql({ single, stripNulls }: BodyOptions, scalar = false, scalarSet = false): string {
  const agg = scalar ? 'json_agg(_postgrest_t.pgrst_scalar)' : 'json_agg(_postgrest_t)'
  const strip = (sql: string) => (stripNulls ? `json_strip_nulls(${sql})` : sql)
  if (single || (scalar && !scalarSet)) return `coalesce(${strip(`${agg}->0`)}, 'null')::text`
  return `coalesce(${strip(agg)}, '[]')::text`
}

export interface ReadOptions extends BodyOptions {
  count: boolean
}

/** GET / HEAD on a table. */
export function buildRead(table: TableInfo, query: ApiQuery, options: ReadOptions): BuiltQuery {
  const params = new Params()
  const relation = relationOf(table)
  const select = selectListSql(query.select, table.sql, relation, params, `${table.sql}.*`)
  const where = whereSql(query.where, table.sql, relation, params)
  const order = orderSql(query.order, table.sql, relation, params)
  let text = `WITH pgrst_source AS (SELECT ${select} FROM ${table.sql}${where}${order}${limitOffsetSql(query)})`
  let total = 'null::bigint'
  if (options.count) {
    if (query.range.restricted) {
      text += `, pgrst_source_count AS (SELECT 1 FROM ${table.sql}${where})`
      total = '(SELECT pg_catalog.count(*) FROM pgrst_source_count)'
    } else {
      total = 'pg_catalog.count(_postgrest_t)'
    }
  }
  text +=
    ` SELECT ${total} AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total,` +
    ` ${bodySql(options)} AS body, null::bigint AS inserted FROM (SELECT * FROM pgrst_source) _postgrest_t`
  return { text, values: params.values }
}

export interface WriteOptions extends BodyOptions {
  /** Prefer: return=representation: RETURNING the selected columns and render them. */
  representation: boolean
}

/** RETURNING of a mutation: only what the select needs, or `1` to count rows (PostgREST). */
function returningSql(table: TableInfo, query: ApiQuery, options: WriteOptions, extra = ''): string {
  if (!options.representation) return ` RETURNING 1${extra}`
  const names = query.select.some((item) => !item.field)
    ? [...table.columns.keys()]
    : [...new Set(query.select.map((item) => item.field!.name))]
  for (const name of names) if (!table.columns.has(name)) throw columnNotFound(table.name, name)
  return ` RETURNING ${names.map((name) => `${table.sql}.${quoteIdent(name)}`).join(', ')}${extra}`
}

/** The final SELECT over the mutation's RETURNING rows. */
function mutationResultSql(table: TableInfo, query: ApiQuery, options: WriteOptions, params: Params, inserted: string): string {
  const inner = options.representation
    ? `SELECT ${selectListSql(query.select, 'pgrst_source', relationOf(table), params,
        [...table.columns.keys()].map((name) => `pgrst_source.${quoteIdent(name)}`).join(', '))} FROM pgrst_source`
    : 'SELECT * FROM pgrst_source'
  const body = options.representation ? bodySql(options) : "''"
  return (
    ` SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total,` +
    ` ${body} AS body, ${inserted} AS inserted FROM (${inner}) _postgrest_t`
  )
}

function typedColumns(table: TableInfo, columns: string[]): string {
  return columns.map((name) => `${quoteIdent(name)} ${table.columns.get(name)!.type}`).join(', ')
}

export interface InsertPayload {
  /** The request body, as sent. */
  json: string
  isArray: boolean
  /** Target columns (already checked against the table). */
  columns: string[]
}

export interface InsertOptions extends WriteOptions {
  /** Prefer: missing=default: absent keys take the column default instead of NULL. */
  missingDefault: boolean
  upsert?: { merge: boolean; conflictColumns: string[] }
}

/** POST on a table: insert one object or an array, optionally as an upsert. */
export function buildInsert(table: TableInfo, query: ApiQuery, payload: InsertPayload, options: InsertOptions): BuiltQuery {
  const params = new Params()
  const cols = payload.columns.map(quoteIdent)
  let source: string
  if (cols.length === 0) {
    // `{}` inserts one row of defaults, `[{}, {}]` one per element (PostgREST's empty-fields source).
    source = payload.isArray
      ? `SELECT FROM json_array_elements(${params.add(payload.json)}::json) _`
      : `SELECT FROM (VALUES (1)) _`
  } else {
    const json = params.add(payload.json)
    const bodyCols = cols.map((c) => `pgrst_body.${c}`).join(', ')
    let from = `(SELECT ${json}::${options.missingDefault ? 'jsonb' : 'json'} AS json_data) pgrst_payload`
    let recordSource = 'pgrst_payload.json_data'
    let toRecord = payload.isArray ? 'json_to_recordset' : 'json_to_record'
    if (options.missingDefault) {
      const defaults = payload.columns
        .filter((name) => table.columns.get(name)!.defaultExpr)
        .map((name) => `${quoteLiteral(name)}, ${table.columns.get(name)!.defaultExpr}`)
        .join(', ')
      const defs = `jsonb_build_object(${defaults})`
      from += payload.isArray
        ? `, LATERAL (SELECT jsonb_agg(${defs} || elem) AS val FROM jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs`
        : `, LATERAL (SELECT ${defs} || pgrst_payload.json_data AS val) pgrst_json_defs`
      recordSource = 'pgrst_json_defs.val'
      toRecord = payload.isArray ? 'jsonb_to_recordset' : 'jsonb_to_record'
    }
    from += `, LATERAL (SELECT ${cols.join(', ')} FROM ${toRecord}(${recordSource}) AS _(${typedColumns(table, payload.columns)})) pgrst_body`
    source = `SELECT ${bodyCols} FROM ${from}`
  }
  let conflict = ''
  let insertedFlag = ''
  let inserted = 'null::bigint'
  if (options.upsert) {
    const target = options.upsert.conflictColumns.map(quoteIdent).join(', ')
    if (options.upsert.merge && cols.length > 0) {
      conflict = ` ON CONFLICT (${target}) DO UPDATE SET ${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`
      // xmax is 0 for a freshly inserted row and set for an updated one.
      insertedFlag = `, (${table.sql}.xmax = 0) AS pgrst_inserted`
      inserted = '(SELECT pg_catalog.count(*) FROM pgrst_source WHERE pgrst_inserted)'
    } else {
      conflict = ` ON CONFLICT (${target}) DO NOTHING`
    }
  }
  const target = cols.length ? `${table.sql} (${cols.join(', ')})` : table.sql
  const text =
    `WITH pgrst_source AS (INSERT INTO ${target} ${source}${conflict}${returningSql(table, query, options, insertedFlag)})` +
    mutationResultSql(table, query, options, params, inserted)
  return { text, values: params.values }
}

function requireWhere(query: ApiQuery, command: 'UPDATE' | 'DELETE'): void {
  // Supabase loads pg-safeupdate for API requests: a mutation without a filter is refused.
  if (query.where.length === 0) throw new PgrstError(400, '21000', `${command} requires a WHERE clause`)
}

/** PATCH on a table: the object's keys are the columns set, the filters pick the rows. */
export function buildUpdate(table: TableInfo, query: ApiQuery, json: string, columns: string[], options: WriteOptions): BuiltQuery {
  requireWhere(query, 'UPDATE')
  const params = new Params()
  const relation = relationOf(table)
  let mutation: string
  if (columns.length === 0) {
    // PostgREST's answer to an empty body: touch nothing, return no rows.
    mutation = `SELECT ${[...table.columns.keys()].map(quoteIdent).join(', ')} FROM ${table.sql} WHERE false`
  } else {
    const payload = params.add(json)
    const cols = columns.map(quoteIdent)
    const where = whereSql(query.where, table.sql, relation, params)
    mutation =
      `UPDATE ${table.sql} SET ${cols.map((c) => `${c} = pgrst_body.${c}`).join(', ')}` +
      ` FROM (SELECT ${payload}::json AS json_data) pgrst_payload,` +
      ` LATERAL (SELECT ${cols.join(', ')} FROM json_to_record(pgrst_payload.json_data) AS _(${typedColumns(table, columns)})) pgrst_body` +
      `${where}${returningSql(table, query, options)}`
  }
  const text = `WITH pgrst_source AS (${mutation})` + mutationResultSql(table, query, options, params, 'null::bigint')
  return { text, values: params.values }
}

/** DELETE on a table. */
export function buildDelete(table: TableInfo, query: ApiQuery, options: WriteOptions): BuiltQuery {
  requireWhere(query, 'DELETE')
  const params = new Params()
  const where = whereSql(query.where, table.sql, relationOf(table), params)
  const text =
    `WITH pgrst_source AS (DELETE FROM ${table.sql}${where}${returningSql(table, query, options)})` +
    mutationResultSql(table, query, options, params, 'null::bigint')
  return { text, values: params.values }
}

export type CallArguments =
  /** POST: a JSON object whose keys name the arguments. */
  | { kind: 'named-json'; json: string; names: string[] }
  /** POST to a function with one unnamed json/jsonb argument: the whole body. */
  | { kind: 'single-json'; json: string }
  /** GET: query-string values, each cast to its argument's type. */
  | { kind: 'text'; values: Map<string, string> }

/** POST/GET /rpc/<fn>: call the function, then select, filter, order and page its rows. */
export function buildCall(fn: FunctionInfo, args: CallArguments, query: ApiQuery, options: ReadOptions): BuiltQuery {
  const params = new Params()
  const argType = (name: string) => fn.args.find((a) => a.name === name)!.type
  let from = ''
  let callArgs = ''
  if (args.kind === 'named-json' && args.names.length > 0) {
    const cols = args.names.map(quoteIdent)
    const typed = args.names.map((name) => `${quoteIdent(name)} ${argType(name)}`).join(', ')
    from =
      `(SELECT ${params.add(args.json)}::json AS json_data) pgrst_payload,` +
      ` LATERAL (SELECT ${cols.join(', ')} FROM json_to_record(pgrst_payload.json_data) AS _(${typed}) LIMIT 1) pgrst_body, `
    callArgs = cols.map((c) => `${c} := pgrst_body.${c}`).join(', ')
  } else if (args.kind === 'single-json') {
    callArgs = `${params.add(args.json)}::${fn.args[0]!.type}`
  } else if (args.kind === 'text') {
    callArgs = [...args.values]
      .map(([name, value]) => `${quoteIdent(name)} := ${params.add(value)}::${argType(name)}`)
      .join(', ')
  }
  const call = `${fn.sql}(${callArgs})`
  const lateral = from ? 'LATERAL ' : ''
  const source = fn.returnsScalar || fn.returnsVoid
    ? `SELECT pgrst_call.pgrst_scalar FROM ${from}${lateral}(SELECT ${call} AS pgrst_scalar) pgrst_call`
    : `SELECT pgrst_call.* FROM ${from}${lateral}${call} pgrst_call`

  const scalar = fn.returnsScalar || fn.returnsVoid
  const relation: Relation = { name: fn.name, columns: new Set(scalar ? [] : fn.outputColumns) }
  const select = scalar ? 'pgrst_source.pgrst_scalar' : selectListSql(query.select, 'pgrst_source', relation, params, 'pgrst_source.*')
  const where = whereSql(query.where, 'pgrst_source', relation, params)
  const order = orderSql(query.order, 'pgrst_source', relation, params)
  let text = `WITH pgrst_source AS (${source})`
  let total = 'null::bigint'
  if (options.count) {
    if (query.range.restricted) {
      text += `, pgrst_source_count AS (SELECT 1 FROM pgrst_source${where})`
      total = '(SELECT pg_catalog.count(*) FROM pgrst_source_count)'
    } else {
      total = 'pg_catalog.count(_postgrest_t)'
    }
  }
  const single = options.single || (!fn.returnsSet && !scalar)
  text +=
    ` SELECT ${total} AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total,` +
    ` ${bodySql({ single, stripNulls: options.stripNulls }, scalar, fn.returnsSet)} AS body, null::bigint AS inserted` +
    ` FROM (SELECT ${select} FROM pgrst_source${where}${order}${limitOffsetSql(query)}) _postgrest_t`
  return { text, values: params.values }
}
