import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

// The project's own ESLint config, run the way `npm run lint` runs it (fixtures included here).
const root = fileURLToPath(new URL('../..', import.meta.url))
export const eslint = new ESLint({ cwd: root, ignore: false })

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
export async function ruleIds(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => message.ruleId)
}

/**
 * The rule ids ESLint reports for a fixture under tests/lint/fixtures/ as if it were the file at
 * `filePath` (the rules are scoped by where a file lives).
 */
export function fixtureRuleIds(fixture: string, filePath: string): Promise<(string | null)[]> {
  return ruleIds(readFileSync(new URL(`../lint/fixtures/${fixture}`, import.meta.url), 'utf8'), filePath)
}

/** The first lint reads the whole import graph (for the cycle check); later ones reuse it. */
export const warmUpLint = () => ruleIds('export {}', 'src/lib/probe.ts')
