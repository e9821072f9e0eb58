/**
 * Data-subject requests: what the product holds about one email address, by kind, as the
 * database counts it (rpc/privacy_lookup, privacy_export, privacy_erase).
 */

/** What an admin can do for a person; each is recorded in the privacy_requests audit table. */
export const PRIVACY_REQUEST_ACTIONS = ['lookup', 'export', 'erase', 'withdraw'] as const
export type PrivacyRequestAction = (typeof PRIVACY_REQUEST_ACTIONS)[number]

export const HOLDING_KINDS = [
  'inquiries_active',
  'inquiries_trashed',
  'inquiries_held',
  'inquiries_spam',
  'attribution',
  'notifications',
  'delivery_records',
  'conversions',
  'conversion_deliveries',
  // speed:
  'meetings',
] as const
export type HoldingKind = (typeof HOLDING_KINDS)[number]

export type HoldingCounts = Record<HoldingKind, number>

/** Each kind as the Privacy screen names it. */
export const HOLDING_KIND_LABELS: Record<HoldingKind, string> = {
  inquiries_active: 'Inquiries (active)',
  inquiries_trashed: 'Inquiries in the trash',
  inquiries_held: 'Inquiries held for review',
  inquiries_spam: 'Inquiries marked as spam',
  attribution: 'Inquiries with lead attribution (campaign, ad click, referrer, salesperson)',
  notifications: 'Notifications (the copy of the inquiry staff received)',
  delivery_records: 'Delivery records (attempts, errors, delivery times)',
  conversions: 'Conversions (stages reached and deal values)',
  conversion_deliveries: 'Conversions sent to ad platforms (platform, state, times)',
  // speed:
  meetings: 'Meetings booked through Cal.com or Calendly (on their inquiries, or with their address)',
}

/** Whether an address was erased before, as the record of requests says (rpc/privacy_erasure_record). */
export interface ErasureRecord {
  erased: boolean
  erasures: number
  lastErasedAt: string | null
}

export function toErasureRecord(value: unknown): ErasureRecord {
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  const erasures = typeof record.erasures === 'number' && Number.isInteger(record.erasures) && record.erasures > 0 ? record.erasures : 0
  const lastErasedAt = typeof record.last_erased_at === 'string' ? record.last_erased_at : null
  return { erased: erasures > 0 && lastErasedAt !== null, erasures, lastErasedAt }
}

export const PRIVACY_REQUEST_ACTION_LABELS: Record<PrivacyRequestAction, string> = {
  lookup: 'Look-up',
  export: 'Export',
  erase: 'Erase',
  withdraw: 'Withdrawal recorded',
}

/** The counts from the database's answer; a kind it did not name counts 0. */
export function toHoldingCounts(value: unknown): HoldingCounts {
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  return Object.fromEntries(HOLDING_KINDS.map((kind) => [kind, Number(record[kind]) || 0])) as HoldingCounts
}

/** What recording a withdrawal did: what is held, and how many leads and recipients it withdrew. */
export interface WithdrawalRecord {
  counts: HoldingCounts
  leadsWithdrawn: number
  recipientsWithdrawn: number
}

export function toWithdrawalRecord(value: unknown): WithdrawalRecord {
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  return {
    counts: toHoldingCounts(value),
    leadsWithdrawn: Number(record.leads_withdrawn) || 0,
    recipientsWithdrawn: Number(record.recipients_withdrawn) || 0,
  }
}

/**
 * Rows held in all: inquiries (every kind counted once), notifications and meetings (a meeting
 * booked with the address may sit on another lead or on none). Attribution, delivery records
 * and conversions (with what was sent of them) belong to those inquiries and go with them, so
 * they are not counted again.
 */
export function rowsHeld(counts: HoldingCounts): number {
  return (
    counts.inquiries_active + counts.inquiries_trashed + counts.inquiries_held + counts.inquiries_spam + counts.notifications +
    // speed:
    counts.meetings
  )
}

/** The kinds that hold something, for the Erase confirmation. */
export function heldKinds(counts: HoldingCounts): HoldingKind[] {
  return HOLDING_KINDS.filter((kind) => counts[kind] > 0)
}

/** e.g. personal-data-jane.doe-at-client.example-2026-11-25.json (the admin's own date). */
export function exportFileName(email: string, now = new Date()): string {
  const who = email.trim().toLowerCase().replace('@', '-at-').replace(/[^a-z0-9.-]+/g, '_').slice(0, 80)
  const day = [now.getFullYear(), String(now.getMonth() + 1).padStart(2, '0'), String(now.getDate()).padStart(2, '0')].join('-')
  return `personal-data-${who}-${day}.json`
}
