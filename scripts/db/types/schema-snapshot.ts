/**
 * supabase/schema.sql: the schema the migrations leave behind, printed from the catalog of a
 * freshly migrated database, so the current text of any function, policy or trigger is one
 * file away instead of in whichever migration last redefined it. `npm run db:types` writes it
 * beside src/lib/database.types.ts; tests/database/database-types.test.ts fails when it is stale.
 *
 * What it holds: the schemas the migrations create (every schema but the platform's), their
 * types, tables (columns, constraints, indexes, row-level security, policies, grants,
 * triggers), sequences, views and functions (`pg_get_functiondef`) with their grants; the
 * policies the migrations put on platform tables (Storage's); and the jobs in `cron.job`.
 * What the platform brings (auth, storage, extensions, the local stack's cron stand-in) is left
 * out: hosted Supabase has its own.
 *
 * The text does not depend on the engine (PGlite or PostgreSQL 15): everything is read with an
 * empty search path, so names are qualified the same way; grants to the owning role are left
 * out (the owner differs by engine), and so is PostgreSQL 17's MAINTAIN privilege; NOT NULL is
 * read from the column, not from PostgreSQL 18's not-null constraints.
 */
import type { Database, Queryable } from '../../../supabase/local/db/database'

export const SCHEMA_SNAPSHOT_FILE = 'supabase/schema.sql'

/** Schemas that exist before any migration runs (Supabase's, PostgreSQL's, the stack's stand-ins). */
const PLATFORM_SCHEMAS = [
  'pg_catalog', 'pg_toast', 'information_schema', 'auth', 'storage', 'extensions', 'supabase_migrations',
  'cron', 'net', 'graphql', 'graphql_public', 'realtime', 'vault', 'pgsodium', 'supabase_functions',
]
/**
 * Extensions the platform brings (the stack's bootstrap adds the same), and pg_cron and pg_net,
 * which a migration enables only where the engine offers them, so they would differ by engine.
 */
const PLATFORM_EXTENSIONS = ['plpgsql', 'pgcrypto', 'pg_cron', 'pg_net']

/** Privileges in the order GRANT lists them; MAINTAIN (PostgreSQL 17+) is left out on purpose. */
const PRIVILEGE_ORDER = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'USAGE', 'EXECUTE']

const APP_SCHEMA_FILTER = (column: string) =>
  `${column} not in (${PLATFORM_SCHEMAS.map((s) => `'${s}'`).join(', ')}) and ${column} not like 'pg\\_%'`

interface GrantRow {
  object: string
  grantee: string
  privilege: string
  grantable: boolean
}

const byPrivilegeOrder = (a: string, b: string) => PRIVILEGE_ORDER.indexOf(a) - PRIVILEGE_ORDER.indexOf(b)

/** `grant select, insert on table public.x to anon;` lines, one per grantee, in a fixed order. */
function grantLines(rows: GrantRow[], kind: string, object: string): string[] {
  const byGrantee = new Map<string, string[]>()
  for (const row of rows) {
    if (row.object !== object || !PRIVILEGE_ORDER.includes(row.privilege)) continue
    const to = `${row.grantee}${row.grantable ? ' with grant option' : ''}`
    byGrantee.set(to, [...(byGrantee.get(to) ?? []), row.privilege])
  }
  return [...byGrantee.keys()]
    .sort()
    .map((to) => `grant ${byGrantee.get(to)!.sort(byPrivilegeOrder).join(', ').toLowerCase()} on ${kind} ${object} to ${to};`)
}

/** The grantee's name as GRANT writes it; 0 is PUBLIC. */
const GRANTEE = `case when g.grantee = 0 then 'public' else quote_ident(pg_get_userbyid(g.grantee)) end`

async function schemasAndExtensions(db: Queryable): Promise<string[]> {
  const { rows: schemas } = await db.query<{ name: string }>(
    `select quote_ident(nspname) as name from pg_namespace where ${APP_SCHEMA_FILTER('nspname')} and nspname <> 'public'
      order by nspname`,
  )
  const { rows: extensions } = await db.query<{ name: string; schema: string }>(
    `select quote_ident(e.extname) as name, quote_ident(n.nspname) as schema
       from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname <> all ($1::text[]) order by e.extname`,
    [PLATFORM_EXTENSIONS],
  )
  return [
    '',
    '-- Schemas and extensions',
    ...schemas.map((s) => `create schema ${s.name};`),
    ...extensions.map((e) => `create extension ${e.name} with schema ${e.schema};`),
  ]
}

