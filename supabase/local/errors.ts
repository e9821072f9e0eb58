/**
 * Errors in PostgREST's shape: `{ code, message, details, hint }` with PostgREST's HTTP status,
 * so supabase-js hands the app exactly the error objects it gets from hosted Supabase.
 */

export class PgrstError extends Error {
  readonly status: number
  readonly code: string
  readonly details: string | null
  readonly hint: string | null
  readonly headers: Record<string, string>

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message)
    this.status = status
    this.code = code
    this.details = details
    this.hint = hint
    this.headers = headers
  }

  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

/** A request PostgREST cannot parse (PGRST100). */
export function parseError(message: string, details: string | null = null): PgrstError {
  return new PgrstError(400, 'PGRST100', message, details)
}

export function tableNotFound(table: string): PgrstError {
  return new PgrstError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
}

/** Postgres' own error for an unknown column, as PostgREST passes it through (42703, 400). */
export function columnNotFound(table: string, column: string): PgrstError {
  return new PgrstError(400, '42703', `column ${table}.${column} does not exist`)
}

/** An unknown key in a write payload or `columns=` (PGRST204). */
export function payloadColumnNotFound(table: string, column: string): PgrstError {
  return new PgrstError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`)
}

export function singularityError(rows: number): PgrstError {
  // supabase-js and hosted Supabase (PostgREST 12/13) use this message for PGRST116.
  return new PgrstError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`)
}

export function invalidBody(message: string): PgrstError {
  return new PgrstError(400, 'PGRST102', message)
}

/** What PGlite throws for a server error: the fields of Postgres' ErrorResponse. */
interface DatabaseErrorLike {
  code: string
  message: string
  detail?: string
  hint?: string
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return (
    typeof error === 'object' && error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}

/** PostgREST's mapping of SQLSTATE to HTTP status (PostgREST.Error.mapSQLtoHTTP). */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409
    case '25006':
      return 405
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400
    case '53400':
      return 500
    case '57P01':
      return 503
    case 'P0001':
      return 400
    case '42883':
      return 404
    case '42P01':
      return 404
    case '42P17':
      return 500
    case '42501':
      return authed ? 403 : 401
  }
  const prefix = code.slice(0, 2)
  switch (prefix) {
    case '08': return 503
    case '09': return 500
    case '0L': return 403
    case '0P': return 403
    case '25': return 500
    case '28': return 403
    case '2D': return 500
    case '38': return 500
    case '39': return 500
    case '3B': return 500
    case '40': return 500
    case '53': return 503
    case '54': return 500
    case '55': return 500
    case '57': return 500
    case '58': return 500
    case 'F0': return 500
    case 'HV': return 500
    case 'P0': return 500
    case 'XX': return 500
  }
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  return 400
}

/**
 * Turns whatever the database threw into PostgREST's error. `authed` is PostgREST's notion:
 * the request's role is not the anonymous role (so 42501 is 403 rather than 401).
 */
export function fromDatabaseError(error: unknown, authed: boolean): PgrstError {
  if (error instanceof PgrstError) return error
  if (isDatabaseError(error) && /^[0-9A-Z]{5}$/.test(error.code)) {
    const status = statusForSqlState(error.code, error.message, authed)
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
    return new PgrstError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers)
  }
  const message = error instanceof Error ? error.message : String(error)
  return new PgrstError(500, 'XX000', message)
}
