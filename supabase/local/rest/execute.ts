import type { Queryable } from '../db/database'
import { PgrstError } from '../errors'
import type { BuiltQuery, StatementRow } from './sql'

/**
 * Runs a statement built by sql.ts and returns its single result row. Request values arrive as
 * text and go to Postgres as text, which parses them (22P02 for 'maybe' as a boolean), as
 * PostgREST's untyped parameters do.
 */
export async function runStatement(tx: Queryable, query: BuiltQuery): Promise<StatementRow> {
  const result = await tx.query<StatementRow>(query.text, query.values, { textParams: true })
  const row = result.rows[0]
  if (!row) throw new PgrstError(500, 'XX000', 'The statement returned no result row')
  return {
    total_result_set: row.total_result_set === null ? null : Number(row.total_result_set),
    page_total: Number(row.page_total),
    body: row.body,
    inserted: row.inserted === null ? null : Number(row.inserted),
  }
}
