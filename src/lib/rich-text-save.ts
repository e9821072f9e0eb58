/**
 * Rich text is sanitised when it is saved as well as when it is shown: the database then never
 * holds HTML a page would refuse, whatever later reads it (an export, a feed, another app). The
 * sanitiser (DOMPurify) is loaded with the first save, so it stays off every visitor's first load.
 */
export async function withSanitizedRichText<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Promise<T> {
  const { sanitizeRichText } = await import('./sanitize-html')
  const copy = { ...record }
  for (const field of fields) {
    const value = copy[field]
    if (typeof value === 'string') copy[field] = sanitizeRichText(value) as T[K]
  }
  return copy
}
