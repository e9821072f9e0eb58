/**
 * The delivery code's configuration, read from the function's environment: what Supabase
 * gives every Edge Function (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY) and
 * the secrets set with `supabase secrets set` (README). Settings an admin saves in the back
 * office (email API key, sender, site address) win over these.
 */
import { retryPolicyFromEnv, type RetryPolicy } from '../retry-policy.ts'

export interface DeliveryConfig {
  supabaseUrl: string
  anonKey: string
  serviceRoleKey: string
  retry: RetryPolicy
  /** Used when the admin saved none. */
  resendApiKey: string | null
  resendApiUrl: string | null
  emailFrom: string | null
  siteUrl: string | null
  /** Local development only: where emails go when there is no API key. */
  localMailDir: string | null
  webhookTimeoutMs: number
  emailTimeoutMs: number
}

function required(env: Record<string, string | undefined>, name: string): string {
  const value = env[name]
  if (!value) throw new Error(`The function's environment has no ${name}.`)
  return value
}

const optional = (value: string | undefined) => (value && value.trim() ? value.trim() : null)

export function deliveryConfigFromEnv(env: Record<string, string | undefined>): DeliveryConfig {
  return {
    supabaseUrl: required(env, 'SUPABASE_URL'),
    anonKey: required(env, 'SUPABASE_ANON_KEY'),
    serviceRoleKey: required(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    retry: retryPolicyFromEnv(env),
    resendApiKey: optional(env.RESEND_API_KEY),
    resendApiUrl: optional(env.RESEND_API_URL),
    emailFrom: optional(env.NOTIFY_EMAIL_FROM),
    siteUrl: optional(env.SITE_URL),
    localMailDir: optional(env.LOCAL_MAIL_DIR),
    webhookTimeoutMs: 10_000,
    emailTimeoutMs: 15_000,
  }
}
