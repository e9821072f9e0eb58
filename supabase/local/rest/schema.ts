/**
 * What PostgREST keeps in its schema cache, read from pg_catalog per request (cheap on PGlite,
 * and never stale after a migration): the tables of `public` with their columns, and its
 * functions with their arguments. Only names found here ever reach the SQL text.
 */
import type { Queryable } from '../db/database'
import { tableNotFound } from '../errors'

export interface ColumnInfo {
  name: string
  /** format_type(): a type name Postgres itself printed, safe to splice into a cast. */
  type: string
  /** pg_get_expr() of the default, for Prefer: missing=default. */
  defaultExpr: string | null
}

export interface TableInfo {
  name: string
  /** `"public"."name"` */
  sql: string
  columns: Map<string, ColumnInfo>
  primaryKey: string[]
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

export async function loadTable(db: Queryable, name: string): Promise<TableInfo> {
  const result = await db.query<{ name: string; type: string; default_expr: string | null; in_pk: boolean }>(
    `select a.attname as name,
            format_type(a.atttypid, a.atttypmod) as type,
            pg_get_expr(d.adbin, d.adrelid) as default_expr,
            coalesce(a.attnum = any (i.indkey), false) as in_pk
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by a.attnum`,
    [name],
  )
  if (result.rows.length === 0) throw tableNotFound(name)
  const columns = new Map<string, ColumnInfo>()
  const primaryKey: string[] = []
  for (const row of result.rows) {
    columns.set(row.name, { name: row.name, type: row.type, defaultExpr: row.default_expr })
    if (row.in_pk) primaryKey.push(row.name)
  }
  return { name, sql: `${quoteIdent('public')}.${quoteIdent(name)}`, columns, primaryKey }
}

export interface FunctionArg {
  name: string
  type: string
}

export interface FunctionInfo {
  name: string
  sql: string
  /** Input arguments in declaration order; unnamed ones have name ''. */
  args: FunctionArg[]
  /** How many trailing arguments have defaults. */
  defaults: number
  returnsSet: boolean
  returnsVoid: boolean
  /** A scalar (jsonb, text ...) rather than rows with columns. */
  returnsScalar: boolean
  volatile: boolean
  /** Output column names when the function returns rows, for select and filters. */
  outputColumns: string[]
}

interface FunctionRow {
  args: FunctionArg[]
  defaults: number
  returns_set: boolean
  return_type: string
  type_type: string
  volatility: string
  composite_columns: string[] | null
  out_columns: string[] | null
}

export async function loadFunctions(db: Queryable, name: string): Promise<FunctionInfo[]> {
  const result = await db.query<FunctionRow>(
    `select
       coalesce((
         select json_agg(json_build_object('name', coalesce(p.proargnames[a.ord], ''), 'type', format_type(a.typ, null)) order by a.n)
           from (select typ, n,
                        -- position of the n-th input argument among all (in and out) arguments
                        case when p.proargmodes is null then n
                             else (select k from (select k, row_number() over (order by k) as m
                                                    from generate_subscripts(p.proargmodes, 1) k
                                                   where p.proargmodes[k] in ('i', 'b', 'v')) x
                                    where x.m = n) end as ord
                   from unnest(p.proargtypes::oid[]) with ordinality as u(typ, n)) a
       ), '[]'::json) as args,
       p.pronargdefaults as defaults,
       p.proretset as returns_set,
       format_type(p.prorettype, null) as return_type,
       t.typtype as type_type,
       p.provolatile as volatility,
       (select array_agg(att.attname order by att.attnum) from pg_attribute att
         where att.attrelid = t.typrelid and att.attnum > 0 and not att.attisdropped) as composite_columns,
       (select array_agg(p.proargnames[k] order by k) from generate_subscripts(p.proargmodes, 1) k
         where p.proargmodes[k] in ('o', 'b', 't')) as out_columns
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type t on t.oid = p.prorettype
     where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  )
  return result.rows.map((row) => {
    const outColumns = row.out_columns ?? []
    const composite = row.type_type === 'c'
    const returnsVoid = row.return_type === 'void'
    const returnsScalar = !returnsVoid && !composite && outColumns.length === 0 && row.return_type !== 'record'
    return {
      name,
      sql: `${quoteIdent('public')}.${quoteIdent(name)}`,
      args: row.args,
      defaults: row.defaults,
      returnsSet: row.returns_set,
      returnsVoid,
      returnsScalar,
      volatile: row.volatility === 'v',
      outputColumns: composite ? (row.composite_columns ?? []) : outColumns,
    }
  })
}
