// The delivery run under Node with a store of the test's making; the same module runs in the Edge Function under Deno.
import { describe, expect, it } from 'vitest'
import { destinationOf, runDelivery, toOutgoing } from '../../../../../../supabase/functions/_shared/notifications/deliver'
import type { AttemptRecord, DeliverySettings, OutboxRow } from '../../../../../../supabase/functions/_shared/notifications/types'
import { DEFAULT_RETRY_POLICY } from '../../../../../../supabase/functions/_shared/retry-policy'
import { inquiry } from '../../../../../support/notification-fixture'
import { signingSecret } from '../../../../../support/notifications'

const DESTINATION_ID = 'b0000000-0000-4000-8000-000000000001'

const row = (id: string, email: string): OutboxRow => ({
  id, inquiry_id: inquiry.id, destination_id: DESTINATION_ID, destination_kind: 'webhook', destination_name: 'Slack',
  event: 'inquiry.created', payload: { ...inquiry, email }, state: 'sending', attempts: 1,
  next_attempt_at: '2026-11-28T12:00:00Z', created_at: '2026-11-28T12:00:00Z',
})

describe('a delivery run', () => {
  it('sends and records only what the database still holds for it: a notification erased after the claim is neither', async () => {
    const kept = row('0a7d3f7e-0000-4000-8000-0000000000a1', 'kept@example.com')
    const erased = row('0a7d3f7e-0000-4000-8000-0000000000a2', 'erased@example.com')
    let batches = [[kept, erased]]
    const sent: string[] = []
    const recorded: AttemptRecord[] = []
    const settings: DeliverySettings = {
      reminder_after_hours: null, email_from: null, site_url: null, email_api_key: null,
      destinations: [{
        id: DESTINATION_ID, kind: 'webhook', name: 'Slack', enabled: true, webhook_url: 'https://hooks.receiver.example/x',
        email_recipients: [], signing_secret: signingSecret(),
      }],
    }
    const summary = await runDelivery({
      config: {
        supabaseUrl: 'http://unused', anonKey: 'unused', serviceRoleKey: 'unused', retry: DEFAULT_RETRY_POLICY, resendApiKey: null,
        resendApiUrl: null, emailFrom: null, siteUrl: null, localMailDir: null, webhookTimeoutMs: 1000, emailTimeoutMs: 1000,
      },
      fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
        sent.push(String(init?.body ?? ''))
        return new Response('ok', { status: 200 })
      }) as typeof fetch,
      resolveHost: async () => ['93.184.216.34'],
      now: () => new Date(),
      random: () => 0.5,
      store: {
        settings: async () => settings,
        queueReminders: async () => 0,
        claim: async () => {
          const batch = batches[0] ?? []
          batches = []
          return batch
        },
        stillClaimed: async (id) => id === kept.id,
        record: async (results) => {
          recorded.push(...results)
        },
      },
    }, { batchSize: 25, leaseSeconds: 120, concurrency: 2, budgetMs: 60_000 })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain('kept@example.com')
    expect(sent.join('')).not.toContain('erased@example.com')
    expect(recorded.map((record) => record.id)).toEqual([kept.id])
    expect(summary).toMatchObject({ delivered: 1, retrying: 0, failed: 0 })
  })
})

describe('a notification to one person of the team', () => {
  const settings: DeliverySettings = {
    reminder_after_hours: 2, escalate_after_hours: 3, email_from: null, site_url: null, email_api_key: null,
    destinations: [{
      id: DESTINATION_ID, kind: 'email', name: 'Sales inbox', enabled: true, webhook_url: null,
      email_recipients: ['sales@agency.example'], signing_secret: null,
    }],
  }
  const toOwner: OutboxRow = {
    ...row('0a7d3f7e-0000-4000-8000-0000000000b1', 'lead@example.com'),
    destination_id: null, destination_kind: 'email', destination_name: 'Olivia Owner (owner)', recipient_email: 'olivia@agency.example',
  }

  it('is an email to that address alone, needing no configured destination', () => {
    expect(destinationOf(toOwner, settings)).toMatchObject({ kind: 'email', email_recipients: ['olivia@agency.example'], name: 'Olivia Owner (owner)' })
    expect(destinationOf({ ...toOwner, recipient_email: null }, settings)).toBeNull()
    expect(destinationOf({ ...toOwner, recipient_email: null, destination_id: DESTINATION_ID }, settings)?.email_recipients).toEqual(['sales@agency.example'])
  })

  it('says how long an escalated lead has waited: the reminder\'s delay and the escalation\'s', () => {
    expect(toOutgoing({ ...toOwner, event: 'inquiry.escalated' }, settings)).toMatchObject({ waitedHours: 5, reminderAfterHours: null })
    expect(toOutgoing({ ...toOwner, event: 'inquiry.reminder' }, settings)).toMatchObject({ waitedHours: null, reminderAfterHours: 2 })
    expect(toOutgoing({ ...toOwner, event: 'inquiry.escalated' }, { ...settings, escalate_after_hours: null }).waitedHours).toBeNull()
  })
})
