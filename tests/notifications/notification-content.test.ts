/**
 * What a notification says, in every channel, about a lead that carries everything the site
 * records: staff get the name, company, contact details, the message, service, budget, source,
 * medium, campaign, salesperson, landing page and a link to the lead; no channel carries the
 * user agent, the Google Analytics client id, an ad click id or a consent flag (the lead's card
 * keeps them). The lead is stored in the database, so its notification's payload is the one the
 * outbox trigger wrote; each channel is rendered by the delivery code the function runs (the
 * webhook's JSON and Slack text, the email through Resend's API, the local mailbox file). A
 * notification queued before the payload was narrowed (the whole row) says no more.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendToDestination, type ChannelDeps } from '../../supabase/functions/_shared/notifications/channels'
import type { DeliverySettings, Destination, OutgoingNotification } from '../../supabase/functions/_shared/notifications/types'
import { DEFAULT_RETRY_POLICY } from '../../supabase/functions/_shared/retry-policy'
import { startTestStack, type TestStack } from '../support/local-stack'
import { signingSecret } from '../support/notifications'

let stack: TestStack
let service: SupabaseClient

const SITE_URL = 'https://agency.example'

/** What staff need, as the lead's values. */
const NEEDED = {
  first_name: 'Margaret',
  last_name: 'Hamilton',
  email: 'margaret.hamilton@apollo.example',
  phone: '+1 555 0142',
  company: 'Apollo Guidance',
  service_interest: 'AI & Automation',
  budget_range: '$50,000 - $100,000',
  project_timeline: '3-6 months',
  message: 'We need the lunar module software reviewed before launch.',
  last_utm_source: 'newsletter-nov',
  last_utm_medium: 'email-blast',
  last_utm_campaign: 'moonshot-campaign',
  last_landing_path: '/services/ai-automation',
  salesperson_name: 'maria-gomez',
}

/** What no channel may carry: every value is distinct, so finding it anywhere is a leak. */
const FORBIDDEN = {
  client_user_agent: 'Mozilla/5.0 (X11; Linux x86_64) ForbiddenAgent/42.0',
  ga_client_id: '918273645.1700000001',
  first_gclid: 'GCLID-first-forbidden',
  last_gclid: 'GCLID-last-forbidden',
  first_gbraid: 'GBRAID-first-forbidden',
  last_gbraid: 'GBRAID-last-forbidden',
  first_wbraid: 'WBRAID-first-forbidden',
  last_wbraid: 'WBRAID-last-forbidden',
  first_fbclid: 'FBCLID-first-forbidden',
  last_fbclid: 'FBCLID-last-forbidden',
  first_msclkid: 'MSCLKID-first-forbidden',
  last_msclkid: 'MSCLKID-last-forbidden',
  first_li_fat_id: 'LIFATID-first-forbidden',
  last_li_fat_id: 'LIFATID-last-forbidden',
  consent_version: 'consent-version-forbidden',
}

/** Consent flags are booleans: what would name them in a notification. */
const FORBIDDEN_WORDS = [/consent/i, /\bgpc\b/i, /user.?agent/i, /client.?id/i, /click.?id/i, /gclid|fbclid|msclkid|li_fat_id|gbraid|wbraid/i]

const webhookDestination = (): Destination => ({
  id: 'a0000000-0000-4000-8000-000000000001', kind: 'webhook', name: 'Slack #leads', enabled: true,
  webhook_url: 'https://hooks.receiver.example/services/T000/B000', email_recipients: [], signing_secret: signingSecret(),
})
const emailDestination: Destination = {
  id: 'a0000000-0000-4000-8000-000000000002', kind: 'email', name: 'Sales inbox', enabled: true,
  webhook_url: null, email_recipients: ['sales@agency.example'], signing_secret: null,
}

/** Everything each channel sends for one notification, as text. */
async function renderEveryChannel(notification: OutgoingNotification): Promise<Record<string, string>> {
  const sent: string[] = []
  const mailbox: string[] = []
  const deps: ChannelDeps = {
    config: {
      supabaseUrl: 'http://unused', anonKey: 'unused', serviceRoleKey: 'unused', retry: DEFAULT_RETRY_POLICY,
      resendApiKey: null, resendApiUrl: 'https://resend.receiver.example', emailFrom: null, siteUrl: SITE_URL,
      localMailDir: '/mail', webhookTimeoutMs: 1000, emailTimeoutMs: 1000,
    },
    fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
      sent.push(String(init?.body ?? ''))
      return new Response('{"id":"ok"}', { status: 200 })
    }) as typeof fetch,
    resolveHost: async () => ['93.184.216.34'],
    now: () => new Date('2026-11-28T12:00:00Z'),
    writeMail: async (_file, contents) => {
      mailbox.push(contents)
    },
  }
  const settings = (apiKey: string | null): DeliverySettings => ({
    reminder_after_hours: 4, email_from: null, site_url: SITE_URL, email_api_key: apiKey, destinations: [],
  })
  const results = [
    await sendToDestination(webhookDestination(), notification, settings(null), deps),
    await sendToDestination(emailDestination, notification, settings('re_test_key'), deps),
    await sendToDestination(emailDestination, notification, settings(null), deps),
  ]
  expect(results.map((result) => result.ok)).toEqual([true, true, true])
  expect(sent).toHaveLength(2)
  const webhook = JSON.parse(sent[0]!) as { text: string }
  const email = JSON.parse(sent[1]!) as { subject: string; text: string; html: string }
  return {
    'webhook JSON': sent[0]!,
    'Slack text': webhook.text,
    'email subject': email.subject,
    'email text': email.text,
    'email HTML': email.html,
    'local mailbox file': mailbox[0]!,
  }
}

