/**
 * The schema as a whole: every migration applies (the stack would not start otherwise), the seed
 * applies on top, and the suites run on the engine the run asked for: PGlite under `npm test`,
 * PostgreSQL 15 or 17 under `npm run test:pg`, never one quietly standing in for another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listMigrations } from '../../supabase/local/db/migrations'
import { DEFAULT_MIGRATIONS_DIR } from '../../supabase/local/defaults'
import { startTestStack, type TestStack } from '../support/local-stack'
import { postgresUnderTest } from '../support/postgres'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack({ seed: true })
})

afterAll(async () => {
  await stack?.stop()
})

describe('the schema', () => {
  it('runs on the engine this run asked for', async () => {
    const { rows } = await stack.db.query<{ version: string }>('select version() as version')
    const postgres = postgresUnderTest()
    if (postgres) {
      expect(stack.db.engine).toBe('postgres')
      expect(['15', '17']).toContain(postgres.engine)
      expect(rows[0]!.version).toMatch(new RegExp(`^PostgreSQL ${postgres.engine}\\.`))
    } else {
      expect(stack.db.engine).toBe('pglite')
    }
  })

  it('has every migration applied, in order', async () => {
    const { rows } = await stack.db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    )
    expect(rows.map((row) => row.version)).toEqual(listMigrations(DEFAULT_MIGRATIONS_DIR).map((file) => file.version))
  })

  it('takes the seed: visitors see the four sample projects', async () => {
    const { data, error } = await stack.anonClient().from('portfolios').select('title').order('title')
    expect(error).toBeNull()
    expect(data).toHaveLength(4)
  })

  it("starts every session with Supabase's search path", async () => {
    const { rows } = await stack.db.query<{ path: string }>("select current_setting('search_path') as path")
    expect(rows[0]!.path.replace(/\s/g, '')).toBe('"$user",public,extensions')
  })
})
