/**
 * The one database interface the local stack's REST and Auth routes, its migrations and the
 * test helpers use. Two engines implement it: PGlite (embedded, the default: `npm run dev` and
 * `npm test`) and a real PostgreSQL server through `pg` (`npm run test:pg`), so the same
 * routes answer the same requests over either.
 */

export interface QueryOptions {
  /**
   * Send every parameter as text and let Postgres parse it against the type it expects, as
   * PostgREST's untyped parameters are: `'maybe'` bound to a boolean fails with 22P02 in the
   * database rather than in the driver.
   */
  textParams?: boolean
}

export interface QueryResult<T> {
  rows: T[]
}

/** Anything that runs statements: the database itself or one open transaction. */
export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>
  /** A script of any number of statements, without parameters. */
  exec(sql: string): Promise<void>
}

export type DatabaseEngine = 'pglite' | 'postgres'

export interface Database extends Queryable {
  readonly engine: DatabaseEngine
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back
   * when it throws. Never interleaved with another transaction's statements.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Calls `onNotify` with the payload of every `NOTIFY` on `channel` (`pg_notify(channel,
   * payload)`), which Postgres delivers only once the notifying transaction commits. Resolves
   * when listening, with the function that stops it.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  /** Stops every listener too. */
  close(): Promise<void>
}
