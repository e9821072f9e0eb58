/**
 * The settings the local stack takes from supabase/config.toml, the file the Supabase CLI reads
 * for `supabase start`, so both local stacks behave alike and the file is the one place to
 * change them.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parse } from 'smol-toml'
// accounts: the email flows' settings
import { durationSeconds, GOTRUE_EMAIL_DEFAULTS, type AuthEmailSettings, type EmailTemplate } from './auth/email-settings'
import { GOTRUE_TOKEN_BURST, GOTRUE_TOKEN_WINDOW_SECONDS } from './auth/rate-limit'
import type { TokenRateLimit } from './auth/rate-limit'

export const DEFAULT_CONFIG_FILE = 'supabase/config.toml'

export interface ProjectSettings {
  /** `[api] max_rows`: the most rows one read returns (PostgREST's db-max-rows); null: no cap. */
  maxRows: number | null
  /** `[auth.rate_limit] token_refresh`: GoTrue's limit on /auth/v1/token per client address. */
  tokenRateLimit: TokenRateLimit
  /**
   * Functions whose `[functions.<name>]` section says `verify_jwt = false`: the gateway lets
   * requests reach them without a JWT (`supabase functions deploy` reads the same setting).
   */
  functionsWithoutJwtCheck: Set<string>
  // accounts: invite and recovery emails, redirects, the password rule
  /** `[auth]`, `[auth.email]` and `[auth.rate_limit] email_sent`: GoTrue's email flows. */
  authEmail: AuthEmailSettings
  // audit:
  /** `[auth.hook.password_verification_attempt]`, when enabled: the SQL function GoTrue calls ("schema"."name"). */
  passwordVerificationHook: string | null
}

// audit: a hook's `pg-functions://postgres/<schema>/<function>` as the SQL name to call; null when off.
function postgresHook(hook: Table, name: string): string | null {
  if (hook.enabled !== true) return null
  const match = /^pg-functions:\/\/postgres\/([a-z_][a-z0-9_]*)\/([a-z_][a-z0-9_]*)$/.exec(String(hook.uri ?? ''))
  if (!match) throw new Error(`${name} uri in supabase/config.toml must be pg-functions://postgres/<schema>/<function>`)
  return `"${match[1]}"."${match[2]}"`
}

/** The Supabase CLI's defaults for what the file leaves out. */
const DEFAULTS = { maxRows: 1000, tokenRefreshPerWindow: 150 }

function positiveInteger(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value
  throw new Error(`${name} in supabase/config.toml must be a positive whole number, not ${JSON.stringify(value)}`)
}

type Table = Record<string, unknown>
const table = (value: unknown): Table => (typeof value === 'object' && value !== null ? (value as Table) : {})

// accounts: [auth.email.template.<kind>] subject and content_path (relative to the project root)
function emailTemplate(value: unknown, fallback: EmailTemplate, root: string, name: string): EmailTemplate {
  const section = table(value)
  const subject = typeof section.subject === 'string' && section.subject ? section.subject : fallback.subject
  const path = typeof section.content_path === 'string' ? section.content_path : ''
  if (!path) return { subject, content: fallback.content }
  const file = resolve(root, path)
  if (!existsSync(file)) throw new Error(`${name}.content_path in supabase/config.toml names ${path}, which does not exist`)
  return { subject, content: readFileSync(file, 'utf8') }
}

// accounts: GoTrue's email flows as config.toml sets them
function readAuthEmail(config: Table, file: string): AuthEmailSettings {
  const auth = table(config.auth)
  const email = table(auth.email)
  const rateLimit = table(auth.rate_limit)
  const templates = table(email.template)
  const defaults = GOTRUE_EMAIL_DEFAULTS
  // The CLI reads content_path from the directory it runs in: the project root, above supabase/.
  const root = resolve(dirname(file), '..')
  const seconds = (value: unknown, name: string, fallback: number) => {
    if (value === undefined) return fallback
    const parsed = typeof value === 'string' ? durationSeconds(value) : null
    if (parsed === null) throw new Error(`${name} in supabase/config.toml must be a duration like "60s", not ${JSON.stringify(value)}`)
    return parsed
  }
  return {
    siteUrl: typeof auth.site_url === 'string' ? auth.site_url : defaults.siteUrl,
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((url): url is string => typeof url === 'string')
      : defaults.additionalRedirectUrls,
    minimumPasswordLength: positiveInteger(auth.minimum_password_length, '[auth] minimum_password_length') ?? defaults.minimumPasswordLength,
    emailsPerHour: positiveInteger(rateLimit.email_sent, '[auth.rate_limit] email_sent') ?? defaults.emailsPerHour,
    maxFrequencySeconds: seconds(email.max_frequency, '[auth.email] max_frequency', defaults.maxFrequencySeconds),
    otpExpirySeconds: positiveInteger(email.otp_expiry, '[auth.email] otp_expiry') ?? defaults.otpExpirySeconds,
    templates: {
      invite: emailTemplate(templates.invite, defaults.templates.invite, root, '[auth.email.template.invite]'),
      recovery: emailTemplate(templates.recovery, defaults.templates.recovery, root, '[auth.email.template.recovery]'),
    },
  }
}

export function readProjectSettings(file: string = DEFAULT_CONFIG_FILE): ProjectSettings {
  const config = existsSync(file) ? table(parse(readFileSync(file, 'utf8'))) : {}
  const api = table(config.api)
  const rateLimit = table(table(config.auth).rate_limit)
  const functions = table(config.functions)
  return {
    maxRows: positiveInteger(api.max_rows, '[api] max_rows') ?? DEFAULTS.maxRows,
    tokenRateLimit: {
      requests: positiveInteger(rateLimit.token_refresh, '[auth.rate_limit] token_refresh') ?? DEFAULTS.tokenRefreshPerWindow,
      windowSeconds: GOTRUE_TOKEN_WINDOW_SECONDS,
      burst: GOTRUE_TOKEN_BURST,
    },
    // audit:
    passwordVerificationHook: postgresHook(table(table(table(config.auth).hook).password_verification_attempt), '[auth.hook.password_verification_attempt]'),
    functionsWithoutJwtCheck: new Set(
      Object.keys(functions).filter((name) => table(functions[name]).verify_jwt === false),
    ),
    // accounts: the email flows
    authEmail: readAuthEmail(config, file),
  }
}
