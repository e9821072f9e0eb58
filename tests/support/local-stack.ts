/**
 * Starts the embedded local Supabase (supabase/local) inside a vitest worker: a fresh in-memory
 * database with every migration applied, on a free port, and real supabase-js clients for it.
 *
 *   let stack: TestStack
 *   beforeAll(async () => { stack = await startTestStack() })
 *   afterAll(() => stack.stop())
 *
 *   const admin = await stack.adminClient()
 *   const { data, error } = await stack.anonClient().from('portfolios').select()
 *
 * One stack per test file keeps suites fast (a cold start takes a few seconds); tests inside a
 * file share it, so give rows unique slugs or emails (see `uniqueSuffix`).
 *
 * Under `npm run test:pg` the same stack runs over a real PostgreSQL 15 database instead of
 * PGlite (a copy of a migrated template, see postgres.ts), so the same suites, through the same
 * HTTP routes and supabase-js clients, prove the schema on the engine hosted Supabase runs.
 */
import { randomUUID } from 'node:crypto'
// accounts: each stack's mail folder
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js'
import ws from 'ws'
import type { TokenRateLimit } from '../../supabase/local/auth/rate-limit'
import type { Database } from '../../supabase/local/db/database'
import { createAdminUser, createAuthUser, createMemberUser } from '../../supabase/local/db/users'
import type { TeamRole } from '../../supabase/local/db/users'
import { createLocalStack } from '../../supabase/local/server'
import type { LocalFunctionsOptions, LocalStackOptions } from '../../supabase/local/server'
import type { FunctionInvoker } from '../../supabase/local/functions/invoker'
import { createScratchDatabase, postgresUnderTest } from './postgres'
import { fetchFrom } from './source-address'

const TEMPLATE_CACHE_DIR = 'node_modules/.cache/local-stack'

export interface TestStackOptions {
  /**
   * false (default): no seed, an empty schema, so tests control every row.
   * true: run supabase/seed.sql. A string: run that seed file.
   */
  seed?: boolean | string
  /** Persist to this directory instead of memory (for persistence tests; PGlite only). */
  dataDir?: string
  migrationsDir?: string
  /** Overrides `[api] max_rows` of supabase/config.toml. */
  maxRows?: number | null
  /** Overrides GoTrue's limit on /auth/v1/token per client address. */
  tokenRateLimit?: TokenRateLimit | null
  /** Overrides the largest request body accepted. */
  maxBodyBytes?: number
  /** Serve supabase/functions (real Deno) and run their background work; off by default. */
  functions?: LocalFunctionsOptions
  /** Keep the production rules, as on hosted Supabase, instead of the stack's local ones. */
  productionRules?: boolean
  // accounts: the email flows' limits
  /** Overrides `[auth.rate_limit] email_sent` (emails per hour; null: none). */
  emailsPerHour?: number | null
  /** Overrides `[auth.email] max_frequency` in seconds. */
  emailMaxFrequencySeconds?: number
}

export interface TestUser {
  id: string
  email: string
  password: string
}

export interface TestStack {
  url: string
  anonKey: string
  serviceRoleKey: string
  /** The database itself, as the superuser: for arranging and inspecting rows behind the API. */
  db: Database
  /** Present when started with `functions`. */
  functions: FunctionInvoker | null
  // accounts: where the auth stand-in writes invite and recovery emails
  /** A fresh folder per stack, removed by stop(). */
  mailDir: string
  /** A confirmed email/password user listed in public.team_members as an active admin. */
  createAdminUser(email: string, password: string): Promise<TestUser>
  /** A confirmed email/password user listed in public.team_members with this role (active). */
  createMember(email: string, password: string, role: TeamRole): Promise<TestUser>
  /** A confirmed email/password user with no special rights (a "stranger with an account"). */
  createUser(email: string, password: string): Promise<TestUser>
  /**
   * A client with the anon key and no session: a visitor. `sourceAddress` (a 127.x.y.z
   * address) is where its connections come from, so the stack, like Supabase's edge, sees
   * another network; without it the visitor connects from 127.0.0.1.
   */
  anonClient(options?: { sourceAddress?: string }): SupabaseClient
  /** A client with the service-role key: bypasses RLS. */
  serviceClient(): SupabaseClient
  /** A client signed in with email and password (throws if the sign-in fails). */
  signedInClient(email: string, password: string): Promise<SupabaseClient>
  /** A client signed in as an admin created on first use (one per stack). */
  adminClient(): Promise<SupabaseClient>
  /** Sends what `net.http_post` has queued (pg_net's part) and waits for the answers. */
  drainNet(): Promise<void>
  stop(): Promise<void>
}

