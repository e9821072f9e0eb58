import type { RetentionPolicy } from '@/content/privacy-policy'
import { z } from '@/lib/zod'
import { RETENTION_LIMITS } from './retention'

/** The retention form: whole numbers within the bounds the database holds. */

export type RetentionFormValues = Record<keyof RetentionPolicy, string>

export const RETENTION_FIELD_LABELS: Record<keyof RetentionPolicy, { label: string; unit: string; hint: string }> = {
  inquiryMonths: { label: 'Keep inquiries for', unit: 'months', hint: 'From the day each was sent, whatever its state.' },
  trashDays: { label: 'Purge trashed inquiries after', unit: 'days', hint: 'Counted from when the inquiry was moved to the trash.' },
  screenedDays: { label: 'Purge held and spam inquiries after', unit: 'days', hint: 'Unless approved into the inbox; counted from arrival.' },
  notificationDays: {
    label: 'Empty notification payloads after', unit: 'days',
    hint: 'Counted from delivery, or from when it was queued if never delivered; where and when each went stays.',
  },
  privacyRequestYears: {
    label: 'Keep the record of privacy requests for', unit: 'years',
    hint: 'Each look-up, export and erasure, with the address only as a keyed hash.',
  },
}

const wholeNumber = (field: keyof RetentionPolicy) => {
  const { min, max } = RETENTION_LIMITS[field]
  return z.string().refine(
    (value) => /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max,
    `A whole number from ${min} to ${max}.`,
  )
}

export const retentionFormSchema = z.object({
  inquiryMonths: wholeNumber('inquiryMonths'),
  trashDays: wholeNumber('trashDays'),
  screenedDays: wholeNumber('screenedDays'),
  notificationDays: wholeNumber('notificationDays'),
  privacyRequestYears: wholeNumber('privacyRequestYears'),
})

export const toRetentionFormValues = (policy: RetentionPolicy): RetentionFormValues => ({
  inquiryMonths: String(policy.inquiryMonths),
  trashDays: String(policy.trashDays),
  screenedDays: String(policy.screenedDays),
  notificationDays: String(policy.notificationDays),
  privacyRequestYears: String(policy.privacyRequestYears),
})

export const toRetentionPolicyInput = (values: RetentionFormValues): RetentionPolicy => ({
  inquiryMonths: Number(values.inquiryMonths),
  trashDays: Number(values.trashDays),
  screenedDays: Number(values.screenedDays),
  notificationDays: Number(values.notificationDays),
  privacyRequestYears: Number(values.privacyRequestYears),
})
