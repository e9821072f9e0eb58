// The delivery code under Node (the email a notification sends); the same module runs in the Edge Function under Deno.
import { describe, expect, it } from 'vitest'
import { composeEmail, mailboxFileName, mailboxFileText } from '../../../../../../supabase/functions/_shared/notifications/email'
import { toInquiryView } from '../../../../../../supabase/functions/_shared/notifications/inquiry-view'
import { inquiry, notification } from '../../../../../support/notification-fixture'

describe('what a notification says', () => {
  it('an email is readable on a phone, escapes what the prospect typed, and replies go to the prospect', () => {
    const email = composeEmail(notification, { from: 'Leads <leads@agency.example>', to: ['a@agency.example'], siteUrl: 'https://agency.example' })
    expect(email.subject).toBe('New inquiry from Ada Lovelace (Engines <Ltd> & Co) – AI & Automation, $50,000 - $100,000')
    expect(email.replyTo).toBe('ada@engines.example')
    expect(email.text).toContain('Company: Engines <Ltd> & Co\n')
    expect(email.text).toContain('Message (quoted as the visitor wrote it):\n> Line one\n> Line <two> & more\n')
    expect(email.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">')
    expect(email.html).toContain('Engines &lt;Ltd&gt; &amp; Co')
    expect(email.html).not.toContain('<two>')
    expect(email.html).toContain('href="https://agency.example/admin/customer-inquiries?search=ada%40engines.example"')

    const now = new Date('2026-11-23T10:42:05Z')
    expect(mailboxFileName(email, notification.id, now)).toBe(
      '2026-11-23T10-42-05-new-inquiry-from-ada-lovelace-engines-ltd-co-ai-automation-5-0a7d3f7e.txt',
    )
    expect(mailboxFileText(email, notification.id, now)).toMatch(
      /^From: Leads <leads@agency\.example>\nTo: a@agency\.example\nReply-To: ada@engines\.example\nSubject: New inquiry/,
    )
  })

  it('a subject never carries a line break a prospect typed', () => {
    const view = toInquiryView({ ...inquiry, company: 'Evil\r\nBcc: x@y.z' }, null)
    const email = composeEmail({ ...notification, inquiry: { ...inquiry, company: view.company } }, { from: 'a@b.c', to: ['d@e.f'], siteUrl: null })
    expect(email.subject).not.toMatch(/[\r\n]/)
  })
})
