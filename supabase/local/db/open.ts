import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { BOOTSTRAP_SQL, SESSION_SETUP_SQL } from './bootstrap'
import { CRON_STANDIN_SQL } from './cron-standin'
import { applyPendingMigrations, runSeed } from './migrations'
import { openFromTemplate, saveTemplate, templateFile } from './template'
import { createAdminUser } from './users'

export interface OpenDatabaseOptions {
  /** A directory to persist to; null or undefined keeps the database in memory. */
  dataDir?: string | null
  migrationsDir: string
  seedFile: string | null
  admin: { email: string; password: string } | null
  log: (line: string) => void
  /**
   * In-memory databases only: a directory where a snapshot of the bootstrapped and migrated
   * database is kept and reused (see template.ts). Null or undefined: always run initdb.
   */
  templateCacheDir?: string | null
}

export interface OpenedDatabase {
  db: PGlite
  /** True when this call created the database (bootstrap, seed and admin ran). */
  fresh: boolean
  migrationsApplied: string[]
}

async function isBootstrapped(db: PGlite): Promise<boolean> {
  const result = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  )
  return result.rows[0]?.present === true
}

/**
 * Opens (or creates) the database. A fresh one gets the Supabase bootstrap, every migration,
 * the seed and the admin user; an existing one only gets the migrations it has not seen yet.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const template = !dataDir && options.templateCacheDir
    ? templateFile(resolve(options.templateCacheDir), options.migrationsDir)
    : null
  const fromTemplate = template ? await openFromTemplate(template) : null
  const db = fromTemplate ?? (await PGlite.create({ dataDir, extensions: { pgcrypto } }))
  if (fromTemplate) options.log('loaded the bootstrapped and migrated database from its snapshot')
  try {
    await db.exec(SESSION_SETUP_SQL)
    const fresh = !(await isBootstrapped(db))
    if (fresh) {
      await db.transaction(async (tx) => {
        await tx.exec(BOOTSTRAP_SQL)
      })
      // The session's search path was set before the extensions schema existed.
      await db.exec(SESSION_SETUP_SQL)
      options.log('bootstrapped roles, auth schema and extensions')
    }
    await db.exec(CRON_STANDIN_SQL)
    const migrationsApplied = await applyPendingMigrations(db, options.migrationsDir, options.log)
    // Snapshot before the seed and the admin, which differ between stacks.
    if (template && !fromTemplate) {
      await saveTemplate(db, template).catch((error: unknown) => {
        options.log(`could not save the database snapshot: ${error instanceof Error ? error.message : String(error)}`)
      })
    }
    if (fresh || fromTemplate) {
      await runSeed(db, options.seedFile, options.log)
      if (options.admin) {
        await createAdminUser(db, options.admin)
        options.log(`created admin user ${options.admin.email}`)
      }
    }
    return { db, fresh: fresh || fromTemplate !== null, migrationsApplied }
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
}
