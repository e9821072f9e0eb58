/**
 * Everything the back office keeps in this browser (supabase-js's session, the content backups
 * of the data tools) is under keys with one prefix, so Logout can remove all of it: the next
 * person at this browser finds nothing the admin saw, drafts included. Visitors' keys (consent,
 * lead attribution) have other names and stay.
 */
export const BACK_OFFICE_STORAGE_PREFIX = 'agency-admin-'

/** The key for something the back office keeps in storage. */
export const backOfficeStorageKey = (name: string) => `${BACK_OFFICE_STORAGE_PREFIX}${name}`

/** Removes every back-office key from localStorage and sessionStorage. */
export function clearBackOfficeStorage(): void {
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index))
    for (const key of keys) if (key?.startsWith(BACK_OFFICE_STORAGE_PREFIX)) storage.removeItem(key)
  }
}
