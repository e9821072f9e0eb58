/**
 * Supabase's well-known local-development values, so that `.env.example` works against both
 * this embedded stack and the Supabase CLI's `supabase start`. None of these is a secret:
 * they are published in Supabase's docs and only ever protect a developer's own machine.
 */

export const LOCAL_PORT = 54321
export const LOCAL_HOST = '127.0.0.1'

/** The project address a build uses when VITE_SUPABASE_URL is not set: the local stack. */
export const LOCAL_URL = `http://${LOCAL_HOST}:${LOCAL_PORT}`

/** The JWT secret every Supabase CLI stack uses. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

/** The demo anon key signed with LOCAL_JWT_SECRET: `{ iss: 'supabase-demo', role: 'anon', exp: DEMO_KEY_EXP }`. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** Expiry of Supabase's demo API keys (2032-11-11). */
export const DEMO_KEY_EXP = 1983812996

/** Lifetime of the access tokens the auth routes issue (GoTrue's default, `jwt_expiry`). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600

/** GoTrue's `security_refresh_token_reuse_interval`: a just-rotated token still works this long. */
export const REFRESH_TOKEN_REUSE_SECONDS = 10

export const DEFAULT_ADMIN_EMAIL = 'admin@agency.local'

/** Where the CLI keeps the persistent database and the generated admin password (git-ignored). */
export const LOCAL_STATE_DIR = '.local'
export const LOCAL_DB_DIR = '.local/db'
/** Storage's file bytes; their rows are in the database, so both go (and reset) together. */
export const LOCAL_STORAGE_DIR = '.local/storage'
export const DEV_ADMIN_FILE = '.local/dev-admin.json'

export const DEFAULT_MIGRATIONS_DIR = 'supabase/migrations'
export const DEFAULT_SEED_FILE = 'supabase/seed.sql'
export const DEFAULT_FUNCTIONS_DIR = 'supabase/functions'
/** Where notification emails go on a developer's machine when no email API key is set. */
export const LOCAL_MAIL_DIR = '.local/mail'

/** The roles a JWT may name; anything else is refused, as PostgREST refuses unknown roles. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const
export type ApiRole = (typeof API_ROLES)[number]
