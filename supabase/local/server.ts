/**
 * The embedded local Supabase: one node:http server answering `/rest/v1` (PostgREST subset),
 * `/auth/v1` (GoTrue subset), `/storage/v1` (Storage subset) and, when asked for,
 * `/functions/v1` (Edge Functions under Deno) over a PGlite database, or over a real PostgreSQL
 * database (`npm run test:pg`). A development and test tool only.
 */
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { handleAuth } from './auth/handler'
import { checkPasswordWithPgcrypto } from './auth/passwords'
import { configureTrustedProxyHops } from './client-address'
import { createRateLimiter } from './auth/rate-limit'
import type { TokenRateLimit } from './auth/rate-limit'
import { DEFAULT_CONFIG_FILE, readProjectSettings } from './config'
import { startCron, type CronRunner } from './cron'
import type { Database } from './db/database'
import { openDatabase } from './db/open'
import type { PostgresTarget } from './db/open'
import { writeStackSettings } from './db/stack-settings'
import {
  DEFAULT_FUNCTIONS_DIR, DEFAULT_MIGRATIONS_DIR, DEFAULT_SEED_FILE, LOCAL_ANON_KEY, LOCAL_HOST, LOCAL_JWT_SECRET,
  LOCAL_PORT,
} from './defaults'
import { admitOrigin, applyCors, MAX_BODY_BYTES, sendJson } from './http'
import { mintApiKey } from './jwt'
import { startNetWorker, type NetWorker } from './net-worker'
import { handleRest } from './rest/handler'
import { directoryBlobStore, memoryBlobStore } from './storage/blob-store'
import { handleStorage } from './storage/handler'
import { handleFunctions, type GatewayContext } from './functions/gateway'
import { createFunctionInvoker, type FunctionInvoker } from './functions/invoker'
import { createFunctionRunner } from './functions/runner'

export interface LocalFunctionsOptions {
  /** Default supabase/functions. */
  dir?: string
  /** Where `[functions.<name>] verify_jwt = false` is read; default the stack's configFile. */
  configFile?: string
  /** Environment for every function, on top of SUPABASE_URL and the keys. */
  env?: Record<string, string>
  /** Folders the functions may write to. */
  writablePaths?: string[]
  /** Start every function's process before the stack reports ready (default), not on first use. */
  warm?: boolean
}

export interface LocalStackOptions {
  /** Default 54321 (Supabase's); 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** A directory to persist the database in; null or undefined keeps it in memory. */
  dataDir?: string | null
  /** Run over this PostgreSQL database instead of PGlite (`dataDir` and the snapshot do not apply). */
  postgres?: PostgresTarget | null
  /** A directory for Storage's file bytes; null or undefined keeps them in memory. */
  storageDir?: string | null
  /** Default supabase/migrations. */
  migrationsDir?: string
  /** Default supabase/seed.sql (skipped when missing); null skips seeding. */
  seedFile?: string | null
  /** Created on a fresh database and listed in public.team_members as an admin. */
  admin?: { email: string; password: string } | null
  log?: (line: string) => void
  /**
   * In-memory stacks only: keep a snapshot of the migrated database here and start later
   * stacks from it (much faster than initdb). Used by the test helper; off by default.
   */
  templateCacheDir?: string | null
  /** Log one line per HTTP request. */
  logRequests?: boolean
  /**
   * The static host's build hook that Publish posts to (PUBLISH_HOOK_URL): plain http to this
   * machine, kept as the stack's own receiver (an admin's hook must be https). Without one,
   * and without an admin's hook, publish requests are only recorded.
   */
  publishHookUrl?: string | null
  /**
   * true: keep the migrated production rules (no loopback webhook receivers, no stack build
   * hook) instead of the local ones (db/stack-settings.ts `applyLocalRules`): `npm run db:types`
   * reads supabase/schema.sql from such a stack.
   */
  productionRules?: boolean
  /** Where `[api] max_rows`, `[auth.rate_limit]` and `[functions.*]` are read; default supabase/config.toml. */
  configFile?: string
  /** Overrides `[api] max_rows` (null: no cap). */
  maxRows?: number | null
  /** Overrides GoTrue's limit on /auth/v1/token per client address (null: none). */
  tokenRateLimit?: TokenRateLimit | null
  /** The largest request body accepted; default 2 MiB. */
  maxBodyBytes?: number
  /** How often the pg_cron stand-in looks for due jobs; default 1000 ms. */
  cronTickMs?: number
  /**
   * Serve supabase/functions at /functions/v1, and run them for what `net.http_post` sends to
   * `/functions/v1/<name>` (without functions those requests are answered 404). Off by default.
   */
  functions?: LocalFunctionsOptions | null
  // accounts: where the auth emails go, and the settings a test or a journey changes
  /** Where invite and recovery emails are written (one text file each); null or undefined: nowhere. */
  mailDir?: string | null
  /** Overrides `[auth] site_url`: the app's address, which the emailed links may return to. */
  siteUrl?: string
  /** Overrides `[auth.rate_limit] email_sent`, the emails the project may send per hour (null: no limit). */
  emailsPerHour?: number | null
  /** Overrides `[auth.email] max_frequency` (seconds between two recovery emails to one address). */
  emailMaxFrequencySeconds?: number
}

