import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * docs/architecture.md's "Where each rule lives" takes a reader from a business rule to the
 * files that hold it in one step. A row is only worth that if it is true: each names at least
 * one file, each file exists and contains the symbols named beside it, and a SQL function is
 * named with the migration that holds its current body (the newest that defines it), not an
 * older one a later migration replaced.
 */

const DOCUMENT = 'docs/architecture.md'
const HEADING = '## Where each rule lives'
const MIGRATIONS_DIR = 'supabase/migrations'
const SCHEMA_SNAPSHOT = 'supabase/schema.sql'

interface RuleRow {
  rule: string
  /** Every backticked path in the row, in order. */
  paths: string[]
  /** The backticked symbols written in parentheses right after a path, by that path. */
  symbols: { path: string; symbol: string }[]
}

/** A backticked span is a path when it has a folder and no spaces (`src/lib/slug.ts`). */
const isPath = (span: string) => /^[\w.@-]+(\/[\w.@-]+)+$/.test(span)
const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)

/** The rows of the table under HEADING (header and separator left out). */
function ruleRows(markdown: string): RuleRow[] {
  const start = markdown.indexOf(`\n${HEADING}\n`)
  if (start < 0) return []
  const section = markdown.slice(start + HEADING.length + 2).split(/\n## /)[0]!
  const tableLines = section.split('\n').filter((line) => line.startsWith('|'))
  return tableLines.slice(2).map((line) => {
    const [rule = '', where = ''] = line.split('|').slice(1).map((cell) => cell.trim())
    const symbols = [...where.matchAll(/`([^`]+)`\s*\(([^)]*)\)/g)].flatMap((m) =>
      isPath(m[1]!) ? backticked(m[2]!).map((symbol) => ({ path: m[1]!, symbol })) : [],
    )
    return { rule, paths: backticked(where).filter(isPath), symbols }
  })
}

/** The migration holding the current definition of `schema.name`: the newest that creates it. */
function newestDefinition(qualifiedName: string): string | null {
  const [schema, name] = qualifiedName.split('.') as [string, string]
  const defines = new RegExp(`create\\s+(or\\s+replace\\s+)?function\\s+${schema}\\.${name}\\s*\\(`, 'i')
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).sort().reverse()
  const newest = files.find((file) => defines.test(readFileSync(join(MIGRATIONS_DIR, file), 'utf8')))
  return newest ? `${MIGRATIONS_DIR}/${newest}` : null
}

/** What is wrong with a row, as sentences; empty when the row holds. */
function rowProblems(row: RuleRow): string[] {
  if (row.paths.length === 0) return [`"${row.rule}" names no file`]
  const problems: string[] = []
  for (const path of row.paths) if (!existsSync(path)) problems.push(`"${row.rule}": ${path} does not exist`)
  for (const { path, symbol } of row.symbols) {
    if (!existsSync(path)) continue
    const text = readFileSync(path, 'utf8')
    if (!text.includes(symbol)) problems.push(`"${row.rule}": ${path} has no ${symbol}`)
    const isFunction = path === SCHEMA_SNAPSHOT && text.includes(`\n-- Function ${symbol}(`)
    const migration = isFunction ? newestDefinition(symbol) : null
    if (migration && !row.paths.includes(migration))
      problems.push(`"${row.rule}": ${symbol}'s current body is in ${migration}, which the row does not name`)
  }
  return problems
}

describe(`"Where each rule lives" in ${DOCUMENT}`, () => {
  const rows = ruleRows(readFileSync(DOCUMENT, 'utf8'))

  it('is a table with a row per rule', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20)
  })

  it('names, in every row, files that exist, the symbols they contain, and the migration of each function', () => {
    expect(rows.flatMap(rowProblems)).toEqual([])
  })
})

describe('a rule row', () => {
  const table = (...lines: string[]) => `# Doc\n\n${HEADING}\n\n| Rule | Where |\n|---|---|\n${lines.join('\n')}\n\n## Next\n`

  it('is read with its paths and the symbols written after each', () => {
    const [row] = ruleRows(table('| Slugs | `src/lib/slug.ts` (`isValidSlug`, `slugPart`); `scripts/hosting/host-policy.ts` |'))
    expect(row).toEqual({
      rule: 'Slugs',
      paths: ['src/lib/slug.ts', 'scripts/hosting/host-policy.ts'],
      symbols: [
        { path: 'src/lib/slug.ts', symbol: 'isValidSlug' },
        { path: 'src/lib/slug.ts', symbol: 'slugPart' },
      ],
    })
    expect(rowProblems(row!)).toEqual([])
  })

  it('fails when it names no file, or a file that does not exist', () => {
    const [none, missing] = ruleRows(table('| Slugs | `isValidSlug` in the slug module |', '| Slugs | `src/lib/slugs.ts` (`isValidSlug`) |'))
    expect(rowProblems(none!)).toEqual(['"Slugs" names no file'])
    expect(rowProblems(missing!)).toEqual(['"Slugs": src/lib/slugs.ts does not exist'])
  })

  it('fails when its file does not contain the symbol it names', () => {
    const [row] = ruleRows(table('| Slugs | `src/lib/slug.ts` (`makeSlug`) |'))
    expect(rowProblems(row!)).toEqual(['"Slugs": src/lib/slug.ts has no makeSlug'])
  })

  it('fails when it names a SQL function with a migration a later one replaced', () => {
    const [stale, current] = ruleRows(
      table(
        '| Inquiries | `supabase/schema.sql` (`public.submit_inquiry`) from `supabase/migrations/20261121000500_submit_inquiry.sql` |',
        `| Inquiries | \`supabase/schema.sql\` (\`public.submit_inquiry\`) from \`${newestDefinition('public.submit_inquiry')}\` |`,
      ),
    )
    expect(rowProblems(stale!)).toEqual([
      `"Inquiries": public.submit_inquiry's current body is in ${newestDefinition('public.submit_inquiry')}, which the row does not name`,
    ])
    expect(rowProblems(current!)).toEqual([])
  })
})
