/*
 * List fields of the admin forms (technologies, gallery, approach, features, tags): blank
 * entries and duplicates are ignored. Entries are trimmed; two entries
 * that differ only in letter case count as the same ("React" and "react").
 */

function sameItem(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
}

/** The list with `item` appended, or the same list when the item is blank or already there. */
export function addListItem(list: readonly string[], item: string): string[] {
  const value = item.trim()
  if (value === '' || list.some((existing) => sameItem(existing, value))) return [...list]
  return [...list, value]
}

export function removeListItem(list: readonly string[], item: string): string[] {
  return list.filter((existing) => existing !== item)
}

/** Trimmed, without blanks and duplicates, first occurrence kept (applied on save and load). */
export function cleanList(list: readonly string[]): string[] {
  return list.reduce<string[]>((kept, item) => addListItem(kept, item), [])
}

/** List columns show the first `max` entries, then "+N more" (3 technologies, 2 tags). */
export function truncateList<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) }
}
