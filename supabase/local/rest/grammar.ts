/**
 * The parts of PostgREST's URL grammar that supabase-js produces: fields with JSON paths,
 * `select=`, filters (`eq.`, `not.in.(...)`, `like(any).{...}`, `fts(english).x`), logic trees
 * (`or=(a.eq.1,and(b.gt.2,c.is.null))`) and `order=`. Parsing only builds this tree;
 * identifiers are checked against the catalog and values bound as parameters later (sql.ts).
 */
import { parseError, PgrstError } from '../errors'

export interface JsonStep {
  arrow: '->' | '->>'
  key: string
}

export interface Field {
  name: string
  path: JsonStep[]
}

export interface SelectItem {
  /** null means `*`. */
  field: Field | null
  alias?: string
  cast?: string
}

export const SIMPLE_OPERATORS = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'LIKE', ilike: 'ILIKE',
  match: '~', imatch: '~*', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-',
} as const
export type SimpleOperator = keyof typeof SIMPLE_OPERATORS

export const FTS_OPERATORS = {
  fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery',
} as const
export type FtsOperator = keyof typeof FTS_OPERATORS

export type FilterExpr =
  | { kind: 'simple'; op: SimpleOperator; value: string; quantifier?: 'any' | 'all' }
  | { kind: 'is'; value: 'NULL' | 'NOT NULL' | 'TRUE' | 'FALSE' | 'UNKNOWN' }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'fts'; op: FtsOperator; value: string; language?: string }

export interface Filter {
  type: 'filter'
  field: Field
  negate: boolean
  expr: FilterExpr
}

export interface LogicTree {
  type: 'logic'
  op: 'and' | 'or'
  negate: boolean
  children: Condition[]
}

export type Condition = Filter | LogicTree

export interface OrderTerm {
  field: Field
  direction?: 'ASC' | 'DESC'
  nulls?: 'NULLS FIRST' | 'NULLS LAST'
}

/** Splits on `separator` outside double quotes and parentheses/braces. */
export function splitTopLevel(input: string, separator = ','): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!
    if (quoted) {
      current += char
      if (char === '\\' && i + 1 < input.length) current += input[++i]!
      else if (char === '"') quoted = false
      continue
    }
    if (char === '"') quoted = true
    else if (char === '(' || char === '{') depth++
    else if (char === ')' || char === '}') {
      if (--depth < 0) throw parseError(`failed to parse "${input}"`, 'Unbalanced parentheses')
    }
    if (char === separator && depth === 0) {
      parts.push(current)
      current = ''
      continue
    }
    current += char
  }
  if (quoted || depth !== 0) throw parseError(`failed to parse "${input}"`, 'Unbalanced quotes or parentheses')
  parts.push(current)
  return parts
}

/** `"a \"b\""` -> `a "b"`; anything not wrapped in double quotes is returned as is. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return value
}

export function parseField(raw: string): Field {
  const text = raw.trim()
  const first = text.indexOf('->')
  // Any name is accepted here; sql.ts only lets through names the catalog knows.
  const name = unquote(first === -1 ? text : text.slice(0, first))
  if (!name) throw parseError(`failed to parse field "${raw}"`)
  const path: JsonStep[] = []
  let rest = first === -1 ? '' : text.slice(first)
  while (rest) {
    const match = /^(->>|->)((?:"[^"]*")|[^-]+|-\d+)/.exec(rest)
    if (!match) throw parseError(`failed to parse JSON path "${raw}"`)
    path.push({ arrow: match[1] as JsonStep['arrow'], key: unquote(match[2]!) })
    rest = rest.slice(match[0].length)
  }
  return { name, path }
}

/** The name PostgREST gives a selected field without an alias: the column, or the last JSON key. */
export function defaultOutputName(field: Field): string {
  const last = field.path[field.path.length - 1]
  return last ? last.key : field.name
}

const CAST = /^[A-Za-z_][A-Za-z0-9_]*$/

