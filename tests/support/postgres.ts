/**
 * The PostgreSQL side of the test helper: `npm run test:pg` (scripts/db/test-pg.ts) starts a
 * throw-away cluster, builds one bootstrapped and migrated template database in it, and names
 * both in the environment; each suite's stack then runs on its own copy of the template.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'

export const TEST_PG_SERVER_ENV = 'TEST_PG_SERVER_URL'
export const TEST_PG_TEMPLATE_ENV = 'TEST_PG_TEMPLATE'
/** The major version the run asked for (15 or 17): the suites check they got it. */
export const TEST_PG_ENGINE_ENV = 'TEST_PG_ENGINE'

export interface PostgresUnderTest {
  /** A superuser connection string to the cluster's `postgres` database. */
  serverUrl: string
  /** The bootstrapped and migrated database each suite copies. */
  template: string
  /** The major version asked for ('15', '17'). */
  engine: string
}

/** The cluster this run uses, or null when the suites run on PGlite. */
export function postgresUnderTest(): PostgresUnderTest | null {
  const serverUrl = process.env[TEST_PG_SERVER_ENV]
  const template = process.env[TEST_PG_TEMPLATE_ENV]
  return serverUrl && template ? { serverUrl, template, engine: process.env[TEST_PG_ENGINE_ENV] ?? '15' } : null
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${encodeURIComponent(database)}`
  return url.toString()
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export interface ScratchDatabase {
  url: string
  drop(): Promise<void>
}

/**
 * A new database for one suite: a copy of `template` (already bootstrapped and migrated), or an
 * empty one when `template` is null. Copies run one at a time per template in Postgres, and a
 * template being copied by another worker can be briefly busy (55006): that is retried.
 */
export async function createScratchDatabase(serverUrl: string, template: string | null): Promise<ScratchDatabase> {
  const name = `suite_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  await onServer(serverUrl, async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`create database ${quote(name)}${template ? ` template ${quote(template)}` : ''}`)
        return
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  })
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, async (client) => {
      await client.query(`drop database if exists ${quote(name)} with (force)`)
    }),
  }
}
