/**
 * The email channel. The provider sits behind one small interface: Resend's HTTP API (the one
 * Supabase documents for Edge Functions) in production, and, on a developer's machine with no
 * API key, a mailbox folder where each email is written as one readable text file.
 */
import { postOnce, type Fetch } from './attempt.ts'
import { CONVERSION_ATTENTION_EVENT, conversionAttentionEmail } from './conversion-attention.ts'
import { HELD_DIGEST_EVENT, heldDigestEmail } from './held-digest.ts'
import { toInquiryView } from './inquiry-view.ts'
import { emailContent } from './text.ts'
import type { AttemptResult, OutgoingNotification } from './types.ts'

export interface EmailMessage {
  from: string
  to: string[]
  /** The prospect, so a reply goes straight to them. */
  replyTo: string | null
  subject: string
  text: string
  html: string
}

export interface EmailProvider {
  readonly name: string
  send(message: EmailMessage, idempotencyKey: string): Promise<AttemptResult>
}

export const DEFAULT_EMAIL_FROM = 'Website leads <onboarding@resend.dev>'
export const RESEND_API_URL = 'https://api.resend.com'

export function composeEmail(
  notification: OutgoingNotification,
  options: { from: string; to: string[]; siteUrl: string | null },
): EmailMessage {
  if (notification.type === HELD_DIGEST_EVENT) return heldDigestEmail(notification, options)
  if (notification.type === CONVERSION_ATTENTION_EVENT) return conversionAttentionEmail(notification, options)
  const view = toInquiryView(notification.inquiry, options.siteUrl)
  const content = emailContent(notification, view)
  return { from: options.from, to: options.to, replyTo: view.email || null, ...content }
}

export function resendProvider(options: { apiKey: string; fetch: Fetch; baseUrl?: string; timeoutMs: number }): EmailProvider {
  const url = `${(options.baseUrl ?? RESEND_API_URL).replace(/\/+$/, '')}/emails`
  return {
    name: 'Resend',
    send(message, idempotencyKey) {
      return postOnce(options.fetch, url, {
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          // Resend keeps the key for 24 hours: a retried attempt never sends a second email.
          'Idempotency-Key': idempotencyKey,
        },
        body: JSON.stringify({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { reply_to: message.replyTo } : {}),
        }),
      }, options.timeoutMs, true)
    },
  }
}

/** One file per email; the same notification id always writes the same file name. */
export function mailboxFileName(message: EmailMessage, idempotencyKey: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-').slice(0, 19)
  const slug = message.subject.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60)
  return `${stamp}-${slug}-${idempotencyKey.slice(0, 8)}.txt`
}

/** A header value on one line, whatever it holds (the database already refuses line breaks in the sender). */
const headerValue = (value: string) => value.replace(/\p{Cc}+/gu, ' ')

export function mailboxFileText(message: EmailMessage, idempotencyKey: string, now: Date): string {
  return [
    `From: ${headerValue(message.from)}`,
    `To: ${headerValue(message.to.join(', '))}`,
    ...(message.replyTo ? [`Reply-To: ${headerValue(message.replyTo)}`] : []),
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Idempotency-Key: ${idempotencyKey}`,
    '',
    message.text,
    '',
  ].join('\n')
}

/** The local stand-in for an email API: writes the email where the developer can read it. */
export function mailboxProvider(options: {
  write: (fileName: string, contents: string) => Promise<void>
  now: () => Date
}): EmailProvider {
  return {
    name: 'local mailbox',
    async send(message, idempotencyKey) {
      const now = options.now()
      const file = mailboxFileName(message, idempotencyKey, now)
      try {
        await options.write(file, mailboxFileText(message, idempotencyKey, now))
        return { ok: true, detail: `written to ${file}` }
      } catch (error) {
        return { ok: false, error: `Could not write ${file}: ${error instanceof Error ? error.message : String(error)}`, retryable: true }
      }
    },
  }
}
