/**
 * A snapshot of a freshly bootstrapped and migrated database, reused by later in-memory stacks.
 * PGlite's initdb costs one to several seconds on a small machine; loading the snapshot costs a
 * fraction of that, which is what keeps one-stack-per-test-file suites fast. The snapshot is
 * keyed by everything that shapes it (the bootstrap SQL, every migration file, the PGlite
 * version), so a changed migration simply produces a new one.
 */
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { BOOTSTRAP_SQL } from './bootstrap'
import { PLATFORM_STANDINS_SQL } from './platform-standins'
import { listMigrations } from './migrations'

const FORMAT = 1

function pgliteVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
    const manifest = join(dirname(entry), '..', 'package.json')
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

export function templateFile(cacheDir: string, migrationsDir: string): string {
  const hash = createHash('sha256')
  hash.update(`format ${FORMAT}\npglite ${pgliteVersion()}\n${BOOTSTRAP_SQL}\n${PLATFORM_STANDINS_SQL}\n`)
  for (const migration of listMigrations(migrationsDir)) {
    hash.update(`${migration.version}_${migration.name}\n${readFileSync(migration.path, 'utf8')}\n`)
  }
  return join(cacheDir, `template-${hash.digest('hex').slice(0, 16)}.tar.gz`)
}

/** A database loaded from the snapshot, or null when there is none (or it cannot be read). */
export async function openFromTemplate(file: string): Promise<PGlite | null> {
  if (!existsSync(file)) return null
  try {
    return await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]), extensions: { pgcrypto, pg_trgm } })
  } catch {
    return null
  }
}

/** Writes the snapshot atomically (parallel test workers may race) and drops outdated ones. */
export async function saveTemplate(db: PGlite, file: string): Promise<void> {
  const dump = await db.dumpDataDir('gzip')
  const bytes = Buffer.from(await dump.arrayBuffer())
  const dir = dirname(file)
  mkdirSync(dir, { recursive: true })
  const temporary = `${file}.${randomUUID()}.tmp`
  writeFileSync(temporary, bytes)
  renameSync(temporary, file)
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (path !== file && name.startsWith('template-') && name.endsWith('.tar.gz')) rmSync(path, { force: true })
  }
}