export function parseSelect(raw: string): SelectItem[] {
  const items: SelectItem[] = []
  for (const part of splitTopLevel(raw)) {
    let text = part.trim()
    if (!text) continue
    if (text.includes('(') || text.startsWith('...')) {
      if (/\(\s*\)$/.test(text) || /\.(count|sum|avg|min|max)\(/.test(text)) {
        throw new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
      }
      throw parseError(
        `failed to parse select parameter (${raw})`,
        'Embedding related tables is not supported by the local stack; select columns of one table',
      )
    }
    let cast: string | undefined
    const castAt = text.lastIndexOf('::')
    if (castAt !== -1) {
      cast = text.slice(castAt + 2)
      if (!CAST.test(cast)) throw parseError(`failed to parse select parameter (${raw})`, `Invalid cast "${cast}"`)
      text = text.slice(0, castAt)
    }
    let alias: string | undefined
    const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^:"]+):(.+)$/.exec(text)
    if (aliasMatch) {
      alias = unquote(aliasMatch[1]!)
      text = aliasMatch[2]!
    }
    if (text === '*') {
      if (alias || cast) throw parseError(`failed to parse select parameter (${raw})`)
      items.push({ field: null })
      continue
    }
    items.push({ field: parseField(text), alias, cast })
  }
  return items.length ? items : [{ field: null }]
}

const IS_VALUES: Record<string, Extract<FilterExpr, { kind: 'is' }>['value']> = {
  null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN',
}

/** `a,b,"c,d"` inside `in.(...)` -> ['a', 'b', 'c,d']. */
function parseList(inner: string): string[] {
  if (inner.trim() === '') return []
  return splitTopLevel(inner).map((item) => unquote(item.trim()))
}

/**
 * Parses `[not.]op[(modifier)].value`. Values inside logic trees may be double-quoted (so they
 * can hold commas and parentheses); top-level values are taken verbatim, as PostgREST does.
 */
export function parseFilterExpr(raw: string, insideLogicTree: boolean): { negate: boolean; expr: FilterExpr } {
  let text = raw
  let negate = false
  if (text.startsWith('not.')) {
    negate = true
    text = text.slice(4)
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(text)
  if (!match) throw parseError(`failed to parse filter (${raw})`, 'Expected an operator such as eq., in. or is.')
  const [, op, modifier, rawValue] = match as unknown as [string, string, string | undefined, string]
  const value = insideLogicTree ? unquote(rawValue) : rawValue
  if (op in SIMPLE_OPERATORS) {
    let quantifier: 'any' | 'all' | undefined
    if (modifier !== undefined) {
      if (modifier !== 'any' && modifier !== 'all') throw parseError(`failed to parse filter (${raw})`)
      quantifier = modifier
    }
    return { negate, expr: { kind: 'simple', op: op as SimpleOperator, value, quantifier } }
  }
  if (op in FTS_OPERATORS) {
    return { negate, expr: { kind: 'fts', op: op as FtsOperator, value, language: modifier || undefined } }
  }
  if (modifier !== undefined) throw parseError(`failed to parse filter (${raw})`)
  switch (op) {
    case 'is': {
      const isValue = IS_VALUES[value.toLowerCase()]
      if (!isValue) throw parseError(`failed to parse filter (${raw})`, 'is. accepts null, not_null, true, false or unknown')
      return { negate, expr: { kind: 'is', value: isValue } }
    }
    case 'isdistinct':
      return { negate, expr: { kind: 'isdistinct', value } }
    case 'in': {
      const list = /^\(([\s\S]*)\)$/.exec(rawValue)
      if (!list) throw parseError(`failed to parse filter (${raw})`, 'in. expects a list in parentheses')
      return { negate, expr: { kind: 'in', values: parseList(list[1]!) } }
    }
  }
  throw parseError(`failed to parse filter (${raw})`, `Unknown operator "${op}"`)
}

/** One item of a logic tree: `field.op.value` or a nested `[not.]and(...)` / `[not.]or(...)`. */
function parseLogicItem(item: string): Condition {
  const nested = /^(not\.)?(and|or)\(([\s\S]*)\)$/.exec(item)
  if (nested) {
    return {
      type: 'logic',
      negate: Boolean(nested[1]),
      op: nested[2] as 'and' | 'or',
      children: splitTopLevel(nested[3]!).map((child) => parseLogicItem(child.trim())),
    }
  }
  const dot = item.indexOf('.')
  if (dot <= 0) throw parseError(`failed to parse logic tree (${item})`)
  const { negate, expr } = parseFilterExpr(item.slice(dot + 1), true)
  return { type: 'filter', field: parseField(item.slice(0, dot)), negate, expr }
}

/** `or=(...)`, `and=(...)`, `not.or=(...)` as query parameters. */
export function parseLogicParam(key: string, value: string): LogicTree {
  const negate = key.startsWith('not.')
  const op = (negate ? key.slice(4) : key) as 'and' | 'or'
  const inner = /^\(([\s\S]*)\)$/.exec(value)
  if (!inner) throw parseError(`failed to parse logic tree (${value})`, 'Expected a list in parentheses')
  return { type: 'logic', negate, op, children: splitTopLevel(inner[1]!).map((item) => parseLogicItem(item.trim())) }
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw)
    .filter((term) => term.trim())
    .map((term) => {
      const [fieldText, ...modifiers] = term.trim().split('.')
      const order: OrderTerm = { field: parseField(fieldText!) }
      for (const modifier of modifiers) {
        if (modifier === 'asc' || modifier === 'desc') order.direction = modifier === 'asc' ? 'ASC' : 'DESC'
        else if (modifier === 'nullsfirst') order.nulls = 'NULLS FIRST'
        else if (modifier === 'nullslast') order.nulls = 'NULLS LAST'
        else throw parseError(`failed to parse order (${raw})`, `Unexpected "${modifier}"`)
      }
      return order
    })
}

/** `"a","b"` (the `columns=` parameter supabase-js adds to inserts) -> ['a', 'b']. */
export function parseColumnList(raw: string): string[] {
  return splitTopLevel(raw)
    .map((item) => unquote(item.trim()))
    .filter(Boolean)
}
