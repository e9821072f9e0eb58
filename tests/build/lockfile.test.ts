import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

interface LockedPackage {
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

const lock = JSON.parse(readFileSync(join(process.cwd(), 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>
}

/** Where Node would find `name` from the package at `path`: its own node_modules, then each parent's. */
function resolvesFrom(path: string, name: string): boolean {
  let base = path
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true
    if (!base) return false
    const parent = base.lastIndexOf('/node_modules/')
    base = parent === -1 ? '' : base.slice(0, parent)
  }
}

describe('package-lock.json', () => {
  // npm ci refuses a lock file that lacks an entry for any dependency, even an optional binary
  // for another platform. `npm install` drops such entries when the registry it reaches does not
  // serve that platform's package, and the lock then only installs on the machine that wrote it.
  it('has an entry for every dependency of every locked package, other platforms included', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })
        .filter((name) => !resolvesFrom(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    )
    expect(missing).toEqual([])
  })
})
