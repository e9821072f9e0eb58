/**
 * The notification services of the back office against the local stack, with a signed-in
 * admin's supabase-js client: what the Notifications page and the inquiry cards read and write.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  deleteDestination, getDeliveryHealth, getSettings, listDestinations, listInquiryNotifications, removeEmailApiKey,
  retryNotification, saveDestination, saveSettings, setDestinationEnabled,
} from '@/features/notifications/api/notifications'
import { NOTIFICATION_MESSAGES } from '@/features/notifications/model/notification-messages'
import type { Database } from '@/lib/database.types'
import { startTestStack, type TestStack } from '../support/local-stack'
import { inquiryPayload, signingSecret } from '../support/notifications'

let stack: TestStack
let admin: SupabaseClient<Database>

const webhook = (name: string, secret: string | null = signingSecret()) => ({
  kind: 'webhook' as const, name, webhookUrl: 'https://hooks.example/x', emailRecipients: [], enabled: true, signingSecret: secret,
})

async function submit(): Promise<string> {
  const { data, error } = await stack.anonClient().rpc('submit_inquiry', { payload: inquiryPayload() })
  if (error) throw error
  return (data as { id: string }).id
}

beforeAll(async () => {
  stack = await startTestStack()
  admin = (await stack.adminClient()) as SupabaseClient<Database>
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.db.exec('delete from public.customer_inquiries; delete from public.notification_destinations;')
})

describe('destinations', () => {
  it('are added, edited (the secret kept unless replaced), switched off and removed', async () => {
    const secret = signingSecret()
    const added = await saveDestination(admin, webhook('Slack', secret))
    expect(added).toMatchObject({ kind: 'webhook', name: 'Slack', signingSecretHint: `whsec_…${secret.slice(-4)}`, enabled: true })

    const renamed = await saveDestination(admin, { ...webhook('Sales Slack', null), webhookUrl: 'https://hooks.example/y' }, added.id)
    expect(renamed).toMatchObject({ name: 'Sales Slack', webhookUrl: 'https://hooks.example/y', signingSecretHint: added.signingSecretHint })
    const replaced = await saveDestination(admin, webhook('Sales Slack'), added.id)
    expect(replaced.signingSecretHint).not.toBe(added.signingSecretHint)

    expect((await setDestinationEnabled(admin, added.id, false)).enabled).toBe(false)
    expect(await listDestinations(admin)).toHaveLength(1)
    await deleteDestination(admin, added.id)
    expect(await listDestinations(admin)).toEqual([])
    await expect(deleteDestination(admin, added.id)).rejects.toThrow(NOTIFICATION_MESSAGES.deleteDestination)
  })

  it('say in the database\'s words what is wrong with a secret or an address', async () => {
    await expect(saveDestination(admin, webhook('No secret', null))).rejects.toThrow('A webhook needs a signing secret. Use Generate to make one.')
    await expect(saveDestination(admin, { ...webhook('Bad', 'whsec_short') })).rejects.toThrow(/^The signing secret must be whsec_/)
    await expect(saveDestination(admin, {
      kind: 'email', name: 'Inbox', webhookUrl: null, emailRecipients: ['not-an-address'], enabled: true, signingSecret: null,
    })).rejects.toThrow('Please enter valid email addresses, separated by commas.')
  })
})

describe('settings', () => {
  it('are read and saved; the API key is written, shown as a hint, and removed', async () => {
    const saved = await saveSettings(admin, { reminderAfterHours: 2, escalateAfterHours: 3, emailFrom: 'Leads <leads@agency.example>', siteUrl: 'https://agency.example', emailApiKey: 're_secret_key_1234' })
    expect(saved).toEqual({ reminderAfterHours: 2, escalateAfterHours: 3, emailFrom: 'Leads <leads@agency.example>', siteUrl: 'https://agency.example', emailApiKeyHint: 're_…1234' })
    // Saving without a key keeps it.
    expect((await saveSettings(admin, { ...saved, emailApiKey: null })).emailApiKeyHint).toBe('re_…1234')
    expect((await removeEmailApiKey(admin)).emailApiKeyHint).toBeNull()
    expect(await getSettings(admin)).toMatchObject({ reminderAfterHours: 2, escalateAfterHours: 3, emailApiKeyHint: null })
    await expect(saveSettings(admin, { ...saved, emailApiKey: 'has spaces in it' })).rejects.toThrow('The email API key must be 8 to 300 characters without spaces.')
  })
})

describe('an inquiry\'s notifications', () => {
  it('are read for several inquiries at once, retried when failed, and summed up for the page', async () => {
    await saveDestination(admin, webhook('Slack'))
    const first = await submit()
    const second = await submit()
    const all = await listInquiryNotifications(admin, [first, second])
    expect(all.map((n) => [n.inquiryId, n.destinationName, n.state])).toEqual([
      [first, 'Slack', 'pending'],
      [second, 'Slack', 'pending'],
    ])

    await expect(retryNotification(admin, all[0]!.id)).rejects.toThrow('Only a failed notification can be retried.')
    await stack.db.query(`update public.notification_outbox set state = 'failed', attempts = 3, last_error = 'HTTP 410 Gone' where id = $1`, [all[0]!.id])
    await stack.db.query(`update public.notification_outbox set state = 'delivered' where id = $1`, [all[1]!.id])

    const since = new Date(Date.now() - 86_400_000).toISOString()
    const health = await getDeliveryHealth(admin, since)
    expect(health).toMatchObject({ delivered: 1, underway: 0, failed: 1 })
    expect(health.recentFailures).toEqual([expect.objectContaining({
      id: all[0]!.id, lastError: 'HTTP 410 Gone', inquiryName: expect.stringMatching(/^Grace Hopper\d+$/), inquiryEmail: expect.stringMatching(/@example\.com$/),
    })])

    await retryNotification(admin, all[0]!.id)
    expect((await listInquiryNotifications(admin, [first]))[0]).toMatchObject({ state: 'pending', attempts: 0 })
    expect(await getDeliveryHealth(admin, since)).toMatchObject({ delivered: 1, underway: 1, failed: 0, recentFailures: [] })
  })
})