function expectStaffFieldsOnly(channels: Record<string, string>) {
  for (const [channel, content] of Object.entries(channels)) {
    for (const [field, value] of Object.entries(FORBIDDEN)) {
      expect(content.includes(value), `${channel} carries ${field}`).toBe(false)
    }
    for (const word of FORBIDDEN_WORDS) expect(content, `${channel} names ${word}`).not.toMatch(word)
  }
  // Each channel that shows the lead shows what staff need (the subject is a headline).
  const decoded = (value: string) => value.replace(/&amp;/g, '&')
  for (const channel of ['webhook JSON', 'Slack text', 'email text', 'email HTML', 'local mailbox file']) {
    const content = decoded(channels[channel]!)
    for (const value of [
      'Margaret Hamilton', NEEDED.email, NEEDED.phone, NEEDED.company, NEEDED.message, NEEDED.service_interest,
      NEEDED.budget_range, NEEDED.last_utm_source, NEEDED.last_utm_medium, NEEDED.last_utm_campaign,
      NEEDED.salesperson_name, NEEDED.last_landing_path, `${SITE_URL}/admin/customer-inquiries?search=`,
    ]) {
      expect(content, `${channel} lacks ${value}`).toContain(value)
    }
  }
}

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  const { error } = await service.from('notification_destinations').insert({
    kind: 'email', name: 'Sales inbox', email_recipients: ['sales@agency.example'],
  })
  if (error) throw error
  const columns = { ...NEEDED, ...FORBIDDEN, service_interest: NEEDED.service_interest }
  const names = Object.keys(columns)
  await stack.db.query(
    `insert into public.customer_inquiries (${names.join(', ')}, source_page, first_touch_at, last_touch_at,
        last_referrer, consent_decided_at, consent_ad_storage, consent_ad_user_data, consent_ad_personalization,
        consent_analytics_storage, consent_gpc)
      values (${names.map((_, index) => `$${index + 1}`).join(', ')}, 'home-detailed', now(), now(),
        'https://referrer.example/some/path', now(), true, true, true, true, false)`,
    Object.values(columns),
  )
})

afterAll(async () => {
  await stack?.stop()
})

describe('a notification of a lead that carries everything the site records', () => {
  it('tells staff who, what and where from in every channel, and carries no user agent, client id, click id or consent flag', async () => {
    const { rows } = await stack.db.query<{ id: string; payload: Record<string, unknown>; created_at: string; row: Record<string, unknown> }>(
      `select o.id, o.payload, o.created_at::text, to_jsonb(c) as row
         from public.notification_outbox o join public.customer_inquiries c on c.id = o.inquiry_id
        where o.event = 'inquiry.created'`,
    )
    expect(rows).toHaveLength(1)
    const { id, payload, created_at: createdAt, row } = rows[0]!
    // The copy kept in the outbox (admins read it) holds none of it either.
    for (const value of Object.values(FORBIDDEN)) expect(JSON.stringify(payload)).not.toContain(value)
    expect(Object.keys(payload).filter((key) => /consent|gpc|agent|ga_|clid|braid|fat_id|referrer/.test(key))).toEqual([])

    const notification: OutgoingNotification = { id, type: 'inquiry.created', inquiry: payload, createdAt }
    expectStaffFieldsOnly(await renderEveryChannel(notification))
    expectStaffFieldsOnly(await renderEveryChannel({ ...notification, type: 'inquiry.reminder', reminderAfterHours: 4 }))

    // The whole row, as notifications queued before the payload was narrowed held it: the
    // delivery code reads only the fields it names (the row has no derived campaign or
    // landing page keys, so only the leak check applies).
    const stale = await renderEveryChannel({ ...notification, inquiry: row })
    for (const [channel, content] of Object.entries(stale)) {
      for (const [field, value] of Object.entries(FORBIDDEN)) expect(content.includes(value), `${channel} carries ${field}`).toBe(false)
      for (const word of FORBIDDEN_WORDS) expect(content, `${channel} names ${word}`).not.toMatch(word)
    }
  })
})
