import type { Transaction } from '@electric-sql/pglite'
import { PgrstError } from '../errors'
import type { BuiltQuery, StatementRow } from './sql'

/**
 * Request values arrive as text. PGlite would parse a text value bound to a boolean parameter
 * itself (and throw a plain Error on 'maybe'); passing it through lets Postgres reject it with
 * 22P02, as PostgREST's untyped parameters do.
 */
const passThrough = (value: unknown) => String(value)
const QUERY_OPTIONS = { serializers: { 16: passThrough, 17: passThrough } }

/** Runs a statement built by sql.ts and returns its single result row. */
export async function runStatement(tx: Transaction, query: BuiltQuery): Promise<StatementRow> {
  const result = await tx.query<StatementRow>(query.text, query.values, QUERY_OPTIONS)
  const row = result.rows[0]
  if (!row) throw new PgrstError(500, 'XX000', 'The statement returned no result row')
  return {
    total_result_set: row.total_result_set === null ? null : Number(row.total_result_set),
    page_total: Number(row.page_total),
    body: row.body,
    inserted: row.inserted === null ? null : Number(row.inserted),
  }
}
