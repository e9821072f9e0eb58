import { describe, expect, it } from 'vitest'
import { DEFAULT_RETENTION_POLICY, privacyPolicyFor, retentionStatements } from '@/content/privacy-policy'

const retentionList = (policy = DEFAULT_RETENTION_POLICY) =>
  privacyPolicyFor(policy).sections.find((section) => section.id === 'data-retention')?.list ?? []

describe('the privacy policy', () => {
  it('states the default retention as it always has: 3 years for contact form submissions', () => {
    expect(retentionList()[0]).toBe('Contact form submissions are kept for 3 years from the date of submission.')
    expect(retentionList()).toHaveLength(5)
  })

  it('states the retention policy in force, whatever an admin set', () => {
    const statements = retentionStatements({ inquiryMonths: 18, trashDays: 7, screenedDays: 1, notificationDays: 14 })
    expect(statements).toEqual([
      'Contact form submissions are kept for 18 months from the date of submission.',
      'A submission we delete is removed for good 7 days after it was moved to our trash; one held for review or flagged as spam that we never accept is removed 1 day after it arrived.',
      "The copy of a submission sent to our team's notification channels (email or chat) is emptied of its contents 14 days after it was delivered.",
    ])
    expect(retentionList({ inquiryMonths: 24, trashDays: 30, screenedDays: 30, notificationDays: 30 })[0]).toContain('2 years')
  })

  it('says that a withdrawal reaches the inquiries already sent, and what the browser keeps for it', () => {
    const rights = privacyPolicyFor(DEFAULT_RETENTION_POLICY).sections.find((section) => section.id === 'your-rights')
    const withdrawal = rights?.list?.find((item) => item.startsWith('Withdrawal of consent')) ?? ''
    expect(withdrawal).toContain('reaches the inquiries you already sent')
    expect(withdrawal).toContain('strictly necessary record')
    expect(withdrawal).toContain('secret code')
  })
})
