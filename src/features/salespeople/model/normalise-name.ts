/**
 * Spec: lowercase; any character other than a-z and 0-9 becomes a hyphen; repeated hyphens
 * collapse; leading and trailing hyphens are removed. The database holds the same rule as a
 * CHECK on salesperson_links.salesperson_name.
 */
export function normaliseSalespersonName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
}
