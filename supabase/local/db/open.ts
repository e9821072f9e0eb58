import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { BOOTSTRAP_SQL, PLATFORM_ADDITIONS, SESSION_SETUP_SQL } from './bootstrap'
import { installPlatformStandIns } from './platform-standins'
import type { Database } from './database'
import { applyPendingMigrations, runSeed } from './migrations'
import { pgliteDatabase } from './pglite-database'
import { postgresDatabase } from './postgres-database'
import { openFromTemplate, saveTemplate, templateFile } from './template'
import { createAdminUser } from './users'

/** A real PostgreSQL database to run on instead of PGlite (see `npm run test:pg`). */
export interface PostgresTarget {
  /** A connection string for the database itself, as a superuser (the stack sets roles per request). */
  url: string
  /**
   * True when the database was just copied from a bootstrapped and migrated template: it is
   * treated as fresh, so the seed and the admin still run.
   */
  fromTemplate?: boolean
}

export interface OpenDatabaseOptions {
  /** PGlite: a directory to persist to; null or undefined keeps the database in memory. */
  dataDir?: string | null
  /** Run over this PostgreSQL database instead of PGlite. */
  postgres?: PostgresTarget | null
  migrationsDir: string
  seedFile: string | null
  admin: { email: string; password: string } | null
  log: (line: string) => void
  /**
   * In-memory PGlite only: a directory where a snapshot of the bootstrapped and migrated
   * database is kept and reused (see template.ts). Null or undefined: always run initdb.
   */
  templateCacheDir?: string | null
}

export interface OpenedDatabase {
  db: Database
  /** True when this call created the database (bootstrap, seed and admin ran). */
  fresh: boolean
  migrationsApplied: string[]
}

async function isBootstrapped(db: Database): Promise<boolean> {
  const result = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  )
  return result.rows[0]?.present === true
}

/** Adds to an existing database the platform parts it was created without. */
async function addMissingPlatformParts(db: Database, log: (line: string) => void) {
  for (const addition of PLATFORM_ADDITIONS) {
    const result = await db.query<{ present: boolean }>(addition.presentSql)
    if (result.rows[0]?.present === true) continue
    await db.transaction((tx) => tx.exec(addition.sql))
    log(`added the ${addition.name}, which this database was created without`)
  }
}

/** Bootstrap (when new) and migrate; returns whether the database was new. */
export async function prepareSchema(db: Database, migrationsDir: string, log: (line: string) => void) {
  const fresh = !(await isBootstrapped(db))
  if (fresh) {
    await db.transaction((tx) => tx.exec(BOOTSTRAP_SQL))
    // The session's search path was set before the extensions schema existed.
    await db.exec(SESSION_SETUP_SQL)
    log('bootstrapped roles, auth schema and extensions')
  } else {
    await addMissingPlatformParts(db, log)
  }
  // Before the migrations, so one that schedules a job or sends a request finds the stand-ins.
  await installPlatformStandIns(db)
  const migrationsApplied = await applyPendingMigrations(db, migrationsDir, log)
  return { fresh, migrationsApplied }
}

async function openPglite(options: OpenDatabaseOptions) {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const template = !dataDir && options.templateCacheDir
    ? templateFile(resolve(options.templateCacheDir), options.migrationsDir)
    : null
  const fromTemplate = template ? await openFromTemplate(template) : null
  const pglite = fromTemplate ?? (await PGlite.create({ dataDir, extensions: { pgcrypto, pg_trgm } }))
  if (fromTemplate) options.log('loaded the bootstrapped and migrated database from its snapshot')
  const db = pgliteDatabase(pglite)
  const saveSnapshot = async () => {
    // Snapshot before the seed and the admin, which differ between stacks.
    if (!template || fromTemplate) return
    await saveTemplate(pglite, template).catch((error: unknown) => {
      options.log(`could not save the database snapshot: ${error instanceof Error ? error.message : String(error)}`)
    })
  }
  return { db, fromTemplate: fromTemplate !== null, saveSnapshot }
}

/**
 * Opens (or creates) the database. A fresh one gets the Supabase bootstrap, every migration,
 * the seed and the admin user; an existing one only gets the migrations it has not seen yet.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const opened = options.postgres
    ? { db: postgresDatabase(options.postgres.url), fromTemplate: options.postgres.fromTemplate === true, saveSnapshot: async () => undefined }
    : await openPglite(options)
  const { db } = opened
  try {
    await db.exec(SESSION_SETUP_SQL)
    const { fresh, migrationsApplied } = await prepareSchema(db, options.migrationsDir, options.log)
    await opened.saveSnapshot()
    if (fresh || opened.fromTemplate) {
      await runSeed(db, options.seedFile, options.log)
      if (options.admin) {
        await createAdminUser(db, options.admin)
        options.log(`created admin user ${options.admin.email}`)
      }
    }
    return { db, fresh: fresh || opened.fromTemplate, migrationsApplied }
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
}
