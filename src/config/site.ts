import type { SiteIdentity } from '@/lib/head/head'
import { brandName } from './brand'
import { env } from './env'

/** Where the build writes the blog feed, linked from every page's head. */
export const FEED_PATH = '/feed.xml'

/** The preview image of pages that have none of their own. */
export const DEFAULT_SHARE_IMAGE = '/images/hero-poster.webp'

/**
 * The site's public address when VITE_SITE_URL is not set: the browser's own origin, and at
 * build time the address `npm run preview` serves (the build warns that canonical URLs then
 * point there).
 */
export const LOCAL_SITE_URL = 'http://localhost:4173'

function siteUrl(): string {
  const configured = env.VITE_SITE_URL
  if (configured) return configured
  return typeof window === 'undefined' ? LOCAL_SITE_URL : window.location.origin
}

/** The identity every page's head shares. */
export const site: SiteIdentity = {
  url: siteUrl(),
  name: brandName,
  defaultImage: DEFAULT_SHARE_IMAGE,
  feedPath: FEED_PATH,
}
