/**
 * The page a visitor landed on, kept by a prerendered page's start script before the app runs
 * (scripts/build/page-scripts.ts): a visitor who follows a link before the app has started on the
 * landing page would otherwise leave its campaign parameters behind. Per tab, in
 * sessionStorage, until the app takes it. No imports: the build reads the key in Node.
 */
export const LANDING_STORAGE_KEY = 'lead-landing'

/** The kept landing page as [address, referrer], removed as it is read; null when none is kept. */
export function takeLanding(): [address: string, referrer: string] | null {
  try {
    const kept = sessionStorage.getItem(LANDING_STORAGE_KEY)
    sessionStorage.removeItem(LANDING_STORAGE_KEY)
    const value: unknown = kept ? JSON.parse(kept) : null
    return Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string' ? [value[0], value[1]] : null
  } catch {
    return null
  }
}
