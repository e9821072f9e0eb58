/**
 * The webhook channel: a JSON POST with the inquiry, signed the Standard Webhooks way
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>` over
 * `id.timestamp.body`, keyed with the base64 part of a `whsec_` secret), so receivers can
 * check it with any Standard Webhooks library or a few lines of their own. The body's `text`
 * field is Slack-compatible, so a Slack incoming webhook URL works as it is.
 */
import { postOnce, type Fetch } from './attempt.ts'
import { HELD_DIGEST_EVENT, heldDigestWebhookBody } from './held-digest.ts'
import { toInquiryView, type InquiryView } from './inquiry-view.ts'
import { slackText } from './text.ts'
import type { AttemptResult, OutgoingNotification } from './types.ts'

export interface WebhookBody {
  type: OutgoingNotification['type']
  /** The idempotency key: the same for every attempt at the same notification. */
  id: string
  created_at: string
  text: string
  /** Slack: no link previews of whatever a visitor's message links to. */
  unfurl_links: false
  unfurl_media: false
  inquiry: {
    id: string
    name: string
    first_name: string
    last_name: string
    email: string
    phone: string
    company: string
    service: string
    budget: string
    timeline: string
    message: string
    source_page: string
    status: string
    created_at: string
    screening: string | null
    attribution: Record<string, string>
    url: string | null
  }
}

export function webhookBody(notification: OutgoingNotification, siteUrl: string | null): WebhookBody {
  const view: InquiryView = toInquiryView(notification.inquiry, siteUrl)
  return {
    type: notification.type,
    id: notification.id,
    created_at: notification.createdAt,
    text: slackText(notification, view),
    unfurl_links: false,
    unfurl_media: false,
    inquiry: {
      id: view.id,
      name: view.name,
      first_name: view.firstName,
      last_name: view.lastName,
      email: view.email,
      phone: view.phone,
      company: view.company,
      service: view.service,
      budget: view.budget,
      timeline: view.timeline,
      message: view.message,
      source_page: view.sourcePage,
      status: view.status,
      created_at: view.createdAt,
      screening: view.screening,
      attribution: Object.fromEntries(view.attribution.map((item) => [item.key, item.value])),
      url: view.url,
    },
  }
}

function base64ToBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** `v1,<signature>` for one message, as the Standard Webhooks specification defines it. */
export async function signWebhook(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw', base64ToBytes(secret.replace(/^whsec_/, '')), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'],
  )
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`))
  return `v1,${bytesToBase64(new Uint8Array(signature))}`
}

export interface WebhookTarget {
  url: string
  signingSecret: string | null
}

export async function sendWebhook(
  fetcher: Fetch,
  target: WebhookTarget,
  notification: OutgoingNotification,
  options: { siteUrl: string | null; timeoutMs: number; nowSeconds: number },
): Promise<AttemptResult> {
  if (!target.signingSecret) {
    return { ok: false, error: 'The webhook has no signing secret; set one in Notifications.', retryable: false }
  }
  const body = JSON.stringify(notification.type === HELD_DIGEST_EVENT
    ? heldDigestWebhookBody(notification, options.siteUrl)
    : webhookBody(notification, options.siteUrl))
  const signature = await signWebhook(target.signingSecret, notification.id, options.nowSeconds, body)
  return postOnce(fetcher, target.url, {
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'agency-website-notifications/1',
      'Idempotency-Key': notification.id,
      'webhook-id': notification.id,
      'webhook-timestamp': String(options.nowSeconds),
      'webhook-signature': signature,
    },
    body,
  }, options.timeoutMs)
}
