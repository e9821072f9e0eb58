/**
 * The held-inquiries digest: at most one per destination per hour (the database queues it),
 * saying how many inquiries were held for review and linking to the held list in the back
 * office. It carries no visitor input at all (a count and a fixed link), so no visitor can
 * shape it and it needs no escaping.
 */
import type { EmailMessage } from './email.ts'
import type { OutgoingNotification } from './types.ts'

export const HELD_DIGEST_EVENT = 'inquiry.held_digest'

/** The count the database kept in the digest's payload (`held_count`); at least 1. */
export function heldCount(notification: OutgoingNotification): number {
  const count = Number(notification.inquiry.held_count)
  return Number.isInteger(count) && count > 0 ? count : 1
}

/** The back office's inquiry list showing the held ones. */
export function heldListUrl(siteUrl: string | null): string | null {
  return siteUrl ? `${siteUrl.replace(/\/+$/, '')}/admin/customer-inquiries?screening=held` : null
}

export function heldDigestTitle(count: number): string {
  return count === 1 ? '1 inquiry held for review' : `${count} inquiries held for review`
}

const EXPLANATION = 'They came past a flood limit. Approve the real ones in the back office; the rest need nothing.'

export interface HeldDigestWebhookBody {
  type: typeof HELD_DIGEST_EVENT
  id: string
  created_at: string
  /** Slack-compatible, like every webhook's `text`. */
  text: string
  unfurl_links: false
  unfurl_media: false
  held: { count: number; url: string | null }
}

export function heldDigestWebhookBody(notification: OutgoingNotification, siteUrl: string | null): HeldDigestWebhookBody {
  const count = heldCount(notification)
  const url = heldListUrl(siteUrl)
  const lines = [`*${heldDigestTitle(count)}*`, EXPLANATION]
  if (url) lines.push(`<${url}|Open the held list>`)
  return {
    type: HELD_DIGEST_EVENT,
    id: notification.id,
    created_at: notification.createdAt,
    text: lines.join('\n'),
    unfurl_links: false,
    unfurl_media: false,
    held: { count, url },
  }
}

export function heldDigestEmail(notification: OutgoingNotification, options: { from: string; to: string[]; siteUrl: string | null }): EmailMessage {
  const count = heldCount(notification)
  const url = heldListUrl(options.siteUrl)
  const title = heldDigestTitle(count)
  return {
    from: options.from,
    to: options.to,
    replyTo: null,
    subject: title,
    text: [title, '', EXPLANATION, ...(url ? ['', `Open the held list: ${url}`] : [])].join('\n'),
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:16px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
<h1 style="margin:0 0 12px;font-size:20px">${title}</h1>
<p style="margin:0;font-size:15px;line-height:1.5">${EXPLANATION}</p>
${url ? `<p style="margin:20px 0 0"><a href="${url}">Open the held list</a></p>` : ''}
</body></html>`,
  }
}
