import { applyHeadTags, headTags, type Head, type SiteIdentity } from './head'

/**
 * The browser side of a page's head, loaded on demand (it is not needed for the first paint).
 * Structured data is left out: it describes the page it was built into, and goes with it.
 */
export function applyHead(head: Head, site: SiteIdentity, path: string): void {
  applyHeadTags(document, headTags({ ...head, jsonLd: undefined }, site, path))
}
