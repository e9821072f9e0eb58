/**
 * `npm run test:pg`: the database suites again, on a real PostgreSQL server instead of PGlite.
 *
 *   npm run test:pg                      # every suite that runs on PostgreSQL
 *   npm run test:pg -- tests/database    # some of them (vitest file filters)
 *   npm run test:pg -- --allow-missing   # no PostgreSQL binaries here: say so and exit 0
 *
 * Starts a throw-away cluster (scripts/db/postgres-cluster.ts), bootstraps one template database
 * exactly as the local stack bootstraps PGlite (Supabase's roles, the `auth` schema, grants:
 * supabase/local/db/bootstrap.ts), applies every migration to it, then runs vitest with
 * TEST_PG_SERVER_URL and TEST_PG_TEMPLATE set: each suite's startTestStack() copies the template
 * and serves the same HTTP routes over it (tests/support/postgres.ts).
 *
 * Which suites: every file under tests/database, tests/services, tests/local-supabase,
 * tests/notifications and tests/conversions (the outboxes, their triggers and the delivery runs:
 * SQL, LISTEN/NOTIFY and the cron stand-in on a server with real concurrency), so a new test file there runs on PostgreSQL
 * with no extra work, except the few listed below that test PGlite itself. Without PostgreSQL binaries (install postgresql-15, or set PG_BIN_DIR) the
 * script fails, saying so, unless --allow-missing is given; `npm test` never depends on it.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { prepareSchema } from '../../supabase/local/db/open'
import { postgresDatabase } from '../../supabase/local/db/postgres-database'
import { DEFAULT_MIGRATIONS_DIR } from '../../supabase/local/defaults'
import { databaseUrl, TEST_PG_SERVER_ENV, TEST_PG_TEMPLATE_ENV } from '../../tests/support/postgres'
import { findPostgresBinaries, startPostgresCluster } from './postgres-cluster'

const SUITE_DIRS = ['tests/database', 'tests/services', 'tests/local-supabase', 'tests/notifications', 'tests/conversions']

/** Suites about PGlite itself (its data directory, its snapshot, the dev CLI's .local folder). */
const PGLITE_ONLY = new Set([
  'tests/local-supabase/persistence.test.ts',
  'tests/local-supabase/dev-stack.test.ts',
])

const TEMPLATE = 'agency_template'
const log = (line: string) => console.info(`[test:pg] ${line}`)

const args = process.argv.slice(2)
const allowMissing = args.includes('--allow-missing')
const filters = args.filter((arg) => arg !== '--allow-missing')

const binaries = findPostgresBinaries()
if (!binaries) {
  const message =
    'PostgreSQL server binaries (initdb, pg_ctl) were not found, so the database suites did NOT run on PostgreSQL.\n' +
    '  Install them (Debian: apt-get install postgresql-15) or point PG_BIN_DIR at their folder.'
  if (allowMissing) {
    console.warn(`[test:pg] SKIPPED: ${message}`)
    process.exit(0)
  }
  console.error(`[test:pg] ${message}\n  (--allow-missing turns this into a skip.)`)
  process.exit(1)
}

function suiteFiles(): string[] {
  const files: string[] = []
  for (const dir of SUITE_DIRS) {
    for (const name of readdirSync(dir).sort()) {
      const file = `${dir}/${name}`
      if (/\.test\.tsx?$/.test(name) && !PGLITE_ONLY.has(file)) files.push(file)
    }
  }
  return files
}

const started = performance.now()
log(`using ${binaries.version} from ${binaries.dir}`)
const cluster = await startPostgresCluster(binaries, log)
let exitCode: number
const stopCluster = () => {
  cluster.stop()
}
process.once('SIGINT', () => {
  stopCluster()
  process.exit(130)
})
process.once('SIGTERM', () => {
  stopCluster()
  process.exit(143)
})

try {
  const admin = new pg.Client({ connectionString: cluster.url })
  await admin.connect()
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]!.server_version
  await admin.query(`create database ${TEMPLATE}`)
  await admin.end()
  log(`server ${version}; building the template database`)

  // The same bootstrap and migrations as every local stack; a migration that fails here fails the run.
  const template = postgresDatabase(databaseUrl(cluster.url, TEMPLATE))
  try {
    await prepareSchema(template, resolve(DEFAULT_MIGRATIONS_DIR), log)
  } finally {
    await template.close()
  }

  const files = filters.length ? filters : suiteFiles()
  log(`running ${filters.length ? filters.join(' ') : `${files.length} suites`} on PostgreSQL ${version}`)
  const vitest = spawnSync(join('node_modules', '.bin', 'vitest'), ['run', ...files], {
    stdio: 'inherit',
    env: { ...process.env, [TEST_PG_SERVER_ENV]: cluster.url, [TEST_PG_TEMPLATE_ENV]: TEMPLATE },
  })
  exitCode = vitest.status ?? 1
} catch (error) {
  console.error('[test:pg] failed:', error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  stopCluster()
}
log(`${exitCode === 0 ? 'passed' : 'FAILED'} in ${Math.round((performance.now() - started) / 1000)} s`)
process.exit(exitCode)
