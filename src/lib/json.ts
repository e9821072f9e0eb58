import type { Json } from './database.types'

/** Narrowing helpers for jsonb columns: the database guarantees the outer shape only. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
}

export function asStringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.map(asString).filter((v): v is string => v !== undefined) : []
}

/** Blank text from the database (or a form) means "not given". */
export function optionalText(value: string | null | undefined): string | undefined {
  return value != null && value.trim() !== '' ? value : undefined
}

export function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value ?? null)) as Json
}
