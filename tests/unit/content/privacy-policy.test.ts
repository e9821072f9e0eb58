import { describe, expect, it } from 'vitest'
import { DEFAULT_RETENTION_POLICY, privacyPolicyFor, retentionStatements } from '@/content/privacy-policy'
import { RECIPIENT_FACTS } from '@/content/data-recipients'

const retentionList = (policy = DEFAULT_RETENTION_POLICY) =>
  privacyPolicyFor(policy, []).sections.find((section) => section.id === 'data-retention')?.list ?? []

describe('the privacy policy', () => {
  it('states the default retention as it always has: 3 years for contact form submissions', () => {
    expect(retentionList()[0]).toBe('Contact form submissions are kept for 3 years from the date of submission.')
    expect(retentionList()).toHaveLength(6)
  })

  it('states the retention policy in force, whatever an admin set', () => {
    const statements = retentionStatements({ inquiryMonths: 18, trashDays: 7, screenedDays: 1, notificationDays: 14, privacyRequestYears: 1 })
    expect(statements).toEqual([
      'Contact form submissions are kept for 18 months from the date of submission.',
      'A submission we delete is removed for good 7 days after it was moved to our trash; one held for review or flagged as spam that we never accept is removed 1 day after it arrived.',
      "The copy of a submission sent to our team's notification channels (email or chat) is emptied of its contents 14 days after it was delivered, or, if it could not be delivered, 14 days after it was queued.",
      'When you ask us to access, export or erase your data, we keep a record of the request (when, what was done, and your email address only as a keyed one-way hash, so we can later confirm that it was erased) for 1 year.',
    ])
    expect(retentionList({ inquiryMonths: 24, trashDays: 30, screenedDays: 30, notificationDays: 30, privacyRequestYears: 6 })[0]).toContain('2 years')
  })
})

describe("the privacy policy's sharing section", () => {
  const sharing = (recipients: Parameters<typeof privacyPolicyFor>[1]) =>
    privacyPolicyFor(DEFAULT_RETENTION_POLICY, recipients).sections.find((section) => section.id === 'sharing')?.list ?? []
  const cookies = (recipients: Parameters<typeof privacyPolicyFor>[1]) =>
    privacyPolicyFor(DEFAULT_RETENTION_POLICY, recipients).sections.find((section) => section.id === 'cookies-and-analytics')?.paragraphs.join(' ') ?? ''

  it('names each recipient in use with what it receives, when, and on the basis of consent, and no other', () => {
    const list = sharing(['google_ads', 'meta']).join('\n')
    expect(list).toContain(RECIPIENT_FACTS.google_ads.policy)
    expect(list).toContain(RECIPIENT_FACTS.meta.policy)
    expect(list).toContain('only with your consent to Meta')
    expect(list).toContain('when your inquiry becomes a qualified lead or a client')
    expect(list).not.toContain('LinkedIn')
    expect(list).not.toContain('Google Analytics')
  })

  it('says nothing is shared with an ad or analytics platform when none is in use, and that nothing is stored on the device', () => {
    expect(sharing([]).join('\n')).toContain('We use no advertising or analytics platform')
    expect(cookies([])).toContain('nothing is written on your device')
    expect(cookies([])).not.toContain('local storage')
  })

  it('no longer says the click-id record is never shared: it says when it is', () => {
    expect(cookies(['google_ads'])).not.toContain('never shared')
    expect(cookies(['google_ads'])).toContain('reach a platform only as section 6 says')
  })

  it('says that a withdrawal reaches the inquiries already sent, and what the browser keeps for it', () => {
    const rights = privacyPolicyFor(DEFAULT_RETENTION_POLICY, []).sections.find((section) => section.id === 'your-rights')
    const withdrawal = rights?.list?.find((item) => item.startsWith('Withdrawal of consent')) ?? ''
    expect(withdrawal).toContain('reaches the inquiries you already sent')
    expect(withdrawal).toContain('strictly necessary record')
    expect(withdrawal).toContain('secret code')
  })
})
