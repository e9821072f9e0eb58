// The delivery code under Node (the email a notification sends); the same module runs in the Edge Function under Deno.
import { describe, expect, it } from 'vitest'
import { composeEmail, mailboxFileName, mailboxFileText } from '../../../../../../supabase/functions/_shared/notifications/email'
import { toInquiryView } from '../../../../../../supabase/functions/_shared/notifications/inquiry-view'
import type { OutgoingNotification } from '../../../../../../supabase/functions/_shared/notifications/types'

const inquiry = {
  id: '6f1f7a40-0000-4000-8000-000000000001',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@engines.example',
  phone: '+44 20 7946 0958',
  company: 'Engines <Ltd> & Co',
  service_interest: 'AI & Automation',
  budget_range: '$50,000 - $100,000',
  project_timeline: '3-6 months',
  message: 'Line one\nLine <two> & more',
  source_page: 'home-detailed',
  status: 'new',
  created_at: '2026-11-23T10:42:00Z',
  deleted_at: null,
  // What the lead-capture work adds, whatever the names: all of it is attribution.
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-sale',
  salesperson: 'maria-gomez',
  landing_path: '/ai-automation',
  gclid: 'abc123',
  referrer: '',
  client_ip_hash: 'deadbeef',
  first_touch: { utm_source: 'newsletter' },
  screening: 'clear',
}

const notification: OutgoingNotification = {
  id: '0a7d3f7e-0000-4000-8000-0000000000aa',
  type: 'inquiry.created',
  inquiry,
  createdAt: '2026-11-23T10:42:01Z',
}

describe('what a notification says', () => {
  it('an email is readable on a phone, escapes what the prospect typed, and replies go to the prospect', () => {
    const email = composeEmail(notification, { from: 'Leads <leads@agency.example>', to: ['a@agency.example'], siteUrl: 'https://agency.example' })
    expect(email.subject).toBe('New inquiry from Ada Lovelace (Engines <Ltd> & Co) – AI & Automation, $50,000 - $100,000')
    expect(email.replyTo).toBe('ada@engines.example')
    expect(email.text).toContain('Company: Engines <Ltd> & Co\n')
    expect(email.text).toContain('Message:\nLine one\nLine <two> & more\n')
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
