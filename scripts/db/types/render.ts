/**
 * src/lib/database.types.ts from the introspected schema, in the shape `supabase gen types
 * typescript` writes (Tables with Row, Insert, Update and Relationships; Views; Functions with
 * Args and Returns; Enums; CompositeTypes; the Tables/TablesInsert/... helpers and Constants),
 * so supabase-js and postgrest-js type every query from it.
 *
 * One deliberate difference: a text column whose CHECK limits it to a list
 * (`status text check (status in ('draft', 'published'))`) gets the union of those values
 * instead of `string`, so TypeScript knows every value the database accepts there.
 */
import type { ColumnInfo, FunctionInfo, PgType, RelationInfo, SchemaInfo } from './introspect'

export const DATABASE_TYPES_FILE = 'src/lib/database.types.ts'

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])
const STRING_TYPES = new Set([
  'text', 'varchar', 'bpchar', 'char', 'name', 'citext', 'uuid', 'date', 'time', 'timetz', 'timestamp',
  'timestamptz', 'interval', 'bytea', 'inet', 'cidr', 'macaddr', 'tsvector', 'regclass',
])

function quote(value: string): string {
  return JSON.stringify(value)
}

/** A property name as TypeScript needs it: bare when it is an identifier. */
function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name)
}

function tsType(type: PgType, schema: SchemaInfo): string {
  const base = (() => {
    if (type.kind === 'e') return `Database[${quote(schema.schema)}]["Enums"][${quote(type.name)}]`
    if (type.kind === 'c') {
      if (schema.compositeTypes.some((c) => c.name === type.name)) {
        return `Database[${quote(schema.schema)}]["CompositeTypes"][${quote(type.name)}]`
      }
      const table = schema.relations.find((r) => r.name === type.name)
      if (table) return `Database[${quote(schema.schema)}]["${table.kind === 'view' ? 'Views' : 'Tables'}"][${quote(type.name)}]["Row"]`
      return 'Record<string, unknown>'
    }
    if (type.name === 'bool') return 'boolean'
    if (type.name === 'json' || type.name === 'jsonb') return 'Json'
    if (type.name === 'void') return 'undefined'
    if (type.name === 'record') return 'Record<string, unknown>'
    if (NUMBER_TYPES.has(type.name)) return 'number'
    if (STRING_TYPES.has(type.name)) return 'string'
    return 'unknown'
  })()
  return type.array ? `${base}[]` : base
}

function columnType(column: ColumnInfo, schema: SchemaInfo): string {
  const base = column.checkValues && !column.type.array ? column.checkValues.map(quote).join(' | ') : tsType(column.type, schema)
  return column.nullable ? `${base} | null` : base
}

function lines(indent: number, items: string[]): string {
  const pad = ' '.repeat(indent)
  return items.map((item) => `${pad}${item}`).join('\n')
}

function block(indent: number, header: string, body: string[], empty = '[_ in never]: never'): string {
  const pad = ' '.repeat(indent)
  if (body.length === 0) return `${pad}${header}: {\n${pad}  ${empty}\n${pad}}`
  return `${pad}${header}: {\n${body.join('\n')}\n${pad}}`
}

function relationBody(relation: RelationInfo, schema: SchemaInfo, indent: number): string[] {
  const row = relation.columns.map((c) => `${key(c.name)}: ${columnType(c, schema)}`)
  const insert = relation.columns.map((c) =>
    c.generated ? `${key(c.name)}?: never` : `${key(c.name)}${c.nullable || c.hasDefault ? '?' : ''}: ${columnType(c, schema)}`,
  )
  const update = relation.columns.map((c) => `${key(c.name)}?: ${c.generated ? 'never' : columnType(c, schema)}`)
  const parts = [block(indent, 'Row', [lines(indent + 2, row)])]
  if (relation.kind === 'table' || relation.insertable) parts.push(block(indent, 'Insert', [lines(indent + 2, insert)]))
  if (relation.kind === 'table' || relation.updatable) parts.push(block(indent, 'Update', [lines(indent + 2, update)]))
  const pad = ' '.repeat(indent)
  if (relation.relationships.length === 0) {
    parts.push(`${pad}Relationships: []`)
  } else {
    const entries = relation.relationships.map((r) =>
      [
        `${pad}  {`,
        `${pad}    foreignKeyName: ${quote(r.foreignKeyName)}`,
        `${pad}    columns: [${r.columns.map(quote).join(', ')}]`,
        `${pad}    isOneToOne: ${r.isOneToOne}`,
        `${pad}    referencedRelation: ${quote(r.referencedRelation)}`,
        `${pad}    referencedColumns: [${r.referencedColumns.map(quote).join(', ')}]`,
        `${pad}  },`,
      ].join('\n'),
    )
    parts.push(`${pad}Relationships: [\n${entries.join('\n')}\n${pad}]`)
  }
  return parts
}

