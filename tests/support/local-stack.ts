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
 */
import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js'
import type { PGlite } from '@electric-sql/pglite'
import ws from 'ws'
import { createAdminUser, createAuthUser } from '../../supabase/local/db/users'
import { createLocalStack, type LocalFunctionsOptions } from '../../supabase/local/server'
import type { FunctionInvoker } from '../../supabase/local/functions/invoker'

const TEMPLATE_CACHE_DIR = 'node_modules/.cache/local-stack'

export interface TestStackOptions {
  /**
   * false (default): no seed, an empty schema, so tests control every row.
   * true: run supabase/seed.sql. A string: run that seed file.
   */
  seed?: boolean | string
  /** Persist to this directory instead of memory (for persistence tests). */
  dataDir?: string
  migrationsDir?: string
  /** Serve supabase/functions (real Deno) and run their background work; off by default. */
  functions?: LocalFunctionsOptions
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
  db: PGlite
  /** Present when started with `functions`. */
  functions: FunctionInvoker | null
  /** A confirmed email/password user listed in public.admins. */
  createAdminUser(email: string, password: string): Promise<TestUser>
  /** A confirmed email/password user with no special rights (a "stranger with an account"). */
  createUser(email: string, password: string): Promise<TestUser>
  /** A client with the anon key and no session: a visitor. */
  anonClient(): SupabaseClient
  /** A client with the service-role key: bypasses RLS. */
  serviceClient(): SupabaseClient
  /** A client signed in with email and password (throws if the sign-in fails). */
  signedInClient(email: string, password: string): Promise<SupabaseClient>
  /** A client signed in as an admin created on first use (one per stack). */
  adminClient(): Promise<SupabaseClient>
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

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const seedFile = options.seed === true ? undefined : typeof options.seed === 'string' ? options.seed : null
  const stack = await createLocalStack({
    port: 0,
    dataDir: options.dataDir ?? null,
    migrationsDir: options.migrationsDir,
    seedFile,
    admin: null,
    // Later stacks start from a snapshot of the migrated database instead of running initdb.
    templateCacheDir: options.dataDir ? null : TEMPLATE_CACHE_DIR,
    functions: options.functions ?? null,
  })
  const client = (key: string) => createClient(stack.url, key, clientOptions())
  let admin: Promise<SupabaseClient> | undefined

  const api: TestStack = {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    db: stack.db,
    functions: stack.functions,
    async createAdminUser(email, password) {
      const user = await createAdminUser(stack.db, { email, password })
      return { ...user, password }
    },
    async createUser(email, password) {
      const user = await createAuthUser(stack.db, { email, password })
      return { ...user, password }
    },
    anonClient: () => client(stack.anonKey),
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
    stop: () => stack.stop(),
  }
  return api
}
