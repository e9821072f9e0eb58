/**
 * The delivery code's pure parts under Node: what a notification says, how it is signed,
 * when a failed attempt is tried again. The same modules run in the Edge Function under Deno.
 */
import { describe, expect, it } from 'vitest'
import { composeEmail, mailboxFileName, mailboxFileText } from '../../supabase/functions/_shared/notifications/email'
import { recordFor } from '../../supabase/functions/_shared/notifications/deliver'
import { deliveryHandler } from '../../supabase/functions/_shared/notifications/handlers'
import { attributionOf, toInquiryView } from '../../supabase/functions/_shared/notifications/inquiry-view'
import {
  DEFAULT_RETRY_POLICY, retryDelaySeconds, retryPolicyFromEnv,
} from '../../supabase/functions/_shared/notifications/retry-policy'
import type { OutboxRow, OutgoingNotification } from '../../supabase/functions/_shared/notifications/types'
import { webhookBody, signWebhook } from '../../supabase/functions/_shared/notifications/webhook'
import { hasValidSignature, signingSecret } from '../support/notifications'
import type { DeliveryConfig } from '../../supabase/functions/_shared/notifications/config'

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
  it('lists every extra column as attribution, the ones people look for first, never internal hashes', () => {
    expect(attributionOf(inquiry).map((item) => [item.label, item.value])).toEqual([
      ['Source', 'google'],
      ['First touch source', 'newsletter'],
      ['Medium', 'cpc'],
      ['Campaign', 'spring-sale'],
      ['Salesperson', 'maria-gomez'],
      ['Landing path', '/ai-automation'],
      ['Google Ads click id', 'abc123'],
    ])
  })

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
        attribution: { utm_source: 'google', utm_campaign: 'spring-sale', salesperson: 'maria-gomez', first_touch_utm_source: 'newsletter' },
        url: 'https://agency.example/admin/customer-inquiries?search=ada%40engines.example',
      },
    })
    expect(body.inquiry.attribution).not.toHaveProperty('client_ip_hash')
    // Slack mrkdwn: & < > escaped, the message quoted, the link in Slack's own syntax.
    expect(body.text).toBe([
      '*New inquiry from Ada Lovelace (Engines &lt;Ltd&gt; &amp; Co)*',
      'AI &amp; Automation · $50,000 - $100,000 · 3-6 months',
      'ada@engines.example · +44 20 7946 0958',
      '> Line one\n> Line &lt;two&gt; &amp; more',
      'Sent from: Home page, detailed form, 23 Nov 2026, 10:42 UTC',
      'Source: google', 'First touch source: newsletter', 'Medium: cpc', 'Campaign: spring-sale', 'Salesperson: maria-gomez',
      'Landing path: /ai-automation', 'Google Ads click id: abc123',
      '<https://agency.example/admin/customer-inquiries?search=ada%40engines.example|Open in the back office>',
    ].join('\n'))
  })

  it('marks an inquiry held for review, and says how long a reminder waited', () => {
    const held = webhookBody({ ...notification, inquiry: { ...inquiry, screening: 'held' } }, null)
    expect(held.text).toMatch(/^\*\[Held for review\] New inquiry from Ada Lovelace/)
    const reminder = webhookBody({ ...notification, type: 'inquiry.reminder', reminderAfterHours: 1 }, null)
    expect(reminder.text).toMatch(/^\*Reminder: the inquiry from Ada Lovelace \(Engines &lt;Ltd&gt; &amp; Co\) is still new after 1 hour\*/)
  })

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

describe('retries', () => {
  it('by default wait 30 s, doubling to at most 2 hours, 12 attempts: about 9 hours of trying', () => {
    const delays = Array.from({ length: 11 }, (_, index) => retryDelaySeconds(DEFAULT_RETRY_POLICY, index + 1, 0.5))
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3840, 7200, 7200, 7200])
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 12, 0.5)).toBeNull()
    const total = delays.reduce<number>((sum, delay) => sum + (delay ?? 0), 0)
    expect(total / 3600).toBeGreaterThan(8)
    // A receiver down for a minute is tried again within three minutes of the first failure.
    expect(delays[0]! + delays[1]!).toBeLessThanOrEqual(180)
  })

  it('spread by at most 10 %, respect Retry-After within the cap, and come from the environment', () => {
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 1, 0)).toBeCloseTo(27)
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 1, 0.999)).toBeCloseTo(32.99, 1)
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 1, 0.5, 600)).toBe(600)
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 1, 0.5, 86_400)).toBe(7200)
    expect(retryPolicyFromEnv({ NOTIFY_RETRY_BASE_SECONDS: '0.5', NOTIFY_RETRY_MAX_SECONDS: '4', NOTIFY_MAX_ATTEMPTS: '5' }))
      .toEqual({ baseSeconds: 0.5, maxSeconds: 4, maxAttempts: 5, jitter: 0.1 })
    expect(retryPolicyFromEnv({ NOTIFY_RETRY_BASE_SECONDS: 'soon', NOTIFY_MAX_ATTEMPTS: '-1' })).toEqual(DEFAULT_RETRY_POLICY)
  })

  it('an attempt is recorded as delivered, retrying at the back-off time, or failed with the reason', () => {
    const now = new Date('2026-11-23T10:00:00Z')
    const deps = { config: { retry: { ...DEFAULT_RETRY_POLICY, maxAttempts: 3 } } as DeliveryConfig, now: () => now, random: () => 0.5 }
    const row = (attempts: number) => ({ id: 'n1', attempts }) as OutboxRow
    expect(recordFor(row(1), { ok: true, detail: 'HTTP 200' }, deps)).toEqual({ id: 'n1', delivered: true, error: null, retry_at: null })
    expect(recordFor(row(1), { ok: false, error: 'HTTP 500', retryable: true }, deps))
      .toEqual({ id: 'n1', delivered: false, error: 'HTTP 500', retry_at: '2026-11-23T10:00:30.000Z' })
    expect(recordFor(row(3), { ok: false, error: 'HTTP 500', retryable: true }, deps))
      .toEqual({ id: 'n1', delivered: false, error: 'HTTP 500 (gave up after 3 attempts)', retry_at: null })
    expect(recordFor(row(1), { ok: false, error: 'HTTP 404 Not Found', retryable: false }, deps))
      .toEqual({ id: 'n1', delivered: false, error: 'HTTP 404 Not Found', retry_at: null })
  })
})

describe('the delivery function', () => {
  it('runs only for the service role: the public anon key cannot make it send', async () => {
    const handler = deliveryHandler({
      env: { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service' },
      fetch: () => Promise.reject(new Error('must not reach the database')),
    })
    const asAnon = await handler(new Request('http://fn/deliver-notifications', { method: 'POST', headers: { Authorization: 'Bearer anon' } }))
    expect(asAnon.status).toBe(401)
    const asGet = await handler(new Request('http://fn/deliver-notifications', { headers: { Authorization: 'Bearer service' } }))
    expect(asGet.status).toBe(405)
  })
})
