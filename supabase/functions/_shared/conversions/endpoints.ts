/**
 * Where each platform is reached. Fixed in code; a server environment variable may point one
 * elsewhere (tests use local fakes; GA4's EU collection is `https://region1.google-analytics.com`).
 * Nothing an admin saves can change them, so a destination's settings cannot aim our
 * credentials or leads at another host.
 */
import type { ApiPlatform } from './types.ts'

export const PLATFORM_BASE_URLS: Record<ApiPlatform, string> = {
  meta: 'https://graph.facebook.com',
  ga4: 'https://www.google-analytics.com',
  linkedin: 'https://api.linkedin.com',
}

export const BASE_URL_ENV: Record<ApiPlatform, string> = {
  meta: 'META_GRAPH_URL',
  ga4: 'GA4_COLLECT_URL',
  linkedin: 'LINKEDIN_API_URL',
}

export type PlatformBaseUrls = Record<ApiPlatform, string>

export function platformBaseUrls(env: Record<string, string | undefined>): PlatformBaseUrls {
  const pick = (platform: ApiPlatform) => (env[BASE_URL_ENV[platform]]?.trim() || PLATFORM_BASE_URLS[platform]).replace(/\/+$/, '')
  return { meta: pick('meta'), ga4: pick('ga4'), linkedin: pick('linkedin') }
}
