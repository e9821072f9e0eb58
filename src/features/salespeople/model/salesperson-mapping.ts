import { isServiceId, type SalespersonLink } from '@/content/types'
import type { Database } from '@/lib/database.types'
import type { SalespersonLinkRow } from '@/lib/database-rows'
import { normaliseSalespersonName } from './normalise-name'

/** The one place a salesperson_links row becomes a SalespersonLink, and back. */
export function toSalespersonLink(row: SalespersonLinkRow): SalespersonLink {
  return {
    id: row.id,
    salespersonName: row.salesperson_name,
    displayName: row.display_name,
    email: row.email,
    services: (row.services ?? []).filter(isServiceId),
    isActive: row.is_active,
    createdAt: row.created_at,
  }
}

export type SalespersonLinkInput = Pick<SalespersonLink, 'salespersonName' | 'displayName' | 'email' | 'services' | 'isActive'>

type SalespersonInsert = Database['public']['Tables']['salesperson_links']['Insert']

/** The URL name is normalised here, on every create and update. */
export function toSalespersonLinkRow(input: SalespersonLinkInput): SalespersonInsert {
  return {
    salesperson_name: normaliseSalespersonName(input.salespersonName),
    display_name: input.displayName.trim(),
    email: input.email.trim(),
    services: input.services,
    is_active: input.isActive,
  }
}
