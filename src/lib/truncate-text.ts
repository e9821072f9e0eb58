/**
 * Shortens text to at most `max` characters at a word boundary, with an ellipsis. Used for
 * meta descriptions (search engines show about 160 characters).
 */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`
}

/** The length meta descriptions are cut to. */
export const META_DESCRIPTION_MAX = 160

/**
 * A lead text shortened so that `lead + ' ' + tail` fits in `max`; the tail (facts such as
 * a category or tags) is always kept whole.
 */
export function leadWithTail(lead: string, tail: string, max: number = META_DESCRIPTION_MAX): string {
  const cleanTail = tail.replace(/\s+/g, ' ').trim()
  if (cleanTail === '') return truncateText(lead, max)
  const room = max - cleanTail.length - 1
  const cleanLead = room > 20 ? truncateText(lead, room) : ''
  return cleanLead ? `${cleanLead} ${cleanTail}` : truncateText(cleanTail, max)
}
