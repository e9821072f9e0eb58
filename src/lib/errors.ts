import type { PostgrestError } from '@supabase/postgrest-js'

/**
 * What a service throws: a message meant for the person using the screen, plus the
 * database's code (PostgREST passes the SQLSTATE through) for callers that branch on it.
 */
export class ServiceError extends Error {
  readonly code: string | undefined

  constructor(message: string, options: { code?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'ServiceError'
    this.code = options.code
  }
}

/** The message of a failed write: the service's own (it is meant for the user), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ServiceError && error.message ? error.message : fallback
}

/** PostgREST's error shape as supabase-js and postgrest-js return it. */
export type DataError = Pick<PostgrestError, 'code' | 'message'> & Partial<Pick<PostgrestError, 'details' | 'hint'>>

/** SQLSTATEs the app branches on. */
export const PG = {
  insufficientPrivilege: '42501',
  uniqueViolation: '23505',
  checkViolation: '23514',
  invalidTextRepresentation: '22P02',
  /** PostgREST: .single() found no row (or more than one). */
  notExactlyOneRow: 'PGRST116',
} as const

/** A well-formed uuid; anything else must never reach a uuid column (22P02). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}
