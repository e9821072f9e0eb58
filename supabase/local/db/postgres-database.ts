import pg from 'pg'
import { SESSION_SEARCH_PATH } from './bootstrap'
import type { Database, Queryable } from './database'

/**
 * Types whose text form the routes expect as they come from PGlite: int8 (counts) as numbers
 * rather than strings. Everything else keeps node-postgres' defaults (dates, json, arrays),
 * which match PGlite's.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format)
  },
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(text: string, params?: unknown[]) {
      // node-postgres always sends parameters as text; Postgres parses them against their types.
      const result = await client.query({ text, values: params, types })
      return { rows: result.rows as T[] }
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which runs a whole script.
      await client.query(sql)
    },
  }
}

/**
 * A real PostgreSQL server (`npm run test:pg`): a small pool, so requests run concurrently as
 * they do behind PostgREST, each transaction on its own connection.
 */
export function postgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 4,
    idleTimeoutMillis: 10_000,
    // Every connection starts with Supabase's search path, like a PGlite session.
    options: `-c search_path=${SESSION_SEARCH_PATH.replace(/\s/g, '')}`,
  })
  // An idle connection that dies (the server stopping) must not crash the process.
  pool.on('error', () => undefined)
  return {
    engine: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(queryable(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
