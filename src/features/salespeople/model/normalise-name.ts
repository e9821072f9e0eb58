/** Letters that Unicode does not decompose into a base letter and an accent. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i', ŧ: 't', ħ: 'h',
}

/**
 * A salesperson's URL name. Letters with accents are transliterated first (María Gómez gives
 * maria-gomez, not maria-g-mez); then: lowercase; any character other than
 * a-z and 0-9 becomes a hyphen; repeated hyphens collapse; leading and trailing hyphens are
 * removed. This is the only copy of the rule: the database checks just the result's shape
 * (salesperson_links.salesperson_name: a-z, 0-9 and single inner hyphens).
 */
export function normaliseSalespersonName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđðþłıŧħ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
}
