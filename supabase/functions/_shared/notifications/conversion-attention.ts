/**
 * "A conversion destination needs attention": sent once, by email, when an ad platform refused
 * our credentials or API version (the database queues it when it first marks the destination).
 * It names the platform from a fixed list and links to the Conversions screen; the platform's
 * own message stays on the screen, so nothing in the email comes from outside and it needs no
 * escaping.
 */
import type { EmailMessage } from './email.ts'
import type { OutgoingNotification } from './types.ts'

export const CONVERSION_ATTENTION_EVENT = 'conversion.destination_attention'

const PLATFORM_NAMES: Record<string, string> = { meta: 'Meta', ga4: 'GA4', linkedin: 'LinkedIn' }

export function conversionAttentionTitle(notification: OutgoingNotification): string {
  const platform = PLATFORM_NAMES[String(notification.inquiry.platform)] ?? 'Ad platform'
  return `${platform} conversions are paused: the destination needs attention`
}

const EXPLANATION =
  'The platform refused the access token or the API version. Conversions wait, queued, and nothing is lost: ' +
  'renew the token (or set a current version) on the Conversions screen and save the destination; they are sent then.'

export function conversionAttentionEmail(notification: OutgoingNotification, options: { from: string; to: string[]; siteUrl: string | null }): EmailMessage {
  const title = conversionAttentionTitle(notification)
  const url = options.siteUrl ? `${options.siteUrl.replace(/\/+$/, '')}/admin/conversions` : null
  return {
    from: options.from,
    to: options.to,
    replyTo: null,
    subject: title,
    text: [title, '', EXPLANATION, ...(url ? ['', `Open the Conversions screen: ${url}`] : [])].join('\n'),
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:16px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
<h1 style="margin:0 0 12px;font-size:20px">${title}</h1>
<p style="margin:0;font-size:15px;line-height:1.5">${EXPLANATION}</p>
${url ? `<p style="margin:20px 0 0"><a href="${url}">Open the Conversions screen</a></p>` : ''}
</body></html>`,
  }
}
