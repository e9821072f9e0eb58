import { paths } from '@/config/paths'
import { SERVICE_IDS } from '@/content/types'

/**
 * The pages built into HTML at build time (src/prerender.tsx): every public page whose
 * address is fixed. Pages named by their data (case studies, blog posts, referral links),
 * the 404 and /admin are rendered in the browser from the plain app page.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home.to(),
  paths.portfolio.to(),
  paths.blogs.to(),
  paths.reviews.to(),
  paths.contact.to(),
  paths.thankYou.to(),
  paths.privacyPolicy.to(),
  ...SERVICE_IDS.map((id) => paths.service.to(id)),
]

/** The attribute on #root naming the path its prerendered HTML was made for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

/** The file a prerendered path is written to ('/' is index.html, '/blogs' is blogs.html). */
export const prerenderedFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

/** The plain app page every other address is answered with (the host's fallback). */
export const SPA_FALLBACK_FILE = 'spa.html'
