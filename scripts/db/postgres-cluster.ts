/**
 * A throw-away PostgreSQL cluster for `npm run test:pg`: Debian's server binaries, `initdb` in a
 * temporary folder, `pg_ctl` on a free port bound to 127.0.0.1, trust authentication (nothing
 * but this machine can reach it, and it is deleted afterwards). Durability is switched off: the
 * data lives minutes.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { freePort } from '../dev/free-port'

export interface PostgresBinaries {
  dir: string
  version: string
}

/**
 * Where initdb and pg_ctl are: $PG_BIN_DIR when it is set (and nowhere else), else Debian's
 * /usr/lib/postgresql/<major>/bin (15, the version hosted Supabase runs, first), else the PATH.
 * Null when there are none.
 */
export function findPostgresBinaries(
  { env = process.env, debian = '/usr/lib/postgresql' }: { env?: NodeJS.ProcessEnv; debian?: string } = {},
): PostgresBinaries | null {
  const candidates: string[] = []
  if (env.PG_BIN_DIR) candidates.push(env.PG_BIN_DIR)
  else if (existsSync(debian)) {
    const majors = readdirSync(debian).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))
    for (const major of ['15', ...majors.filter((m) => m !== '15')]) candidates.push(join(debian, major, 'bin'))
  }
  if (!env.PG_BIN_DIR) candidates.push(...(env.PATH ?? '').split(delimiter).filter(Boolean))
  for (const dir of candidates) {
    if (!existsSync(join(dir, 'initdb')) || !existsSync(join(dir, 'pg_ctl'))) continue
    const version = execFileSync(join(dir, 'initdb'), ['--version'], { encoding: 'utf8' }).trim()
    return { dir, version }
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
