// The delivery code under Node (the send-time address check); the same module runs in the Edge Function under Deno.
import { describe, expect, it, vi } from 'vitest'
import { ADDRESS_RULE_MESSAGES } from '../../../../../../supabase/functions/_shared/address-rule'
import { sendToDestination, type ChannelDeps } from '../../../../../../supabase/functions/_shared/notifications/channels'
import type { Fetch } from '../../../../../../supabase/functions/_shared/notifications/attempt'
import { deliveryConfigFromEnv } from '../../../../../../supabase/functions/_shared/notifications/config'
import type { DeliverySettings, Destination } from '../../../../../../supabase/functions/_shared/notifications/types'
import { refuseWebhookTarget } from '../../../../../../supabase/functions/_shared/notifications/webhook-target'
import { notification } from '../../../../../support/notification-fixture'
import { signingSecret } from '../../../../../support/notifications'

/** The DNS the test decides: each name's addresses, or a failure for names it does not know. */
function dns(records: Record<string, string[]>) {
  return vi.fn(async (name: string) => {
    const addresses = records[name]
    if (!addresses) throw new Error(`no such name: ${name}`)
    return addresses
  })
}

function webhook(url: string): Destination {
  return { id: 'd1', kind: 'webhook', name: 'Hook', enabled: true, webhook_url: url, email_recipients: [], signing_secret: signingSecret() }
}

const settings = (allowLoopback = false): DeliverySettings => ({
  reminder_after_hours: null, email_from: null, site_url: null, email_api_key: null, destinations: [], allow_loopback: allowLoopback,
})

function deps(resolveHost: ChannelDeps['resolveHost'], fetch: Fetch): ChannelDeps {
  return {
    config: deliveryConfigFromEnv({ SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'a', SUPABASE_SERVICE_ROLE_KEY: 's' }),
    fetch,
    resolveHost,
    now: () => new Date('2026-11-25T10:00:00Z'),
  }
}

describe('a webhook at send time', () => {
  it('whose host name resolves to a private address fails with the fixed message, and nothing is sent', async () => {
    const fetch = vi.fn<Fetch>()
    for (const addresses of [['10.0.0.7'], ['169.254.169.254'], ['93.184.216.34', 'fd00::1'], ['::ffff:127.0.0.1']]) {
      const resolve = dns({ 'hooks.rebound.example': addresses })
      const result = await sendToDestination(webhook('https://hooks.rebound.example/in'), notification, settings(), deps(resolve, fetch))
      expect(result).toEqual({ ok: false, error: ADDRESS_RULE_MESSAGES.privateResolved, retryable: false })
      expect(resolve).toHaveBeenCalledWith('hooks.rebound.example')
    }
    expect(fetch).not.toHaveBeenCalled()
  })

  it('whose host name resolves to public addresses only is sent, to the URL as saved', async () => {
    const fetch = vi.fn<Fetch>(async () => new Response(null, { status: 204 }))
    const resolve = dns({ 'hooks.example.com': ['93.184.216.34', '2606:2800:220:1::1'] })
    const result = await sendToDestination(webhook('https://hooks.example.com/in'), notification, settings(), deps(resolve, fetch))
    expect(result).toMatchObject({ ok: true, detail: expect.stringMatching(/^HTTP 2xx in \d+ ms$/) })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![0]).toBe('https://hooks.example.com/in')
  })

  it('whose host name does not resolve is retried later, with a fixed message', async () => {
    expect(await refuseWebhookTarget('https://nowhere.example/in', dns({}), false))
      .toEqual({ ok: false, error: ADDRESS_RULE_MESSAGES.unresolved, retryable: true })
  })

  it('saved before the rule existed, to a private literal or over plain http, is refused without a lookup', async () => {
    const resolve = dns({})
    expect(await refuseWebhookTarget('http://10.0.0.1/', resolve, false)).toMatchObject({ error: ADDRESS_RULE_MESSAGES.notHttps })
    expect(await refuseWebhookTarget('https://169.254.169.254/latest', resolve, false)).toMatchObject({ error: ADDRESS_RULE_MESSAGES.privateHost })
    expect(await refuseWebhookTarget('http://127.0.0.1:8080/', resolve, false)).toMatchObject({ error: ADDRESS_RULE_MESSAGES.notHttps })
    expect(resolve).not.toHaveBeenCalled()
  })

  it('may go to this machine only where the local stack allows loopback, and never to another private address', async () => {
    const resolve = dns({ 'receiver.test': ['127.0.0.1'], 'inside.test': ['127.0.0.1', '10.0.0.2'] })
    expect(await refuseWebhookTarget('http://127.0.0.1:8080/', resolve, true)).toBeNull()
    expect(await refuseWebhookTarget('https://receiver.test/', resolve, true)).toBeNull()
    expect(await refuseWebhookTarget('https://receiver.test/', resolve, false)).toMatchObject({ error: ADDRESS_RULE_MESSAGES.privateResolved })
    expect(await refuseWebhookTarget('https://inside.test/', resolve, true)).toMatchObject({ error: ADDRESS_RULE_MESSAGES.privateResolved })
  })

  it('shows the admin the status class of a refusal and a fixed sentence, never the receiver\'s answer', async () => {
    const resolve = dns({ 'hooks.example.com': ['93.184.216.34'] })
    const answer = (status: number) => vi.fn<Fetch>(async () => new Response('root:x:0:0 secret internal page', { status }))
    const refused = await sendToDestination(webhook('https://hooks.example.com/in'), notification, settings(), deps(resolve, answer(404)))
    expect(refused).toEqual({
      ok: false, error: 'HTTP 4xx: the receiver refused the notification; check its address and settings.', retryable: false, retryAfterSeconds: undefined,
    })
    const failing = await sendToDestination(webhook('https://hooks.example.com/in'), notification, settings(), deps(resolve, answer(503)))
    expect(failing).toMatchObject({ ok: false, error: 'HTTP 5xx: the receiver failed.', retryable: true })
    const unreachable = vi.fn<Fetch>(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 93.184.216.34:443') })
    })
    const down = await sendToDestination(webhook('https://hooks.example.com/in'), notification, settings(), deps(resolve, unreachable))
    expect(down).toEqual({ ok: false, error: 'Could not connect to the receiver.', retryable: true })
  })
})