async function types(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select t.oid::regtype::text as name,
            case t.typtype
              when 'e' then 'create type ' || t.oid::regtype::text || ' as enum ('
                || (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) || ');'
              when 'd' then 'create domain ' || t.oid::regtype::text || ' as ' || format_type(t.typbasetype, t.typtypmod)
                || case when t.typnotnull then ' not null' else '' end
                || coalesce(' default ' || t.typdefault, '')
                || coalesce((select string_agg(' constraint ' || quote_ident(c.conname) || ' ' || pg_get_constraintdef(c.oid), '' order by c.conname)
                               from pg_constraint c where c.contypid = t.oid and c.contype = 'c'), '') || ';'
              else 'create type ' || t.oid::regtype::text || ' as ('
                || (select string_agg(quote_ident(a.attname) || ' ' || format_type(a.atttypid, a.atttypmod), ', ' order by a.attnum)
                      from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) || ');'
            end as definition
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where ${APP_SCHEMA_FILTER('n.nspname')}
        and (t.typtype in ('e', 'd') or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))
      order by 1`,
  )
  return rows.length ? ['-- Types', ...rows.map((r) => r.definition)] : []
}

async function relationGrants(db: Queryable): Promise<GrantRow[]> {
  const { rows } = await db.query<GrantRow>(
    `select c.oid::regclass::text as object, ${GRANTEE} as grantee, g.privilege_type as privilege, g.is_grantable as grantable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join lateral aclexplode(c.relacl) g
      where ${APP_SCHEMA_FILTER('n.nspname')} and g.grantee <> c.relowner`,
  )
  return rows
}

async function tables(db: Queryable, grants: GrantRow[]): Promise<string[]> {
  const { rows: relations } = await db.query<{ oid: number; name: string; rls: boolean; force: boolean }>(
    `select c.oid::int as oid, c.oid::regclass::text as name, c.relrowsecurity as rls, c.relforcerowsecurity as force
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${APP_SCHEMA_FILTER('n.nspname')} and c.relkind in ('r', 'p')
      order by n.nspname, c.relname`,
  )
  const { rows: columns } = await db.query<{ relation: number; line: string }>(
    `select a.attrelid::int as relation,
            quote_ident(a.attname) || ' ' || format_type(a.atttypid, a.atttypmod)
            || case when a.attgenerated = 's' then ' generated always as (' || pg_get_expr(d.adbin, d.adrelid) || ') stored'
                    when a.attidentity = 'a' then ' generated always as identity'
                    when a.attidentity = 'd' then ' generated by default as identity'
                    when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, d.adrelid)
                    else '' end
            || case when a.attnotnull then ' not null' else '' end as line
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ${APP_SCHEMA_FILTER('n.nspname')} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by a.attrelid, a.attnum`,
  )
  // contype 'n' (PostgreSQL 18's not-null constraints) is already each column's `not null`.
  const { rows: constraints } = await db.query<{ relation: number; line: string }>(
    `select k.conrelid::int as relation, 'constraint ' || quote_ident(k.conname) || ' ' || pg_get_constraintdef(k.oid) as line
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where ${APP_SCHEMA_FILTER('n.nspname')} and k.contype in ('p', 'u', 'f', 'c', 'x')
      order by k.conrelid, k.conname`,
  )
  const { rows: indexes } = await db.query<{ relation: number; line: string }>(
    `select x.indrelid::int as relation, pg_get_indexdef(x.indexrelid) || ';' as line
       from pg_index x join pg_class i on i.oid = x.indexrelid
       join pg_class c on c.oid = x.indrelid join pg_namespace n on n.oid = c.relnamespace
      where ${APP_SCHEMA_FILTER('n.nspname')}
        and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.conrelid = x.indrelid)
      order by x.indrelid, i.relname`,
  )
  const { rows: triggers } = await db.query<{ relation: number; line: string }>(
    `select t.tgrelid::int as relation, pg_get_triggerdef(t.oid) || ';' as line
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where ${APP_SCHEMA_FILTER('n.nspname')} and not t.tgisinternal
      order by t.tgrelid, t.tgname`,
  )
  const { rows: columnGrants } = await db.query<GrantRow & { relation: number; column: string }>(
    `select a.attrelid::int as relation, quote_ident(a.attname) as column, ${GRANTEE} as grantee,
            g.privilege_type as privilege, g.is_grantable as grantable, '' as object
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       cross join lateral aclexplode(a.attacl) g
      where ${APP_SCHEMA_FILTER('n.nspname')} and g.grantee <> c.relowner
      order by a.attnum`,
  )
  const policies = await policyLines(db, 'app')
  const lines: string[] = []
  for (const table of relations) {
    const of = <T extends { relation: number }>(rows: T[]) => rows.filter((row) => row.relation === table.oid)
    const body = [...of(columns), ...of(constraints)].map((row) => `  ${row.line}`)
    lines.push('', `-- Table ${table.name}`, `create table ${table.name} (`, body.join(',\n'), ');')
    if (table.rls) lines.push(`alter table ${table.name} enable row level security;`)
    if (table.force) lines.push(`alter table ${table.name} force row level security;`)
    lines.push(...of(indexes).map((row) => row.line))
    lines.push(...policies.filter((p) => p.relation === table.oid).map((p) => p.line))
    lines.push(...grantLines(grants, 'table', table.name))
    const perColumn = of(columnGrants)
    const columnGrantKeys = [...new Set(perColumn.map((g) => `${g.grantee}\u0000${g.privilege}`))].sort()
    for (const key of columnGrantKeys) {
      const [grantee, privilege] = key.split('\u0000') as [string, string]
      if (!PRIVILEGE_ORDER.includes(privilege)) continue
      const names = perColumn.filter((g) => g.grantee === grantee && g.privilege === privilege).map((g) => g.column)
      lines.push(`grant ${privilege.toLowerCase()} (${names.join(', ')}) on table ${table.name} to ${grantee};`)
    }
    lines.push(...of(triggers).map((row) => row.line))
  }
  return lines
}

/** `create policy` statements: of the app's own tables, or those the migrations add to the platform's. */
async function policyLines(db: Queryable, tables: 'app' | 'platform'): Promise<{ relation: number; line: string }[]> {
  const filter = APP_SCHEMA_FILTER('n.nspname')
  const { rows } = await db.query<{ relation: number; line: string }>(
    `select p.polrelid::int as relation,
            'create policy ' || quote_ident(p.polname) || ' on ' || p.polrelid::regclass::text
            || case when p.polpermissive then '' else ' as restrictive' end
            || ' for ' || case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update'
                                        when 'd' then 'delete' else 'all' end
            || ' to ' || (select string_agg(case when r = 0 then 'public' else quote_ident(pg_get_userbyid(r)) end, ', '
                                            order by case when r = 0 then 'public' else pg_get_userbyid(r)::text end)
                            from unnest(p.polroles) r)
            || coalesce(' using (' || pg_get_expr(p.polqual, p.polrelid) || ')', '')
            || coalesce(' with check (' || pg_get_expr(p.polwithcheck, p.polrelid) || ')', '') || ';' as line
       from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      where ${tables === 'app' ? filter : `not (${filter})`}
      order by n.nspname, c.relname, p.polname`,
  )
  return rows
}

async function sequences(db: Queryable, grants: GrantRow[]): Promise<string[]> {
  const { rows } = await db.query<{ name: string; owner: string | null }>(
    `select c.oid::regclass::text as name,
            (select d.refobjid::regclass::text || '.' || quote_ident(a.attname)
               from pg_depend d join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
              where d.objid = c.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')) as owner
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${APP_SCHEMA_FILTER('n.nspname')} and c.relkind = 'S'
      order by n.nspname, c.relname`,
  )
  if (!rows.length) return []
  return [
    '',
    '-- Sequences',
    ...rows.flatMap((s) => [
      `create sequence ${s.name}${s.owner ? ` owned by ${s.owner}` : ''};`,
      ...grantLines(grants, 'sequence', s.name),
    ]),
  ]
}

async function views(db: Queryable, grants: GrantRow[]): Promise<string[]> {
  const { rows } = await db.query<{ name: string; materialized: boolean; options: string | null; definition: string }>(
    `select c.oid::regclass::text as name, c.relkind = 'm' as materialized,
            array_to_string(c.reloptions, ', ') as options, pg_get_viewdef(c.oid) as definition
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${APP_SCHEMA_FILTER('n.nspname')} and c.relkind in ('v', 'm')
      order by n.nspname, c.relname`,
  )
  return rows.flatMap((v) => [
    '',
    `-- View ${v.name}`,
    `create ${v.materialized ? 'materialized view' : 'view'} ${v.name}${v.options ? ` with (${v.options})` : ''} as`,
    `${v.definition.trimEnd()}`,
    ...grantLines(grants, 'table', v.name),
  ])
}

async function functions(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ oid: number; signature: string; definition: string }>(
    `select p.oid::int as oid,
            quote_ident(n.nspname) || '.' || quote_ident(p.proname) || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
            pg_get_functiondef(p.oid) as definition
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where ${APP_SCHEMA_FILTER('n.nspname')} and p.prokind in ('f', 'p', 'w')
      order by n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`,
  )
  // A function without an explicit ACL runs under the default one: EXECUTE for PUBLIC.
  const { rows: grants } = await db.query<GrantRow>(
    `select quote_ident(n.nspname) || '.' || quote_ident(p.proname) || '(' || pg_get_function_identity_arguments(p.oid) || ')' as object,
            ${GRANTEE} as grantee, g.privilege_type as privilege, g.is_grantable as grantable
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) g
      where ${APP_SCHEMA_FILTER('n.nspname')} and p.prokind in ('f', 'p', 'w') and g.grantee <> p.proowner`,
  )
  return rows.flatMap((fn) => [
    '',
    `-- Function ${fn.signature}`,
    `${fn.definition.trimEnd()};`,
    ...grantLines(grants, 'function', fn.signature),
  ])
}

async function platformPolicies(db: Queryable): Promise<string[]> {
  const rows = await policyLines(db, 'platform')
  return rows.length ? ['', "-- Policies the migrations add to the platform's tables", ...rows.map((r) => r.line)] : []
}

async function cronJobs(db: Queryable): Promise<string[]> {
  const { rows: present } = await db.query<{ present: boolean }>(`select to_regclass('cron.job') is not null as present`)
  if (!present[0]?.present) return []
  const { rows } = await db.query<{ line: string }>(
    `select 'select cron.schedule(' || quote_literal(jobname) || ', ' || quote_literal(schedule) || ', '
            || quote_literal(command) || ');' as line
       from cron.job where active order by jobname`,
  )
  // A job a migration schedules only under the real, preloaded pg_cron is not here: PGlite and
  // the PostgreSQL of `test:pg` have none.
  return rows.length ? ['', '-- Scheduled jobs (cron.job, where a migration finds a `cron` schema)', ...rows.map((r) => r.line)] : []
}

const HEADER = [
  '-- The schema every migration in supabase/migrations leaves behind, printed from a freshly',
  '-- migrated database by `npm run db:types` (scripts/db/types/schema-snapshot.ts). Do not edit:',
  '-- change a migration, then regenerate. A function here is its current body; the migration',
  '-- that wrote it is the newest one that defines it.',
]

/** The whole text of supabase/schema.sql for a migrated database. */
export async function renderSchemaSnapshot(db: Database): Promise<string> {
  return db.transaction(async (tx) => {
    // An empty search path qualifies every name, whatever the session's path.
    await tx.exec(`set local search_path to ''`)
    const grants = await relationGrants(tx)
    const parts = [
      HEADER,
      await schemasAndExtensions(tx),
      await types(tx),
      await tables(tx, grants),
      await sequences(tx, grants),
      await views(tx, grants),
      await functions(tx),
      await platformPolicies(tx),
      await cronJobs(tx),
    ]
    return `${parts.flat().join('\n').replace(/\n{3,}/g, '\n\n')}\n`
  })
}
