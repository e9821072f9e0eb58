/**
 * The exposed schema as the database describes it (pg_catalog): tables, views, their columns,
 * foreign keys and CHECK lists, the functions callable through /rest/v1/rpc, enum and
 * composite types. It feeds the generator of src/lib/database.types.ts and the test that
 * the TypeScript enumerations match the database's, so both read one source: the migrated
 * database itself, never a second list written by hand.
 */
import type { Queryable } from '../../../supabase/local/db/database'

/** A column's type as pg_catalog names it: the base type, and whether it is an array of it. */
export interface PgType {
  /** pg_type.typname of the element type for arrays (`text` for `text[]`). */
  name: string
  /** pg_type.typtype of that type: b(ase), e(num), c(omposite), d(omain), p(seudo). */
  kind: string
  array: boolean
}

export interface ColumnInfo {
  name: string
  type: PgType
  nullable: boolean
  hasDefault: boolean
  /** GENERATED ALWAYS (a stored generated column or an identity always): never written. */
  generated: boolean
  /** The values a `CHECK (column in (...))` allows, in the order the CHECK lists them. */
  checkValues: string[] | null
}

export interface RelationshipInfo {
  foreignKeyName: string
  columns: string[]
  isOneToOne: boolean
  referencedRelation: string
  referencedColumns: string[]
}

export interface RelationInfo {
  name: string
  kind: 'table' | 'view'
  /** Views: whether PostgreSQL can insert into / update them. */
  insertable: boolean
  updatable: boolean
  columns: ColumnInfo[]
  relationships: RelationshipInfo[]
}

export interface FunctionArg {
  name: string
  type: PgType
  hasDefault: boolean
}

export interface FunctionInfo {
  name: string
  args: FunctionArg[]
  returns: PgType
  returnsSet: boolean
  /** `returns table (...)`: the columns of each returned row. */
  returnsTable: { name: string; type: PgType }[] | null
}

export interface EnumInfo {
  name: string
  values: string[]
}

export interface CompositeTypeInfo {
  name: string
  attributes: { name: string; type: PgType }[]
}

export interface SchemaInfo {
  schema: string
  relations: RelationInfo[]
  functions: FunctionInfo[]
  enums: EnumInfo[]
  compositeTypes: CompositeTypeInfo[]
}

/** One CHECK constraint of the schema that limits a column to a list of values. */
export interface CheckList {
  table: string
  column: string
  /** `in`: the column is one of the values; `contained`: an array column holds only them. */
  form: 'in' | 'contained'
  values: string[]
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/** The string literals of a deparsed `ARRAY['a'::text, 'b'::text]`, in order. */
function arrayLiterals(array: string): string[] {
  return [...array.matchAll(/'((?:[^']|'')*)'(?:::[a-z ]+)?/g)].map((m) => m[1]!.replace(/''/g, "'"))
}

/**
 * The column and values of a CHECK that is exactly a list, as PostgreSQL deparses it:
 * `CHECK ((col = ANY (ARRAY['a'::text, ...])))` for `col in (...)`, and
 * `CHECK ((col <@ ARRAY['a'::text, ...]))` for an array column. Other parts joined by AND
 * (a length limit beside the list) are allowed; anything joined by OR is not a plain list.
 */