export interface LocalStack {
  url: string
  anonKey: string
  serviceRoleKey: string
  port: number
  db: Database
  /** True when this start created the database (seed and admin ran). */
  fresh: boolean
  /** Sends what `net.http_post` has queued and waits for the answers. */
  drainNet(): Promise<void>
  /** Present when the stack serves Edge Functions. */
  functions: FunctionInvoker | null
  stop(): Promise<void>
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolvePort((server.address() as AddressInfo).port)
    })
  })
}

export async function createLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const host = options.host ?? LOCAL_HOST
  const log = options.log ?? (() => undefined)
  const settings = readProjectSettings(options.configFile ?? DEFAULT_CONFIG_FILE)
  const opened = await openDatabase({
    dataDir: options.dataDir ?? null,
    postgres: options.postgres ?? null,
    migrationsDir: resolve(options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR),
    seedFile: options.seedFile === null ? null : resolve(options.seedFile ?? DEFAULT_SEED_FILE),
    admin: options.admin ?? null,
    log,
    templateCacheDir: options.templateCacheDir ?? null,
  })
  const { db } = opened
  const jwtSecret = LOCAL_JWT_SECRET
  const serviceRoleKey = await mintApiKey('service_role', jwtSecret)
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES
  const tokenRateLimit = options.tokenRateLimit === undefined ? settings.tokenRateLimit : options.tokenRateLimit
  // accounts: the email flows' settings, from config.toml unless the caller overrides them
  const email = {
    ...settings.authEmail,
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    ...(options.emailsPerHour !== undefined ? { emailsPerHour: options.emailsPerHour } : {}),
    ...(options.emailMaxFrequencySeconds !== undefined ? { maxFrequencySeconds: options.emailMaxFrequencySeconds } : {}),
  }
  const auth = {
    db,
    jwtSecret,
    // Filled in once the port is known; the auth issuer claim names the public URL.
    issuer: '',
    checkPassword: checkPasswordWithPgcrypto,
    // audit:
    passwordVerificationHook: settings.passwordVerificationHook,
    tokenLimiter: tokenRateLimit ? createRateLimiter(tokenRateLimit) : null,
    maxBodyBytes,
    // accounts: invite and recovery emails
    email,
    mailDir: options.mailDir ?? null,
    emailLimiter: email.emailsPerHour
      ? createRateLimiter({ requests: email.emailsPerHour, windowSeconds: 3600, burst: email.emailsPerHour })
      : null,
  }
  const rest = {
    db,
    jwtSecret,
    maxRows: options.maxRows === undefined ? settings.maxRows : options.maxRows,
    maxBodyBytes,
  }
  const storage = {
    db,
    jwtSecret,
    blobs: options.storageDir ? directoryBlobStore(options.storageDir) : memoryBlobStore(),
  }
  await configureTrustedProxyHops(db)

  // Set once the stack listens (the functions' SUPABASE_URL names its port); null when off.
  let gateway: GatewayContext | null = null

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now()
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (options.logRequests) {
      res.on('finish', () => {
        log(`${req.method} ${url.pathname}${url.search} ${res.statusCode} ${Math.round(performance.now() - started)}ms`)
      })
    }
    // Every route, functions included: a page from elsewhere gets no answer to read, no effect.
    if (!admitOrigin(req, res)) return
    const functionsPath = /^\/functions\/v1(\/.*)?$/.exec(url.pathname)
    if (functionsPath) {
      // The function answers CORS itself, preflight included, as behind Supabase's gateway (only
      // loopback pages get this far).
      if (gateway) return handleFunctions(gateway, req, res, functionsPath[1] ?? '')
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
      return
    }
    applyCors(req, res)
    if (req.method === 'OPTIONS') {
      res.statusCode = 200
      res.setHeader('Content-Length', '0')
      res.end()
      return
    }
    const match = /^\/(rest|auth|storage)\/v1(\/.*)?$/.exec(url.pathname)
    if (match?.[1] === 'rest') return handleRest(rest, req, res, url, match[2] ?? '')
    if (match?.[1] === 'auth') return handleAuth(auth, req, res, url, match[2] ?? '')
    if (match?.[1] === 'storage') return handleStorage(storage, req, res, url, match[2] ?? '')
    // What Supabase's gateway answers for any other path.
    sendJson(res, 404, { message: 'no Route matched with those values' })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[local-stack] unhandled error:', error)
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in the local stack' })
      else res.end()
    })
  })
  let port: number
  try {
    port = await listen(server, options.port ?? LOCAL_PORT, host)
  } catch (error) {
    await db.close()
    throw error
  }
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  const url = `http://${publicHost}:${port}`
  auth.issuer = `${url}/auth/v1`
  await writeStackSettings(db, { url, serviceRoleKey, publishHookUrl: options.publishHookUrl ?? null,
    productionRules: options.productionRules ?? false,
  })

  let invoker: FunctionInvoker | null = null
  let stopFunctions = async () => undefined
  if (options.functions) {
    const functions = options.functions
    const runner = createFunctionRunner({
      dir: functions.dir ?? DEFAULT_FUNCTIONS_DIR,
      env: { SUPABASE_URL: url, SUPABASE_ANON_KEY: LOCAL_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey, ...functions.env },
      writablePaths: functions.writablePaths,
      log,
    })
    gateway = {
      runner,
      jwtSecret,
      withoutJwtCheck: functions.configFile
        ? readProjectSettings(functions.configFile).functionsWithoutJwtCheck
        : settings.functionsWithoutJwtCheck,
      maxBodyBytes,
      log,
    }
    const activeInvoker = createFunctionInvoker(runner)
    invoker = activeInvoker
    // Start every function now, as a deployed function is warm: the first inquiry is not
    // the one that waits for Deno to boot.
    if (functions.warm !== false) await runner.warm()
    stopFunctions = async () => {
      activeInvoker.close()
      await runner.stop()
      await activeInvoker.idle()
    }
  }
  // pg_net's and pg_cron's parts, unless the real extensions are installed (they do the work).
  const standIns = await db.query<{ net: boolean }>(`select to_regclass('net.http_request_queue') is not null as net`)
  const net: NetWorker | null = standIns.rows[0]?.net
    ? startNetWorker({ db, log, functionsBase: `${url}/functions/v1/`, invoker })
    : null
  const cron: CronRunner = startCron({ db, log, tickMs: options.cronTickMs })

  let stopped: Promise<void> | undefined
  return {
    url,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey,
    port,
    db,
    fresh: opened.fresh,
    drainNet: async () => {
      await net?.drain()
    },
    functions: invoker,
    stop() {
      stopped ??= (async () => {
        await cron.stop()
        await stopFunctions()
        await net?.stop()
        await new Promise<void>((done) => {
          server.close(() => done())
          server.closeAllConnections()
        })
        // Requests already waiting for the database finish before it closes.
        await db.close()
      })()
      return stopped
    },
  }
}
