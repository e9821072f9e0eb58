import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { fixtureRuleIds, warmUpLint } from '../support/lint'

/*
 * A feature's user-facing texts (its errors, toasts, empty and loading states) live in its
 * messages modules: `model/<feature>-messages.ts` for what visitors may see,
 * `model/<feature>-admin-messages.ts` for what only the back office says (the bundle check fails
 * on an admin messages module in a public chunk). ESLint keeps toasts and exported texts there
 * (`no-restricted-syntax`, eslint.config.js); this file shows those rules firing on fixtures and
 * checks the one thing a lint of a single file cannot: one messages module per audience.
 */

const FEATURES = join(process.cwd(), 'src/features')
const MESSAGES_FILE = /^[a-z-]+-messages\.ts$/
const ADMIN_MESSAGES_FILE = /-admin-messages\.ts$/
const TEXTS_RULE = 'no-restricted-syntax'

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return files(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

beforeAll(warmUpLint, 120_000)

describe("a feature's texts", { timeout: 60_000 }, () => {
  it('are in at most one messages module per feature and audience', () => {
    const features = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    const tooMany = features.flatMap(({ name }) => {
      const modules = files(join(FEATURES, name))
        .filter((path) => MESSAGES_FILE.test(path.split('/').at(-1) ?? ''))
        .map((path) => relative(FEATURES, path))
      const admin = modules.filter((path) => ADMIN_MESSAGES_FILE.test(path))
      return admin.length > 1 || modules.length - admin.length > 1 ? [`${name}: ${modules.join(', ')}`] : []
    })
    expect(tooMany).toEqual([])
  })

  it('are what every toast says: npm run lint refuses a toast writing its own text', async () => {
    expect(await fixtureRuleIds('messages/toast-with-its-own-text.tsx', 'src/features/blog/components/probe.tsx')).toEqual([TEXTS_RULE, TEXTS_RULE])
    expect(await fixtureRuleIds('messages/toast-from-messages.tsx', 'src/features/blog/components/probe.tsx')).toEqual([])
  })

  it('are exported only from the messages module: npm run lint refuses them anywhere else', async () => {
    expect(await fixtureRuleIds('messages/texts-exported-outside-messages.ts', 'src/features/blog/api/probe.ts')).toEqual([TEXTS_RULE, TEXTS_RULE])
    expect(await fixtureRuleIds('messages/messages-module.ts', 'src/features/blog/model/blog-messages.ts')).toEqual([])
  })

  it("leave an enumeration's labels beside the enumeration", async () => {
    expect(await fixtureRuleIds('messages/enumeration-labels.ts', 'src/features/blog/model/probe-state.ts')).toEqual([])
  })

  it('have their module in the model folder: npm run lint refuses one anywhere else (the module, and its texts)', async () => {
    expect(await fixtureRuleIds('messages/messages-module.ts', 'src/features/blog/components/blog-messages.ts')).toEqual([TEXTS_RULE, TEXTS_RULE])
  })
})
