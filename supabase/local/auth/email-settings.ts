/**
 * What GoTrue's email flows (invite, recovery) take from the project's settings, read from
 * supabase/config.toml like the Supabase CLI reads them (config.ts), with GoTrue's defaults for
 * what the file leaves out.
 */
export interface EmailTemplate {
  subject: string
  /** An HTML body with Go-template fields: {{ .ConfirmationURL }}, {{ .SiteURL }}, {{ .Email }}, {{ .Token }}, {{ .TokenHash }}, {{ .RedirectTo }}. */
  content: string
}

export interface AuthEmailSettings {
  /** `[auth] site_url`: where links go when a redirect_to is missing or not allowed, and {{ .SiteURL }}. */
  siteUrl: string
  /** `[auth] additional_redirect_urls`: other allowed redirect targets (exact, or with * and ** globs). */
  additionalRedirectUrls: string[]
  /** `[auth] minimum_password_length`. */
  minimumPasswordLength: number
  /** `[auth.rate_limit] email_sent`: emails the whole project may send per hour; null: no limit. */
  emailsPerHour: number | null
  /** `[auth.email] max_frequency`: the least time between two emails of a kind to one address. */
  maxFrequencySeconds: number
  /** `[auth.email] otp_expiry`: how long an invite or recovery link works. */
  otpExpirySeconds: number
  templates: { invite: EmailTemplate; recovery: EmailTemplate }
}

/** GoTrue's own templates, used when config.toml names none. */
export const GOTRUE_TEMPLATES: AuthEmailSettings['templates'] = {
  invite: {
    subject: 'You have been invited',
    content:
      '<h2>You have been invited</h2>\n\n<p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>\n' +
      '<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    content:
      '<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n' +
      '<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  },
}

export const GOTRUE_EMAIL_DEFAULTS: AuthEmailSettings = {
  siteUrl: 'http://localhost:3000',
  additionalRedirectUrls: [],
  minimumPasswordLength: 6,
  // Supabase's built-in sender; a project with its own SMTP server sets more.
  emailsPerHour: 2,
  maxFrequencySeconds: 60,
  otpExpirySeconds: 3600,
  templates: GOTRUE_TEMPLATES,
}

/** Go durations as config.toml writes them ("60s", "1m", "1m30s"), in seconds. */
export function durationSeconds(value: string): number | null {
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value.trim())
  if (!parts || value.trim() === '') return null
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0)
}
