/**
 * src/lib/database.types.ts and supabase/schema.sql are generated from the migrated schema
 * (`npm run db:types`): this fails on any drift between the committed files and what the
 * database says, and shows the generators reading the parts of the catalog the app relies on.
 * It runs on every engine: PGlite under `npm test`, PostgreSQL 15 and 17 under `npm run test:pg`,
 * so the one committed text is what each engine prints (pg_get_functiondef, pg_get_constraintdef,
 * the policies' expressions): a difference between the engines fails here.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { introspectSchema, parseCheckList, type SchemaInfo } from '../../scripts/db/types/introspect'
import { DATABASE_TYPES_FILE, renderDatabaseTypes } from '../../scripts/db/types/render'
import { renderSchemaSnapshot, SCHEMA_SNAPSHOT_FILE } from '../../scripts/db/types/schema-snapshot'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let schema: SchemaInfo

beforeAll(async () => {
  stack = await startTestStack({ productionRules: true })
  schema = await introspectSchema(stack.db)
})

afterAll(async () => {
  await stack?.stop()
})

const column = (table: string, name: string) =>
  schema.relations.find((r) => r.name === table)?.columns.find((c) => c.name === name)

describe('src/lib/database.types.ts', () => {
  it('is what `npm run db:types` generates from the migrations (run it after changing a migration)', () => {
    expect(readFileSync(DATABASE_TYPES_FILE, 'utf8')).toBe(renderDatabaseTypes(schema))
  })

  it('reads nullability, defaults, generated columns and CHECK lists from the catalog', () => {
    expect(column('portfolios', 'title')).toMatchObject({ nullable: false, hasDefault: false })
    expect(column('portfolios', 'slug')).toMatchObject({ nullable: true })
    expect(column('portfolios', 'technologies')).toMatchObject({ type: { name: 'text', array: true }, hasDefault: true })
    expect(column('customer_inquiries', 'lead_source')).toMatchObject({ generated: true })
    expect(column('customer_inquiries', 'status')?.checkValues).toEqual(['new', 'in_progress', 'contacted', 'converted', 'closed'])
    // A list inside a function call is not the column's list.
    expect(column('portfolios', 'metrics')?.checkValues).toBeNull()
  })

  it('reads the functions the API can call, with their optional arguments, and not the trigger functions', () => {
    const fn = schema.functions.find((f) => f.name === 'list_inquiries')
    expect(fn?.args.map((a) => [a.name, a.hasDefault])).toEqual([
      ['filters', true],
      ['page_offset', true],
      ['page_limit', true],
    ])
    expect(schema.functions.find((f) => f.name === 'retry_notification')?.returns.name).toBe('void')
    expect(schema.functions.every((f) => f.returns.name !== 'trigger')).toBe(true)
  })

  it('reads foreign keys between exposed tables as relationships', () => {
    const outbox = schema.relations.find((r) => r.name === 'notification_outbox')
    expect(outbox?.relationships.map((r) => [r.columns, r.referencedRelation])).toEqual(
      expect.arrayContaining([[['inquiry_id'], 'customer_inquiries']]),
    )
  })
})

describe('supabase/schema.sql', () => {
  it('is what `npm run db:types` prints from the migrations (run it after changing a migration)', async () => {
    expect(readFileSync(SCHEMA_SNAPSHOT_FILE, 'utf8')).toBe(await renderSchemaSnapshot(stack.db))
  })

  it("holds each table's security, the jobs the migrations schedule, and nothing the platform or the stack's stand-ins bring", async () => {
    const text = await renderSchemaSnapshot(stack.db)
    expect(text).toContain('alter table public.customer_inquiries enable row level security;')
    expect(text).toMatch(/^create policy "Admins can read inquiries" on public\.customer_inquiries for select to authenticated /m)
    expect(text).toContain('grant select on table public.portfolios to anon;')
    expect(text).toMatch(/^CREATE TRIGGER customer_inquiries_queue_notifications AFTER INSERT ON public\.customer_inquiries /m)
    expect(text).toMatch(/^create policy "Content editors can upload site media" on storage\.objects for insert /m)
    expect(text).toContain("select cron.schedule('deliver-notifications', '* * * * *', 'select private.request_notification_delivery()');")
    expect(text).not.toMatch(/^create table (auth|storage|cron|extensions|supabase_migrations)\./m)
    expect(text).not.toMatch(/FUNCTION (auth|cron|storage)\./)
  })

  it('prints a function by its current definition, so redefining one changes the snapshot', async () => {
    const signature = 'public.snapshot_probe()'
    await stack.db.exec(`create function ${signature} returns int language sql as $$ select 1 $$`)
    try {
      const before = await renderSchemaSnapshot(stack.db)
      await stack.db.exec(`create or replace function ${signature} returns int language sql as $$ select 2 $$`)
      const after = await renderSchemaSnapshot(stack.db)
      expect(before).toContain(`-- Function ${signature}\nCREATE OR REPLACE FUNCTION ${signature}`)
      expect(before).toContain('AS $function$ select 1 $function$;')
      expect(after).toContain('AS $function$ select 2 $function$;')
      expect(after).not.toContain('select 1 $function$')
    } finally {
      await stack.db.exec(`drop function ${signature}`)
    }
  })
})

describe('a CHECK read as a list of values', () => {
  it('is a column compared with a list, alone or beside other conditions', () => {
    expect(parseCheckList("CHECK ((status = ANY (ARRAY['a'::text, 'b''s'::text])))")).toEqual({
      column: 'status',
      form: 'in',
      values: ['a', "b's"],
    })
    expect(
      parseCheckList("CHECK (((cardinality(services) >= 1) AND (services <@ ARRAY['web-apps'::text, 'saas'::text])))"),
    ).toEqual({ column: 'services', form: 'contained', values: ['web-apps', 'saas'] })
  })

  it('is not a list inside a function call, nor one that OR widens', () => {
    expect(parseCheckList("CHECK ((jsonb_typeof(metrics) = ANY (ARRAY['object'::text, 'array'::text])))")).toBeNull()
    expect(parseCheckList("CHECK (((kind = ANY (ARRAY['a'::text])) OR (kind IS NULL)))")).toBeNull()
    expect(parseCheckList('CHECK ((char_length(title) <= 200))')).toBeNull()
  })
})
