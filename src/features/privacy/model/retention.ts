import type { RetentionPolicy } from '@/content/privacy-policy'

/** The database's names of the retention values, and the bounds its CHECK constraints hold. */
export const RETENTION_COLUMNS = {
  inquiryMonths: 'inquiry_months',
  trashDays: 'trash_days',
  screenedDays: 'screened_days',
  notificationDays: 'notification_days',
  privacyRequestYears: 'privacy_request_years',
} as const satisfies Record<keyof RetentionPolicy, string>

export const RETENTION_LIMITS: Record<keyof RetentionPolicy, { min: number; max: number }> = {
  inquiryMonths: { min: 1, max: 120 },
  trashDays: { min: 1, max: 3650 },
  screenedDays: { min: 1, max: 3650 },
  notificationDays: { min: 1, max: 3650 },
  privacyRequestYears: { min: 1, max: 10 },
}

const RETENTION_FIELDS = Object.keys(RETENTION_COLUMNS) as Array<keyof RetentionPolicy>

/** A row of retention_settings (or the answer of rpc/retention_policy) as the policy, or null. */
export function toRetentionPolicy(row: unknown): RetentionPolicy | null {
  if (row === null || typeof row !== 'object') return null
  const record = row as Record<string, unknown>
  const entries = RETENTION_FIELDS.map((field) => [field, record[RETENTION_COLUMNS[field]]] as const)
  if (!entries.every(([, value]) => typeof value === 'number' && Number.isInteger(value))) return null
  return Object.fromEntries(entries) as unknown as RetentionPolicy
}

export function toRetentionRow(policy: RetentionPolicy): Record<(typeof RETENTION_COLUMNS)[keyof RetentionPolicy], number> {
  return {
    inquiry_months: policy.inquiryMonths,
    trash_days: policy.trashDays,
    screened_days: policy.screenedDays,
    notification_days: policy.notificationDays,
    privacy_request_years: policy.privacyRequestYears,
  }
}
