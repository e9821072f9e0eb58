/**
 * The local stack as `npm run stack`, `npm run db:reset` and `npm run dev` run it: persisted
 * under .local/db (Storage's files under .local/storage), with the admin from .env
 * (ADMIN_EMAIL, ADMIN_PASSWORD). Without ADMIN_PASSWORD, a random password is generated when
 * the database is created and kept in .local/dev-admin.json (git-ignored), so no password is
 * ever committed.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  DEFAULT_ADMIN_EMAIL, DEFAULT_FUNCTIONS_DIR, DEFAULT_MIGRATIONS_DIR, DEFAULT_SEED_FILE, DEV_ADMIN_FILE,
  LOCAL_DB_DIR, LOCAL_MAIL_DIR, LOCAL_PORT, LOCAL_STORAGE_DIR,
} from './defaults'
import { DEFAULT_CONFIG_FILE } from './config'
import { createLocalStack } from './server'
import type { LocalStack } from './server'

export interface DevStackOptions {
  /** The project root; default process.cwd(). */
  cwd?: string
  /** Delete the persisted database (and a generated admin password) first. */
  reset?: boolean
  /** Default 54321. */
  port?: number
  host?: string
  /** Keep the database in memory: nothing under .local/db is read or written. */
  memory?: boolean
  log?: (line: string) => void
  logRequests?: boolean
  /** The app's address, for the back-office links in notifications; default the Vite dev server's. */
  siteUrl?: string
}

/** Where `npm run dev` serves the app. */
export const DEV_APP_URL = 'http://localhost:5173'

export interface DevAdmin {
  email: string
  password: string
  /** True when the password was generated (stored in .local/dev-admin.json), not from .env. */
  generated: boolean
}

export interface DevStack {
  stack: LocalStack
  admin: DevAdmin
  /** Milliseconds from the call to a listening server (database, migrations, seed, admin). */
  startMs: number
  dataDir: string | null
  /** Where notification emails are written (no email API key locally). */
  mailDir: string
}

interface StoredAdmin {
  email: string
  password: string
  generated: true
}

function readStoredAdmin(file: string): StoredAdmin | null {
  if (!existsSync(file)) return null
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredAdmin>
    return typeof value.email === 'string' && typeof value.password === 'string'
      ? { email: value.email, password: value.password, generated: true }
      : null
  } catch {
    return null
  }
}

function loadDotEnv(cwd: string): void {
  const file = join(cwd, '.env')
  // Values already in the environment win, as with Vite.
  if (existsSync(file)) process.loadEnvFile(file)
}

export async function startDevStack(options: DevStackOptions = {}): Promise<DevStack> {
  const started = performance.now()
  const cwd = options.cwd ?? process.cwd()
  const log = options.log ?? (() => undefined)
  loadDotEnv(cwd)
  const dataDir = options.memory ? null : join(cwd, LOCAL_DB_DIR)
  const storageDir = options.memory ? null : join(cwd, LOCAL_STORAGE_DIR)
  const adminFile = join(cwd, DEV_ADMIN_FILE)

  if (options.reset && dataDir) {
    rmSync(dataDir, { recursive: true, force: true })
    if (storageDir) rmSync(storageDir, { recursive: true, force: true })
    // Only a generated password goes with the database; one from .env is the developer's.
    if (readStoredAdmin(adminFile)) rmSync(adminFile, { force: true })
    log(`removed ${LOCAL_DB_DIR} and ${LOCAL_STORAGE_DIR}`)
  }

  const fresh = dataDir === null || !existsSync(join(dataDir, 'PG_VERSION'))
  const email = process.env.ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL
  let admin: DevAdmin
  const fromEnv = process.env.ADMIN_PASSWORD
  if (fromEnv) {
    admin = { email, password: fromEnv, generated: false }
  } else {
    const stored = readStoredAdmin(adminFile)
    if (stored && (stored.email === email || !fresh)) {
      admin = stored
    } else if (fresh) {
      admin = { email, password: randomBytes(12).toString('base64url'), generated: true }
      if (dataDir) {
        mkdirSync(join(cwd, '.local'), { recursive: true })
        writeFileSync(adminFile, `${JSON.stringify({ ...admin, generated: true }, null, 2)}\n`, { mode: 0o600 })
      }
    } else {
      admin = { email, password: '(unknown)', generated: false }
      log(`warning: ${DEV_ADMIN_FILE} is missing, so the admin password of the existing database is unknown; ` +
        'set ADMIN_PASSWORD in .env and run `npm run db:reset` to start over')
    }
  }

  const mailDir = join(cwd, LOCAL_MAIL_DIR)
  mkdirSync(mailDir, { recursive: true })
  const stack = await createLocalStack({
    port: options.port ?? LOCAL_PORT,
    host: options.host,
    dataDir,
    storageDir,
    migrationsDir: join(cwd, DEFAULT_MIGRATIONS_DIR),
    seedFile: join(cwd, DEFAULT_SEED_FILE),
    configFile: join(cwd, DEFAULT_CONFIG_FILE),
    admin: { email: admin.email, password: admin.password },
    log,
    logRequests: options.logRequests,
    publishHookUrl: process.env.PUBLISH_HOOK_URL?.trim() || null,
    // accounts: invite and recovery emails land beside the notifications; their links return to the app
    mailDir,
    siteUrl: options.siteUrl ?? DEV_APP_URL,
    // Inquiries notify for real: the Edge Functions run under Deno, emails land in .local/mail.
    functions: {
      dir: join(cwd, DEFAULT_FUNCTIONS_DIR),
      env: { SITE_URL: options.siteUrl ?? DEV_APP_URL, LOCAL_MAIL_DIR: mailDir },
      writablePaths: [mailDir],
    },
  })
  if (stack.fresh) {
    // A fresh database tells the admin of every inquiry by email (into the local mailbox).
    await stack.db.query(
      `insert into public.notification_destinations (kind, name, email_recipients) values ('email', 'Team inbox', array[$1])`,
      [admin.email],
    )
    log(`added the email destination "Team inbox" (${admin.email})`)
  }
  return { stack, admin, startMs: Math.round(performance.now() - started), dataDir, mailDir }
}
