/**
 * One part of a generated slug: lowercased, punctuation removed, spaces turned into
 * hyphens. Letters of any script and digits stay; everything else goes.
 */
export function slugPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
}

/** Parts joined with hyphens; empty parts are skipped so no doubled hyphen appears. */
export function joinSlug(parts: ReadonlyArray<string | number | undefined | null>): string {
  return parts
    .map((part) => (part == null ? '' : slugPart(String(part))))
    .filter(Boolean)
    .join('-')
}

/**
 * What the database accepts as a typed slug: no spaces, '/', '?' or '#' (it is one segment of
 * an address). Empty means "generate one on save". The edit forms check it before saving.
 */
export const SLUG_FORMAT_MESSAGE = 'A slug cannot contain spaces, /, ? or #.'
export function isValidSlug(slug: string): boolean {
  const text = slug.trim()
  return text === '' || /^[^\s/?#]+$/.test(text)
}
