// The delivery code under Node (the webhook body and its signature); the same module runs in the Edge Function under Deno.
import { describe, expect, it } from 'vitest'
import { webhookBody, signWebhook } from '../../../../../../supabase/functions/_shared/notifications/webhook'
import { hasValidSignature, signingSecret } from '../../../../../support/notifications'
import { inquiry, notification } from '../../../../../support/notification-fixture'

describe('what a notification says', () => {
  it('the webhook body carries the inquiry, its attribution, its back-office link and a Slack text', () => {
    const body = webhookBody(notification, 'https://agency.example/')
    expect(body).toMatchObject({
      type: 'inquiry.created',
      id: notification.id,
      inquiry: {
        name: 'Ada Lovelace',
        email: 'ada@engines.example',
        phone: '+44 20 7946 0958',
        company: 'Engines <Ltd> & Co',
        service: 'AI & Automation',
        budget: '$50,000 - $100,000',
        timeline: '3-6 months',
        source_page: 'home-detailed',
        screening: null,
        attribution: { source: 'google', medium: 'cpc', campaign: 'spring-sale', landing_page: '/ai-automation', salesperson: 'maria-gomez' },
        url: 'https://agency.example/admin/customer-inquiries?search=ada%40engines.example',
      },
    })
        expect(body).toMatchObject({ unfurl_links: false, unfurl_media: false })
    // Slack mrkdwn: & < > escaped, the message quoted, the links in Slack's own syntax.
    expect(body.text).toBe([
      '*New inquiry from Ada Lovelace (Engines &lt;Ltd&gt; &amp; Co)*',
      'AI &amp; Automation · $50,000 - $100,000 · 3-6 months',
      '<mailto:ada@engines.example|ada@engines.example> · +44 20 7946 0958',
      '> Line one\n> Line &lt;two&gt; &amp; more',
      'Sent from: Home page, detailed form, 23 Nov 2026, 10:42 UTC',
      'Source: google', 'Medium: cpc', 'Campaign: spring-sale', 'Landing page: /ai-automation', 'Salesperson: maria-gomez',
      '<https://agency.example/admin/customer-inquiries?search=ada%40engines.example|Open in the back office>',
    ].join('\n'))
  })

  it('marks an inquiry held for review, and says how long a reminder waited', () => {
    const held = webhookBody({ ...notification, inquiry: { ...inquiry, screening: 'held' } }, null)
    expect(held.text).toMatch(/^\*\[Held for review\] New inquiry from Ada Lovelace/)
    const reminder = webhookBody({ ...notification, type: 'inquiry.reminder', reminderAfterHours: 1 }, null)
    expect(reminder.text).toMatch(/^\*Reminder: the inquiry from Ada Lovelace \(Engines &lt;Ltd&gt; &amp; Co\) is still new after 1 hour\*/)
  })
})

describe('the webhook signature', () => {
  it('is the Standard Webhooks HMAC of id.timestamp.body, which a receiver can check on its own', async () => {
    const secret = signingSecret()
    const body = JSON.stringify(webhookBody(notification, null))
    const timestamp = Math.floor(Date.now() / 1000)
    const signature = await signWebhook(secret, notification.id, timestamp, body)
    const headers = { 'webhook-id': notification.id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature }
    expect(hasValidSignature(secret, headers, body)).toBe(true)
    expect(hasValidSignature(secret, headers, body.replace('Ada', 'Eve'))).toBe(false)
    expect(hasValidSignature(secret, { ...headers, 'webhook-id': 'another' }, body)).toBe(false)
  })
})
