import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './database'

export interface MigrationFile {
  version: string
  name: string
  path: string
}

/** `20261121000100_admins.sql` -> version `20261121000100`, name `admins`, as the Supabase CLI reads them. */
export function listMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const base = file.slice(0, -'.sql'.length)
      const cut = base.indexOf('_')
      return {
        version: cut === -1 ? base : base.slice(0, cut),
        name: cut === -1 ? base : base.slice(cut + 1),
        path: join(dir, file),
      }
    })
}

/** Applies, in filename order, each migration not yet recorded; each file in its own transaction. */
export async function applyPendingMigrations(db: Database, dir: string, log: (line: string) => void): Promise<string[]> {
  const done = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
  const applied = new Set(done.rows.map((row) => row.version))
  const names: string[] = []
  for (const migration of listMigrations(dir)) {
    if (applied.has(migration.version)) continue
    const sql = readFileSync(migration.path, 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ])
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(`Migration ${migration.version}_${migration.name}.sql failed: ${reason}`, { cause: error })
    }
    log(`applied migration ${migration.version}_${migration.name}`)
    names.push(`${migration.version}_${migration.name}`)
  }
  return names
}

/** Runs the seed file in one transaction, so a broken seed leaves no half-filled tables. */
export async function runSeed(db: Database, seedFile: string | null, log: (line: string) => void): Promise<boolean> {
  if (!seedFile || !existsSync(seedFile)) return false
  const sql = readFileSync(seedFile, 'utf8')
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql)
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Seed ${seedFile} failed: ${reason}`, { cause: error })
  }
  log(`ran seed ${seedFile}`)
  return true
}
