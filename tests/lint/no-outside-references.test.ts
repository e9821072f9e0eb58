import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The repository explains itself: a comment states the rule it implements instead of citing a
 * document the reader does not have (a specification, an architecture file one folder up).
 */

const SCANNED = ['src', 'supabase', 'scripts']
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.local', '.temp'])
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|sql|md|toml|css|json|html|sh)$/

/** What a citation of an outside document looks like. */
const CITATIONS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  // "Spec, section 4", "(spec)", "the spec's ...", but not a file name like `x.spec.ts`.
  { name: 'the spec', pattern: /(?<![.\w/@-])spec(?![.\w/-])/i },
  { name: 'a numbered section', pattern: /\b(admin|public[- ]site)\s+sections?\s+\d/i },
  { name: 'ARCHITECTURE.md', pattern: /\bARCHITECTURE(\.md\b|,)/ },
  { name: 'the shared folder', pattern: /\.\.\/shared\b|\bshared\/spec\b/ },
]

/**
 * Migrations are append-only: a file that may already be applied is never edited, not even a
 * comment. These two predate the rule; any new migration is checked like the rest.
 */
const APPEND_ONLY_EXCEPTIONS = new Set([
  'supabase/migrations/20261121000300_blogs.sql',
  'supabase/migrations/20261121000700_resolve_salesperson_link.sql',
])

function textFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : textFiles(path)
    return TEXT_FILE.test(entry.name) ? [path] : []
  })
}

/** Every `file:line  text` that cites an outside document. */
function outsideReferences(text: string, file: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const found = CITATIONS.find(({ pattern }) => pattern.test(line))
    return found ? [`${file}:${index + 1}  (${found.name})  ${line.trim()}`] : []
  })
}

describe('references to documents outside the repository', () => {
  it('recognises a citation, and leaves file names and ordinary words alone', () => {
    const cited = [
      '/** Spec, section 9: at most 3 related posts. */',
      '// The URL name is normalised on every save (spec).',
      "  // Not in the spec's sidebar: the media library.",
      ' * Rules of the blog form (admin sections 2, 3 and 5).',
      ' * zod would cost 12 KB (ARCHITECTURE, Budgets).',
      'The architecture is in ARCHITECTURE.md, one folder up.',
      'See ../shared/spec/admin.md.',
    ]
    const plain = [
      "// Typing needs a real browser's selection: e2e/admin-content-editing.spec.ts.",
      "import { type StandardSchemaV1 } from '@standard-schema/spec'",
      '/** `v1,<signature>`, as the Standard Webhooks specification defines it. */',
      "  features: ['Multi-tenant Architecture', 'Subscription Billing'],",
      '/** Home sections the header links scroll to, in page order. */',
      'const inspector = specialOffer(spectrum)',
    ]
    for (const line of cited) expect(outsideReferences(line, 'x.ts'), line).toHaveLength(1)
    expect(plain.flatMap((line) => outsideReferences(line, 'x.ts'))).toEqual([])
  })

  it(`finds none in ${SCANNED.join(', ')}`, () => {
    const found = SCANNED.flatMap(textFiles)
      .map((path) => relative('.', path).split('\\').join('/'))
      .filter((file) => !APPEND_ONLY_EXCEPTIONS.has(file))
      .flatMap((file) => outsideReferences(readFileSync(file, 'utf8'), file))
    expect(found, 'Say the rule itself instead of citing a document the reader does not have').toEqual([])
  })

  it('lets the README link only to files in the repository', () => {
    const readmes = ['README.md', 'supabase/local/README.md']
    const broken = readmes.flatMap((readme) => {
      const text = readFileSync(readme, 'utf8')
      const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!)
      return targets
        .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
        .map((target) => ({ readme, target, path: resolve(dirname(readme), target.split('#')[0]!) }))
        .filter(({ path }) => !path.startsWith(resolve('.') + '/') || !existsSync(path))
        .map(({ readme, target }) => `${readme}: ${target}`)
    })
    expect(broken).toEqual([])
    expect(readmes.flatMap((readme) => outsideReferences(readFileSync(readme, 'utf8'), readme))).toEqual([])
  })
})
