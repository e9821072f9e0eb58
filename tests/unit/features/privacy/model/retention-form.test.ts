import { describe, expect, it } from 'vitest'
import { DEFAULT_RETENTION_POLICY } from '@/content/privacy-policy'
import { retentionFormSchema, toRetentionFormValues, toRetentionPolicyInput } from '@/features/privacy/model/retention-form'

describe('the retention form', () => {
  it('round-trips the policy', () => {
    const values = toRetentionFormValues(DEFAULT_RETENTION_POLICY)
    expect(values).toEqual({ inquiryMonths: '36', trashDays: '30', screenedDays: '30', notificationDays: '30', privacyRequestYears: '6' })
    expect(retentionFormSchema.safeParse(values).success).toBe(true)
    expect(toRetentionPolicyInput(values)).toEqual(DEFAULT_RETENTION_POLICY)
  })

  it.each([
    ['inquiryMonths', '0'],
    ['inquiryMonths', '121'],
    ['trashDays', '1.5'],
    ['screenedDays', ''],
    ['notificationDays', '3651'],
    ['privacyRequestYears', '0'],
    ['privacyRequestYears', '11'],
  ] as const)('refuses %s = %j, as the database does', (field, value) => {
    const result = retentionFormSchema.safeParse({ ...toRetentionFormValues(DEFAULT_RETENTION_POLICY), [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })
})