export function parseCheckList(definition: string): { column: string; form: CheckList['form']; values: string[] } | null {
  if (/\bOR\b/.test(definition)) return null
  // The column right after an opening parenthesis that is not a function call's.
  const inList = /(?<![\w"])\("?([a-z_][a-z0-9_]*)"?(?:::text)? = ANY \((ARRAY\[[^\]]*\])/.exec(definition)
  if (inList) return { column: inList[1]!, form: 'in', values: arrayLiterals(inList[2]!) }
  const contained = /(?<![\w"])\("?([a-z_][a-z0-9_]*)"? <@ (ARRAY\[[^\]]*\])/.exec(definition)
  if (contained) return { column: contained[1]!, form: 'contained', values: arrayLiterals(contained[2]!) }
  return null
}

/** Every CHECK of the schema's tables that limits a column to a list, by table and column. */
export async function checkLists(db: Queryable, schema = 'public'): Promise<CheckList[]> {
  const { rows } = await db.query<{ table: string; definition: string }>(
    `select c.relname as table, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and k.contype = 'c'
      order by c.relname, k.conname`,
    [schema],
  )
  return rows.flatMap((row) => {
    const list = parseCheckList(row.definition)
    return list ? [{ table: row.table, ...list }] : []
  })
}

interface TypeRow {
  type_name: string
  type_kind: string
  elem_name: string | null
  elem_kind: string | null
}

function pgType(row: TypeRow): PgType {
  return row.elem_name !== null
    ? { name: row.elem_name, kind: row.elem_kind!, array: true }
    : { name: row.type_name, kind: row.type_kind, array: false }
}

/** pg_type joined with its element type, for a column or argument's type oid named `oid`. */
const TYPE_COLUMNS = `t.typname as type_name, t.typtype as type_kind,
  e.typname as elem_name, e.typtype as elem_kind`
const TYPE_JOIN = (oid: string) =>
  `join pg_type t on t.oid = ${oid} left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'`

async function relations(db: Queryable, schema: string, lists: CheckList[]): Promise<RelationInfo[]> {
  const { rows: rels } = await db.query<{ name: string; relkind: string; insertable: boolean; updatable: boolean }>(
    `select c.relname as name, c.relkind::text as relkind,
            (pg_relation_is_updatable(c.oid::regclass, false) & 8) = 8 as insertable,
            (pg_relation_is_updatable(c.oid::regclass, false) & 4) = 4 as updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')`,
    [schema],
  )
  const { rows: cols } = await db.query<
    TypeRow & { relation: string; name: string; not_null: boolean; has_default: boolean; generated: boolean }
  >(
    `select c.relname as relation, a.attname as name, a.attnotnull as not_null,
            (a.atthasdef or a.attidentity <> '') as has_default,
            (a.attgenerated <> '' or a.attidentity = 'a') as generated,
            ${TYPE_COLUMNS}
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       ${TYPE_JOIN('a.atttypid')}
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped`,
    [schema],
  )
  const { rows: fks } = await db.query<{
    relation: string
    name: string
    columns: string[]
    referenced_relation: string
    referenced_columns: string[]
    one_to_one: boolean
  }>(
    `select c.relname as relation, k.conname as name, r.relname as referenced_relation,
            array(select a.attname::text from unnest(k.conkey) with ordinality u(attnum, i)
                    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.i) as columns,
            array(select a.attname::text from unnest(k.confkey) with ordinality u(attnum, i)
                    join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum order by u.i) as referenced_columns,
            exists (select 1 from pg_index x
                     where x.indrelid = k.conrelid and x.indisunique
                       and (select array_agg(v order by v) from unnest(x.indkey::int2[]) v)
                         = (select array_agg(v order by v) from unnest(k.conkey) v)) as one_to_one
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid
       join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
    [schema],
  )
  return rels
    .map((rel): RelationInfo => {
      const isView = rel.relkind === 'v' || rel.relkind === 'm'
      return {
        name: rel.name,
        kind: isView ? 'view' : 'table',
        insertable: isView ? rel.insertable : true,
        updatable: isView ? rel.updatable : true,
        columns: cols
          .filter((col) => col.relation === rel.name)
          .map((col) => ({
            name: col.name,
            type: pgType(col),
            // A view's columns carry no NOT NULL: PostgreSQL cannot promise one.
            nullable: isView || !col.not_null,
            hasDefault: col.has_default,
            generated: col.generated,
            checkValues:
              lists.find((list) => list.table === rel.name && list.column === col.name && list.form === 'in')?.values ?? null,
          }))
          .sort(byName),
        relationships: fks
          .filter((fk) => fk.relation === rel.name)
          .map((fk) => ({
            foreignKeyName: fk.name,
            columns: fk.columns,
            isOneToOne: fk.one_to_one,
            referencedRelation: fk.referenced_relation,
            referencedColumns: fk.referenced_columns,
          }))
          .sort((a, b) => (a.foreignKeyName < b.foreignKeyName ? -1 : 1)),
      }
    })
    .sort(byName)
}

async function functions(db: Queryable, schema: string): Promise<FunctionInfo[]> {
  // Trigger functions and aggregates are not callable through /rest/v1/rpc.
  const { rows: procs } = await db.query<{
    oid: number
    name: string
    arg_names: string[] | null
    arg_modes: string[] | null
    arg_types: number[]
    defaults: number
    returns_set: boolean
    return_type: number
  }>(
    `select p.oid::int as oid, p.proname as name, p.proargnames::text[] as arg_names,
            p.proargmodes::text[] as arg_modes,
            coalesce(p.proallargtypes::int[], p.proargtypes::int[]) as arg_types,
            p.pronargdefaults as defaults, p.proretset as returns_set, p.prorettype::int as return_type
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f'
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [schema],
  )
  const typeOids = [...new Set(procs.flatMap((p) => [...p.arg_types, p.return_type]))]
  const { rows: types } = await db.query<TypeRow & { oid: number }>(
    `select t.oid::int as oid, ${TYPE_COLUMNS}
       from pg_type t left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
      where t.oid = any (string_to_array($1, ',')::oid[])`,
    [typeOids.join(',')],
  )
  const typeOf = (oid: number): PgType => {
    const row = types.find((t) => t.oid === oid)
    if (!row) throw new Error(`Unknown type oid ${oid}`)
    return pgType(row)
  }
  return procs
    .map((proc): FunctionInfo => {
      const all = proc.arg_types.map((oid, i) => ({
        name: proc.arg_names?.[i] ?? '',
        type: typeOf(oid),
        mode: proc.arg_modes?.[i] ?? 'i',
      }))
      const inputs = all.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v')
      const outputs = all.filter((arg) => arg.mode === 't')
      return {
        name: proc.name,
        // The last `defaults` inputs have defaults, so a call may leave them out.
        args: inputs.map((arg, i) => ({ name: arg.name, type: arg.type, hasDefault: i >= inputs.length - proc.defaults })),
        returns: typeOf(proc.return_type),
        returnsSet: proc.returns_set,
        returnsTable: outputs.length > 0 ? outputs.map(({ name, type }) => ({ name, type })) : null,
      }
    })
    .sort((a, b) => byName(a, b) || a.args.length - b.args.length)
}

async function enums(db: Queryable, schema: string): Promise<EnumInfo[]> {
  const { rows } = await db.query<{ name: string; values: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as values
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      where n.nspname = $1 group by t.typname`,
    [schema],
  )
  return rows.sort(byName)
}

async function compositeTypes(db: Queryable, schema: string): Promise<CompositeTypeInfo[]> {
  const { rows } = await db.query<TypeRow & { composite: string; name: string }>(
    `select c.relname as composite, a.attname as name, ${TYPE_COLUMNS}
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       ${TYPE_JOIN('a.atttypid')}
      where n.nspname = $1 and c.relkind = 'c'
      order by c.relname, a.attnum`,
    [schema],
  )
  const names = [...new Set(rows.map((row) => row.composite))].sort()
  return names.map((name) => ({
    name,
    attributes: rows.filter((row) => row.composite === name).map((row) => ({ name: row.name, type: pgType(row) })),
  }))
}

/** The schema the API exposes, read from the database's catalog. */
export async function introspectSchema(db: Queryable, schema = 'public'): Promise<SchemaInfo> {
  const lists = await checkLists(db, schema)
  return {
    schema,
    relations: await relations(db, schema, lists),
    functions: await functions(db, schema),
    enums: await enums(db, schema),
    compositeTypes: await compositeTypes(db, schema),
  }
}