/** Options for any supabase-js client created in Node against the stack. */
export function clientOptions(): SupabaseClientOptions<'public'> {
  return {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime needs a transport even when unused.
    realtime: { transport: ws as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
  }
}

/** A short random suffix for unique slugs, emails and names within a shared stack. */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8)
}

/** Where the stack keeps its data: PGlite (memory, a snapshot, or a directory) or a PostgreSQL copy. */
async function storage(options: TestStackOptions): Promise<{ engine: Partial<LocalStackOptions>; cleanUp(): Promise<void> }> {
  const server = postgresUnderTest()
  if (!server) {
    return {
      engine: {
        dataDir: options.dataDir ?? null,
        // Later stacks start from a snapshot of the migrated database instead of running initdb.
        templateCacheDir: options.dataDir ? null : TEMPLATE_CACHE_DIR,
      },
      cleanUp: async () => undefined,
    }
  }
  if (options.dataDir) {
    throw new Error('This suite tests PGlite persistence; npm run test:pg runs only suites that work on PostgreSQL.')
  }
  // Other migrations than the project's get an empty database that the stack migrates itself.
  const copy = await createScratchDatabase(server.serverUrl, options.migrationsDir ? null : server.template)
  return { engine: { postgres: { url: copy.url, fromTemplate: !options.migrationsDir } }, cleanUp: copy.drop }
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const seedFile = options.seed === true ? undefined : typeof options.seed === 'string' ? options.seed : null
  const { engine, cleanUp: dropStorage } = await storage(options)
  // accounts: the stack's mail folder goes with it
  const mailDir = mkdtempSync(join(tmpdir(), 'stack-mail-'))
  const cleanUp = async () => {
    rmSync(mailDir, { recursive: true, force: true })
    await dropStorage()
  }
  const stack = await createLocalStack({
    port: 0,
    migrationsDir: options.migrationsDir,
    seedFile,
    admin: null,
    maxRows: options.maxRows,
    tokenRateLimit: options.tokenRateLimit,
    maxBodyBytes: options.maxBodyBytes,
    functions: options.functions ?? null,
    productionRules: options.productionRules,
    // accounts: emails, and the limits a test changes
    mailDir,
    emailsPerHour: options.emailsPerHour,
    emailMaxFrequencySeconds: options.emailMaxFrequencySeconds,
    ...engine,
  }).catch(async (error: unknown) => {
    await cleanUp()
    throw error
  })
  const client = (key: string, sourceAddress?: string) =>
    createClient(stack.url, key, { ...clientOptions(), global: sourceAddress ? { fetch: fetchFrom(sourceAddress) } : {} })
  let admin: Promise<SupabaseClient> | undefined

  const api: TestStack = {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    db: stack.db,
    functions: stack.functions,
    mailDir,
    async createAdminUser(email, password) {
      const user = await createAdminUser(stack.db, { email, password })
      return { ...user, password }
    },
    async createMember(email, password, role) {
      const user = await createMemberUser(stack.db, { email, password }, role)
      return { ...user, password }
    },
    async createUser(email, password) {
      const user = await createAuthUser(stack.db, { email, password })
      return { ...user, password }
    },
    anonClient: (options) => client(stack.anonKey, options?.sourceAddress),
    serviceClient: () => client(stack.serviceRoleKey),
    async signedInClient(email, password) {
      const signedIn = client(stack.anonKey)
      const { error } = await signedIn.auth.signInWithPassword({ email, password })
      if (error) throw new Error(`Could not sign in ${email}: ${error.message}`)
      return signedIn
    },
    adminClient() {
      admin ??= (async () => {
        const email = `admin-${uniqueSuffix()}@test.local`
        const password = `pw-${randomUUID()}`
        await api.createAdminUser(email, password)
        return api.signedInClient(email, password)
      })()
      return admin
    },
    drainNet: () => stack.drainNet(),
    async stop() {
      await stack.stop()
      await cleanUp()
    },
  }
  return api
}
