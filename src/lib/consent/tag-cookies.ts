/**
 * The cookies Google's tags set on the site's own domain, deleted when the visitor refuses (or
 * withdraws) the recipient they serve: `_gcl_*` (Google Ads' click record: `_gcl_au`, `_gcl_aw`,
 * `_gcl_gb` ...) and `_ga`, `_ga_*` (Google Analytics). A tag may have set them on the host or on
 * a parent domain, so each is expired on every one of those; a cookie the page cannot see
 * (HttpOnly, another path) is beyond what the browser allows a page to delete.
 */
export const GOOGLE_ADS_COOKIE = /^_gcl_/
export const GOOGLE_ANALYTICS_COOKIE = /^_ga(_|$)/

/** The host and each parent domain (`www.a.example` → `www.a.example`, `a.example`, `example`). */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return [hostname]
  const labels = hostname.split('.')
  return labels.map((_, i) => labels.slice(i).join('.'))
}

/** Expires every cookie of the page whose name matches one of `patterns`. */
export function deleteCookies(patterns: readonly RegExp[], doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => name && patterns.some((pattern) => pattern.test(name)))
  for (const name of new Set(names)) {
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/`
    doc.cookie = expired
    for (const domain of cookieDomains(doc.location.hostname)) doc.cookie = `${expired}; domain=${domain}`
  }
}
