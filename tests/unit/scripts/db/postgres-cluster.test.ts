// How `npm run test:pg` finds PostgreSQL's server binaries, and that it says so when there are none.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findPostgresBinaries } from '../../../../scripts/db/postgres-cluster'

let root: string

function fakeBinaries(dir: string, version: string) {
  mkdirSync(dir, { recursive: true })
  for (const tool of ['initdb', 'pg_ctl']) {
    writeFileSync(join(dir, tool), `#!/bin/sh\necho "${tool} (PostgreSQL) ${version}"\n`)
    chmodSync(join(dir, tool), 0o755)
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pg-binaries-'))
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('findPostgresBinaries', () => {
  it("finds Debian's PostgreSQL 15 for engine 15, never another major", () => {
    fakeBinaries(join(root, 'debian', '16', 'bin'), '16.4')
    fakeBinaries(join(root, 'debian', '15', 'bin'), '15.8')
    const found = findPostgresBinaries('15', { env: { PATH: '' }, debian: join(root, 'debian'), npmDir: join(root, 'none') })
    expect(found).toEqual({ dir: join(root, 'debian', '15', 'bin'), version: 'initdb (PostgreSQL) 15.8' })
    rmSync(join(root, 'debian', '15'), { recursive: true })
    expect(findPostgresBinaries('15', { env: { PATH: '' }, debian: join(root, 'debian'), npmDir: join(root, 'none') })).toBeNull()
  })

  it("takes the npm package's binaries for engine 17 first, then Debian's 17, then the PATH", () => {
    fakeBinaries(join(root, 'npm'), '17.10')
    fakeBinaries(join(root, 'debian', '17', 'bin'), '17.2')
    fakeBinaries(join(root, 'path'), '17.1')
    const debian = join(root, 'debian')
    const env = { PATH: join(root, 'path') }
    expect(findPostgresBinaries('17', { env, debian, npmDir: join(root, 'npm') })).toEqual({ dir: join(root, 'npm'), version: 'initdb (PostgreSQL) 17.10' })
    expect(findPostgresBinaries('17', { env, debian, npmDir: join(root, 'none') })?.dir).toBe(join(debian, '17', 'bin'))
    expect(findPostgresBinaries('17', { env, debian: join(root, 'none'), npmDir: join(root, 'none') })?.dir).toBe(join(root, 'path'))
    // Binaries of 17 are never taken for 15.
    expect(findPostgresBinaries('15', { env, debian, npmDir: join(root, 'npm') })).toBeNull()
  })

  it('takes PG15_BIN_DIR (or PG_BIN_DIR) and PG17_BIN_DIR alone when set, and only when they hold that engine', () => {
    fakeBinaries(join(root, 'chosen15'), '15.9')
    fakeBinaries(join(root, 'chosen17'), '17.6')
    fakeBinaries(join(root, 'debian', '15', 'bin'), '15.8')
    fakeBinaries(join(root, 'npm'), '17.10')
    const debian = join(root, 'debian')
    const npmDir = join(root, 'npm')
    expect(findPostgresBinaries('15', { env: { PG15_BIN_DIR: join(root, 'chosen15') }, debian, npmDir })?.dir).toBe(join(root, 'chosen15'))
    expect(findPostgresBinaries('15', { env: { PG_BIN_DIR: join(root, 'chosen15') }, debian, npmDir })?.dir).toBe(join(root, 'chosen15'))
    expect(findPostgresBinaries('15', { env: { PG15_BIN_DIR: join(root, 'missing') }, debian, npmDir })).toBeNull()
    expect(findPostgresBinaries('17', { env: { PG17_BIN_DIR: join(root, 'chosen17') }, debian, npmDir })?.dir).toBe(join(root, 'chosen17'))
    expect(findPostgresBinaries('17', { env: { PG17_BIN_DIR: join(root, 'chosen15') }, debian, npmDir })).toBeNull()
  })

  it('finds nothing where there are no server binaries (a client-only install has no initdb)', () => {
    mkdirSync(join(root, 'client-only'))
    writeFileSync(join(root, 'client-only', 'psql'), '')
    expect(findPostgresBinaries('15', { env: { PATH: join(root, 'client-only') }, debian: join(root, 'none'), npmDir: join(root, 'none') })).toBeNull()
  })
})
