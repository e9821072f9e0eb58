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

/** How long a listener waits before it connects again after losing its connection. */
const RECONNECT_MS = 1000

/**
 * LISTEN needs a session of its own: a pooled connection goes back to the pool and its
 * LISTEN with it. One dedicated client per channel, connected again if the server drops it
 * (notifications sent meanwhile are lost, as they are for any listener; callers that must
 * not miss work also poll, as the stack's cron job does).
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false
  let client: pg.Client | null = null
  let retry: ReturnType<typeof setTimeout> | null = null

  const scheduleRetry = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = null
      connect().catch(scheduleRetry)
    }, RECONNECT_MS)
    retry.unref()
  }

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '')
    })
    const lost = () => {
      if (client !== next) return
      client = null
      scheduleRetry()
    }
    next.on('error', lost)
    next.on('end', lost)
    try {
      await next.connect()
      await next.query(`listen ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      await next.end().catch(() => undefined)
      throw error
    }
    if (stopped) {
      await next.end().catch(() => undefined)
      return
    }
    client = next
  }

  await connect()
  return async () => {
    stopped = true
    if (retry) clearTimeout(retry)
    const last = client
    client = null
    await last?.end().catch(() => undefined)
  }
}

/**
 * A real PostgreSQL server (`npm run test:pg`): a small pool, so requests run concurrently as
 * they do behind PostgREST, each transaction on its own connection.
 */
export function postgresDatabase(connectionString: string): Database {
  const listeners = new Set<() => Promise<void>>()
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
    async listen(channel, onNotify) {
      const stop = await listenOn(connectionString, channel, onNotify)
      const unlisten = async () => {
        listeners.delete(unlisten)
        await stop()
      }
      listeners.add(unlisten)
      return unlisten
    },
    async close() {
      await Promise.all([...listeners].map((unlisten) => unlisten()))
      await pool.end()
    },
  }
}
