import type { InquiryOwner } from '@/content/types'
import { OWNER_TEXTS } from './inquiry-admin-messages'

/** A sales member an admin may give a lead to. */
export interface Assignee {
  id: string
  name: string
}

/** The owner select's value for "nobody". */
export const UNASSIGNED = '__unassigned__'

/**
 * How a card names a lead's owner: "Unassigned", their name, or "{name} (owner deactivated)"
 * once the member is deactivated (the lead stays theirs until an admin reassigns it).
 */
export function ownerText(owner: InquiryOwner | null | undefined): string {
  if (!owner) return OWNER_TEXTS.unassigned
  const name = owner.name?.trim() || OWNER_TEXTS.unknown
  return owner.active ? name : OWNER_TEXTS.deactivated(name)
}
