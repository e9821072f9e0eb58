// A persisted local stack: the first start bootstraps, migrates, seeds and creates the admin;
// later starts keep the data, never re-run the seed, and apply only new migrations.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStack } from '../../supabase/local/server'
import { clientOptions } from '../support/local-stack'

let dir: string
const admin = { email: 'Owner@Agency.test', password: 'persisted-admin-password' }

const paths = () => ({
  dataDir: join(dir, 'db'),
  migrationsDir: join(dir, 'migrations'),
  seedFile: join(dir, 'seed.sql'),
})

const start = () => createLocalStack({ port: 0, admin, ...paths() })
/** The project's migrations; the tests add one of their own to the copy. */
const projectMigrations = readdirSync('supabase/migrations').filter((name) => name.endsWith('.sql')).length

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'local-stack-'))
  cpSync('supabase/migrations', paths().migrationsDir, { recursive: true })
  writeFileSync(
    paths().seedFile,
    `insert into public.portfolios (slug, title, description, service_id) values ('seeded-' || gen_random_uuid(), 'Seeded', 'From the seed', 'saas');`,
  )
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

const count = async (db: Awaited<ReturnType<typeof start>>['db'], sql: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`)).rows[0]!.n

// Each start here runs initdb and every migration (no snapshot): slow on a loaded machine, so
// these cases get more time than the suite's default.
describe('a persisted database', { timeout: 60_000 }, () => {
  it('is created, seeded and given its admin on the first start', async () => {
    const stack = await start()
    try {
      expect(stack.fresh).toBe(true)
      expect(await count(stack.db, `public.portfolios where title = 'Seeded'`)).toBe(1)
      const user = await stack.db.query<{ id: string; encrypted_password: string }>(
        `select id, encrypted_password from auth.users where email = 'owner@agency.test'`,
      )
      expect(user.rows).toHaveLength(1)
      expect(user.rows[0]!.encrypted_password).toMatch(/^\$2[aby]\$/)
      expect(await count(stack.db, `public.team_members where role = 'admin' and active and user_id = '${user.rows[0]!.id}'`)).toBe(1)

      const client = createClient(stack.url, stack.anonKey, clientOptions())
      const { error } = await client.auth.signInWithPassword(admin)
      expect(error).toBeNull()
      const insert = await client.from('portfolios').insert({ slug: 'kept', title: 'Kept', description: 'Survives a restart', service_id: 'web-apps' })
      expect(insert.error).toBeNull()
    } finally {
      await stack.stop()
    }
  })

  it('keeps its data on the next start, without re-seeding, and applies new migrations only', async () => {
    writeFileSync(
      join(paths().migrationsDir, '29991231000000_test_notes.sql'),
      'create table public.test_notes (id int primary key, body text not null);',
    )
    const stack = await start()
    try {
      expect(stack.fresh).toBe(false)
      expect(await count(stack.db, `public.portfolios where title = 'Seeded'`)).toBe(1)
      expect(await count(stack.db, `public.portfolios where slug = 'kept'`)).toBe(1)
      expect(await count(stack.db, 'auth.users')).toBe(1)
      expect(await count(stack.db, 'supabase_migrations.schema_migrations')).toBe(projectMigrations + 1)
      // The new table got Supabase's default grants, like any table created by a migration.
      const client = createClient(stack.url, stack.serviceRoleKey, clientOptions())
      const { error } = await client.from('test_notes').insert({ id: 1, body: 'hello' })
      expect(error).toBeNull()
      const signIn = await createClient(stack.url, stack.anonKey, clientOptions()).auth.signInWithPassword(admin)
      expect(signIn.error).toBeNull()
    } finally {
      await stack.stop()
    }
  })

  it('made before the stack had Storage gets its storage schema, then the migrations that need it', async () => {
    // A database from before the storage schema existed: no storage, and the media bucket's
    // migration (the only one that touches storage) not applied yet.
    const older = await start()
    await older.db.exec(`
      drop schema storage cascade;
      delete from supabase_migrations.schema_migrations where version = '20261123004000';
    `)
    await older.stop()
    const lines: string[] = []
    const stack = await createLocalStack({ port: 0, admin, ...paths(), log: (line) => lines.push(line) })
    try {
      expect(stack.fresh).toBe(false)
      expect(lines).toContain('added the storage schema, which this database was created without')
      expect(lines).toContain('applied migration 20261123004000_site_media_bucket')
      expect(await count(stack.db, `storage.buckets where id = 'site-media'`)).toBe(1)
      expect(await count(stack.db, `public.portfolios where slug = 'kept'`)).toBe(1)
    } finally {
      await stack.stop()
    }
  })

  it('in-memory stacks can start from a snapshot of the migrated database, then seed and add the admin', async () => {
    const cacheDir = join(dir, 'cache')
    const lines: string[] = []
    const options = { port: 0, seedFile: paths().seedFile, migrationsDir: paths().migrationsDir, admin, templateCacheDir: cacheDir }
    const first = await createLocalStack({ ...options, log: (line) => lines.push(line) })
    await first.stop()
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1)
    expect(lines).toContain('bootstrapped roles, auth schema and extensions')
    lines.length = 0
    const second = await createLocalStack({ ...options, log: (line) => lines.push(line) })
    try {
      expect(lines[0]).toBe('loaded the bootstrapped and migrated database from its snapshot')
      expect(lines).not.toContain('bootstrapped roles, auth schema and extensions')
      expect(second.fresh).toBe(true)
      expect(await count(second.db, `public.portfolios where title = 'Seeded'`)).toBe(1)
      expect(await count(second.db, 'supabase_migrations.schema_migrations')).toBe(projectMigrations + 1)
      const client = createClient(second.url, second.anonKey, clientOptions())
      expect((await client.auth.signInWithPassword(admin)).error).toBeNull()
      expect((await client.from('team_members').select('user_id')).data).toHaveLength(1)
    } finally {
      await second.stop()
    }
  })

  it('an in-memory stack starts empty every time', async () => {
    const first = await createLocalStack({ port: 0, seedFile: null })
    await first.db.exec(`insert into public.blogs (title, content, author) values ('t', 'c', '{"name": "A"}')`)
    await first.stop()
    const second = await createLocalStack({ port: 0, seedFile: null })
    try {
      expect(second.fresh).toBe(true)
      expect(await count(second.db, 'public.blogs')).toBe(0)
    } finally {
      await second.stop()
    }
  })
})
