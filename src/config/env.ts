/**
 * The build-time settings the app reads, validated once. Only public values belong here:
 * everything in import.meta.env ends up in the bundle.
 *
 * Checked by hand rather than with zod: this module is on every page's first load, where
 * zod's core would cost about 12 KB gzip for eight fields (the entry JS budget is 120 KB gzip).
 */
export interface Env {
  VITE_SUPABASE_URL: string
  VITE_SUPABASE_ANON_KEY: string
  VITE_BRAND_NAME?: string
  /** Digits of the chat (WhatsApp-style) number; defaults to the company's. */
  VITE_CHAT_NUMBER?: string
  /** Ad-conversion tracker id (e.g. AW-123); when absent nothing is loaded or sent. */
  VITE_ADS_CONVERSION_ID?: string
  /** Tag manager container id for the data layer; when absent nothing is loaded. */
  VITE_GTM_ID?: string
  /**
   * 'true' when the tag manager container holds analytics tags only (no Google Ads or Floodlight
   * tag): it then loads with analytics consent. Otherwise it waits for advertising consent.
   */
  VITE_GTM_ANALYTICS_ONLY?: string
  /** Background video of the hero; the local poster image shows when it cannot load. */
  VITE_HERO_VIDEO_URL?: string
  /** The site's public address (canonical URLs, sitemap, feed, link previews), no trailing slash. */
  VITE_SITE_URL?: string
  /**
   * Cloudflare Turnstile site key (public). When set, the inquiry forms show Turnstile's check
   * and submit through the submit-verified-inquiry Edge Function; when absent nothing is loaded.
   */
  VITE_TURNSTILE_SITE_KEY?: string
}

const OPTIONAL_KEYS = [
  'VITE_BRAND_NAME', 'VITE_CHAT_NUMBER', 'VITE_ADS_CONVERSION_ID', 'VITE_GTM_ID', 'VITE_GTM_ANALYTICS_ONLY', 'VITE_HERO_VIDEO_URL',
  'VITE_TURNSTILE_SITE_KEY',
] as const

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export function parseEnv(raw: Record<string, unknown>): Env {
  const text = (key: string) => (typeof raw[key] === 'string' && raw[key].trim() !== '' ? raw[key].trim() : undefined)
  const problems: string[] = []
  const url = text('VITE_SUPABASE_URL')
  const anonKey = text('VITE_SUPABASE_ANON_KEY')
  if (!url || !isHttpUrl(url)) problems.push('VITE_SUPABASE_URL: must be the URL of the Supabase project')
  if (!anonKey) problems.push('VITE_SUPABASE_ANON_KEY: must be the public anon key')
  const chat = text('VITE_CHAT_NUMBER')
  if (chat && !/^\d{6,15}$/.test(chat)) problems.push('VITE_CHAT_NUMBER: must be 6 to 15 digits')
  const siteUrl = text('VITE_SITE_URL')
  if (siteUrl && (!isHttpUrl(siteUrl) || new URL(siteUrl).pathname.replace(/\/+$/, '') !== '')) {
    problems.push('VITE_SITE_URL: must be the site\'s address, e.g. https://agency.example')
  }
  if (problems.length > 0) {
    throw new Error(`The app's settings are invalid (see .env.example):\n${problems.join('\n')}`)
  }
  const env: Env = { VITE_SUPABASE_URL: url!, VITE_SUPABASE_ANON_KEY: anonKey! }
  for (const key of OPTIONAL_KEYS) {
    const value = text(key)
    if (value) env[key] = value
  }
  if (siteUrl) env.VITE_SITE_URL = new URL(siteUrl).origin
  return env
}

export const env: Env = parseEnv(import.meta.env)