function functionReturns(fn: FunctionInfo, schema: SchemaInfo): string {
  if (fn.returnsTable) {
    return `{ ${fn.returnsTable.map((c) => `${key(c.name)}: ${tsType(c.type, schema)}`).join('; ')} }[]`
  }
  const type = tsType(fn.returns, schema)
  return fn.returnsSet ? `${type}[]` : type
}

function argsType(fn: FunctionInfo, schema: SchemaInfo): string {
  if (fn.args.length === 0) return 'Record<PropertyKey, never>'
  return `{ ${fn.args.map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type, schema)}`).join('; ')} }`
}

function functionsBody(schema: SchemaInfo, indent: number): string[] {
  const names = [...new Set(schema.functions.map((fn) => fn.name))]
  const pad = ' '.repeat(indent)
  return names.map((name) => {
    const overloads = schema.functions.filter((fn) => fn.name === name)
    if (overloads.length === 1) {
      const fn = overloads[0]!
      return [
        `${pad}${key(name)}: {`,
        `${pad}  Args: ${argsType(fn, schema)}`,
        `${pad}  Returns: ${functionReturns(fn, schema)}`,
        `${pad}}`,
      ].join('\n')
    }
    const variants = overloads.map((fn) => `${pad}  | { Args: ${argsType(fn, schema)}; Returns: ${functionReturns(fn, schema)} }`)
    return `${pad}${key(name)}:\n${variants.join('\n')}`
  })
}

/** TablesInsert and TablesUpdate: the same helper for a table's Insert or Update type. */
function writableHelper(name: string, part: 'Insert' | 'Update'): string {
  const letter = part[0]
  return `export type ${name}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      ${part}: infer ${letter}
    }
    ? ${letter}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        ${part}: infer ${letter}
      }
      ? ${letter}
      : never
    : never

`
}

/** Enums and CompositeTypes: the same helper for a schema's named types. */
function namedTypeHelper(name: 'Enums' | 'CompositeTypes', options: string, member: string): string {
  return `export type ${name}<
  ${options} extends
    | keyof DefaultSchema["${name}"]
    | { schema: keyof DatabaseWithoutInternals },
  ${member} extends ${options} extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["${name}"]
    : never = never,
> = ${options} extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[${options}["schema"]]["${name}"][${member}]
  : ${options} extends keyof DefaultSchema["${name}"]
    ? DefaultSchema["${name}"][${options}]
    : never

`
}

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

${writableHelper('TablesInsert', 'Insert')}${writableHelper('TablesUpdate', 'Update')}${namedTypeHelper('Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName')}${namedTypeHelper('CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName').trimEnd()}`

/** The whole file, byte for byte what `npm run db:types` writes. */
export function renderDatabaseTypes(schema: SchemaInfo): string {
  const tables = schema.relations.filter((r) => r.kind === 'table')
  const views = schema.relations.filter((r) => r.kind === 'view')
  const relationEntries = (list: RelationInfo[]) =>
    list.map((r) => block(6, key(r.name), relationBody(r, schema, 8)))
  const enumEntries = schema.enums.map((e) => `      ${key(e.name)}: ${e.values.map(quote).join(' | ')}`)
  const compositeEntries = schema.compositeTypes.map((c) =>
    block(6, key(c.name), [lines(8, c.attributes.map((a) => `${key(a.name)}: ${tsType(a.type, schema)} | null`))]),
  )
  const constants = schema.enums.map((e) => `      ${key(e.name)}: [${e.values.map(quote).join(', ')}],`)
  return `/**
 * Generated by \`npm run db:types\` from the schema of a freshly migrated local stack
 * (scripts/db/types). Do not edit: change a migration, then run \`npm run db:types\`.
 */
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  ${key(schema.schema)}: {
${block(4, 'Tables', relationEntries(tables))}
${block(4, 'Views', relationEntries(views))}
${block(4, 'Functions', functionsBody(schema, 6))}
${block(4, 'Enums', enumEntries)}
${block(4, 'CompositeTypes', compositeEntries)}
  }
}

${HELPERS}

export const Constants = {
  ${key(schema.schema)}: {
    Enums: {${constants.length ? `\n${constants.join('\n')}\n    ` : ''}},
  },
} as const
`
}
