import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * A feature's user-facing texts (its errors, toasts, empty and loading states) live in its
 * messages modules, which its services, components and tests import: `model/<feature>-messages.ts`
 * for what visitors may see, and `model/<feature>-admin-messages.ts` for what only the back
 * office says. A module lands in one chunk with every export anyone uses, so the split keeps the
 * back office's texts out of visitors' chunks (the bundle check fails on an admin messages module
 * in a public chunk). Labels of an enumeration (a `Record` keyed by its values: a status, a
 * screening reason) stay beside the enumeration instead.
 */

const FEATURES = join(process.cwd(), 'src/features')
const MESSAGES_FILE = /^[a-z-]+-messages\.ts$/
const ADMIN_MESSAGES_FILE = /-admin-messages\.ts$/
/** A toast whose text is written where it is raised instead of coming from the messages module. */
const LITERAL_TOAST = /\btoast(?:\.\w+)?\(\s*['"`]/g
/** An exported table or sentence of texts, by the names the code gives them (not a typed Record). */
const TEXT_EXPORT = /^export const ([A-Z][A-Z0-9_]*_(?:MESSAGES?|TEXTS?)) =/gm

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return files(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe("a feature's texts", () => {
  it('are in at most one messages module per feature and audience, in its model folder', () => {
    const misplaced = features.flatMap((feature) => {
      const modules = files(join(FEATURES, feature)).filter((path) => MESSAGES_FILE.test(path.split('/').at(-1) ?? ''))
      const paths = modules.map((path) => relative(FEATURES, path))
      const outsideModel = paths.filter((path) => !path.startsWith(`${feature}/model/`))
      const admin = paths.filter((path) => ADMIN_MESSAGES_FILE.test(path))
      const tooMany = admin.length > 1 || paths.length - admin.length > 1 ? [`${feature}: ${paths.join(', ')}`] : []
      return [...tooMany, ...outsideModel]
    })
    expect(misplaced).toEqual([])
  })

  it('are exported only from that module', () => {
    const strays = files(FEATURES)
      .filter((path) => !MESSAGES_FILE.test(path.split('/').at(-1) ?? ''))
      .flatMap((path) => [...readFileSync(path, 'utf8').matchAll(TEXT_EXPORT)].map((match) => `${relative(FEATURES, path)}: ${match[1]}`))
    expect(strays).toEqual([])
  })

  it('are what every toast says: no toast writes its own text', () => {
    const strays = files(FEATURES)
      .filter((path) => !MESSAGES_FILE.test(path.split('/').at(-1) ?? ''))
      .flatMap((path) => {
        const text = readFileSync(path, 'utf8')
        return [...text.matchAll(LITERAL_TOAST)].map((match) => `${relative(FEATURES, path)}:${text.slice(0, match.index).split('\n').length}`)
      })
    expect(strays).toEqual([])
  })
})
