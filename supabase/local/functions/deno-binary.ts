/**
 * Where the Deno binary is: DENO_PATH when set, else the one the `deno` npm package installs
 * (a devDependency, so `npm install` brings it; its own resolver copes with a skipped
 * postinstall script).
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

export function findDeno(): string | null {
  const fromEnv = process.env.DENO_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null
  try {
    const install = createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }
    return install.runInstall()
  } catch {
    return null
  }
}
