/**
 * The role table of docs/architecture.md ("Security model"), read as data: for every public
 * table, storage bucket and function, what each role may do. tests/database/role-matrix.test.ts
 * asserts every cell against the database, so the document and the policies cannot drift.
 *
 * The grammar (stated above the table in the document):
 * - a table's cell: `S I U D` letters, space-separated, `-` for none; `U(a, b)` limits updates
 *   to those columns;
 * - a function's cell: `x` (may execute) or `-`;
 * - either may depend on the kind of row: `own: S U(status, notes); other: -; unowned: -`.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

export const ROLES = ['anon', 'sales', 'editor', 'admin', 'deactivated'] as const
export type Role = (typeof ROLES)[number]

export const TABLE_OPS = ['select', 'insert', 'update', 'delete'] as const
export type TableOp = (typeof TABLE_OPS)[number]

const LETTERS: Record<string, TableOp> = { S: 'select', I: 'insert', U: 'update', D: 'delete' }

/** What one role may do to one kind of row of a table. */
export interface TableGrant {
  ops: ReadonlySet<TableOp>
  /** Columns an update may change; null when any (or when updates are refused). */
  updateColumns: readonly string[] | null
}

/** A value that holds for every kind of row, or one value per kind (`own: ...; other: ...`). */
export type Scoped<T> = { kind: 'all'; value: T } | { kind: 'per-row'; values: ReadonlyMap<string, T> }

export type RoleTableEntry =
  | { subject: 'table'; name: string; cells: Record<Role, Scoped<TableGrant>> }
  | { subject: 'bucket'; name: string; cells: Record<Role, Scoped<TableGrant>> }
  | { subject: 'function'; name: string; cells: Record<Role, Scoped<boolean>> }

const HEADER = ['table or function', ...ROLES, 'rule']

export function parseTableGrant(text: string): TableGrant {
  const value = text.trim()
  if (value === '-') return { ops: new Set(), updateColumns: null }
  const ops = new Set<TableOp>()
  let updateColumns: string[] | null = null
  // Letters, space-separated, one of them possibly `U(col, col)`.
  const token = /\s*([A-Z])(?:\(([^)]*)\))?(?=\s|$)/y
  while (token.lastIndex < value.length) {
    const start = token.lastIndex
    const match = token.exec(value)
    if (!match) throw new Error(`Not a table cell: "${text}" (at "${value.slice(start)}")`)
    const op = LETTERS[match[1]!]
    if (!op) throw new Error(`Unknown operation "${match[1]}" in "${text}"`)
    if (ops.has(op)) throw new Error(`"${match[1]}" twice in "${text}"`)
    ops.add(op)
    if (match[2] !== undefined) {
      if (op !== 'update') throw new Error(`Only U takes columns, in "${text}"`)
      updateColumns = match[2].split(',').map((column) => column.trim()).filter(Boolean)
      if (updateColumns.length === 0) throw new Error(`U() names no column in "${text}"`)
    }
  }
  if (ops.size === 0) throw new Error(`Not a table cell: "${text}"`)
  return { ops, updateColumns }
}

export function parseExecute(text: string): boolean {
  const value = text.trim()
  if (value === 'x') return true
  if (value === '-') return false
  throw new Error(`Not a function cell (x or -): "${text}"`)
}

export function parseScoped<T>(text: string, parse: (value: string) => T): Scoped<T> {
  if (!text.includes(':')) return { kind: 'all', value: parse(text) }
  const values = new Map<string, T>()
  for (const part of text.split(';')) {
    const match = /^\s*([a-z_]+)\s*:\s*(.+?)\s*$/.exec(part)
    if (!match) throw new Error(`Not a "kind: value" part: "${part}" in "${text}"`)
    if (values.has(match[1]!)) throw new Error(`"${match[1]}" twice in "${text}"`)
    values.set(match[1]!, parse(match[2]!))
  }
  return { kind: 'per-row', values }
}

/** The value of a cell for one kind of row (a cell without kinds holds for every kind). */
export function forRow<T>(cell: Scoped<T>, row: string | null): T {
  if (cell.kind === 'all') return cell.value
  if (row === null) throw new Error(`The cell names kinds of row (${[...cell.values.keys()].join(', ')}); a kind is needed`)
  const value = cell.values.get(row)
  if (value === undefined) throw new Error(`The cell says nothing of "${row}" rows (it names ${[...cell.values.keys()].join(', ')})`)
  return value
}

/** The kinds of row a cell names, or null. */
export function rowKinds(cell: Scoped<unknown>): string[] | null {
  return cell.kind === 'all' ? null : [...cell.values.keys()]
}

const splitRow = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim())

/** Reads the role table out of the architecture document's markdown. */
export function parseRoleTable(markdown: string): RoleTableEntry[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Security model\n'))
  if (!section) throw new Error('docs/architecture.md has no "Security model" section')
  const lines = section.split('\n')
  const headerAt = lines.findIndex((line) => line.startsWith('|') && splitRow(line).join('|') === HEADER.join('|'))
  if (headerAt < 0) throw new Error(`The Security model has no table headed ${HEADER.join(' | ')}`)
  const entries: RoleTableEntry[] = []
  const seen = new Set<string>()
  for (const line of lines.slice(headerAt + 2)) {
    if (!line.startsWith('|')) break
    const cells = splitRow(line)
    if (cells.length !== HEADER.length) throw new Error(`A row of ${cells.length} cells, not ${HEADER.length}: ${line}`)
    const match = /^`([^`]+)`$/.exec(cells[0]!)
    if (!match) throw new Error(`The first cell names one table or function in backticks: ${line}`)
    const id = match[1]!
    if (seen.has(id)) throw new Error(`${id} has two rows`)
    seen.add(id)
    const byRole = <T>(parse: (value: string) => T) =>
      Object.fromEntries(ROLES.map((role, index) => [role, parseScoped(cells[index + 1]!, parse)])) as Record<Role, Scoped<T>>
    try {
      if (id.startsWith('rpc/')) entries.push({ subject: 'function', name: id.slice(4), cells: byRole(parseExecute) })
      else if (id.startsWith('storage/')) entries.push({ subject: 'bucket', name: id.slice(8), cells: byRole(parseTableGrant) })
      else entries.push({ subject: 'table', name: id, cells: byRole(parseTableGrant) })
    } catch (error) {
      throw new Error(`${id}: ${(error as Error).message}`, { cause: error })
    }
  }
  return entries
}

export function readRoleTable(path = resolve(__dirname, '../../docs/architecture.md')): RoleTableEntry[] {
  return parseRoleTable(readFileSync(path, 'utf8'))
}
