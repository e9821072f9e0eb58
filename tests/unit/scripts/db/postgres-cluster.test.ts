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
  it("prefers Debian's PostgreSQL 15, the version hosted Supabase runs", () => {
    fakeBinaries(join(root, 'debian', '16', 'bin'), '16.4')
    fakeBinaries(join(root, 'debian', '15', 'bin'), '15.8')
    const found = findPostgresBinaries({ env: { PATH: '' }, debian: join(root, 'debian') })
    expect(found).toEqual({ dir: join(root, 'debian', '15', 'bin'), version: 'initdb (PostgreSQL) 15.8' })
  })

  it('takes PG_BIN_DIR alone when set, else any Debian version, then the PATH', () => {
    fakeBinaries(join(root, 'chosen'), '15.9')
    fakeBinaries(join(root, 'debian', '16', 'bin'), '16.4')
    fakeBinaries(join(root, 'path'), '14.1')
    const debian = join(root, 'debian')
    expect(findPostgresBinaries({ env: { PG_BIN_DIR: join(root, 'chosen'), PATH: join(root, 'path') }, debian })?.dir)
      .toBe(join(root, 'chosen'))
    expect(findPostgresBinaries({ env: { PG_BIN_DIR: join(root, 'missing'), PATH: join(root, 'path') }, debian })).toBeNull()
    expect(findPostgresBinaries({ env: { PATH: join(root, 'path') }, debian })?.dir).toBe(join(debian, '16', 'bin'))
    expect(findPostgresBinaries({ env: { PATH: join(root, 'path') }, debian: join(root, 'none') })?.dir).toBe(join(root, 'path'))
  })

  it('finds nothing where there are no server binaries (a client-only install has no initdb)', () => {
    mkdirSync(join(root, 'client-only'))
    writeFileSync(join(root, 'client-only', 'psql'), '')
    expect(findPostgresBinaries({ env: { PATH: join(root, 'client-only') }, debian: join(root, 'none') })).toBeNull()
  })
})
