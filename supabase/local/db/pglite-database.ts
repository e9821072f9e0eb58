import type { PGlite, Transaction } from '@electric-sql/pglite'
import { createSerialQueue } from '../serial'
import type { Database, QueryOptions, Queryable } from './database'

/**
 * PGlite would serialise a text value bound to a boolean (or bytea) parameter itself, and throw
 * a plain Error on 'maybe'; passing it through lets Postgres reject it with 22P02.
 */
const passThrough = (value: unknown) => String(value)
const TEXT_PARAMS = { serializers: { 16: passThrough, 17: passThrough } }

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      const result = await target.query<T>(text, params, options?.textParams ? TEXT_PARAMS : undefined)
      return { rows: result.rows }
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/** The embedded engine: one PGlite backend, so transactions run one at a time, in arrival order. */
export function pgliteDatabase(db: PGlite): Database & { pglite: PGlite } {
  const queue = createSerialQueue()
  return {
    engine: 'pglite',
    pglite: db,
    ...queryable(db),
    transaction: (work) => queue.run(() => db.transaction((tx) => work(queryable(tx)))),
    // PGlite is its own only connection: it delivers a notification to its listeners after the
    // commit, between two of the queue's transactions.
    listen: (channel, onNotify) => queue.run(() => db.listen(channel, onNotify)),
    async close() {
      // Requests already queued finish first.
      await queue.run(async () => undefined)
      await db.close()
    },
  }
}
