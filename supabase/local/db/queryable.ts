import type { PGlite, Transaction } from '@electric-sql/pglite'

/** Either the database or an open transaction: both run queries the same way. */
export type Queryable = PGlite | Transaction
