/**
 * The words of every notification: the Slack-compatible text of a webhook, and the subject,
 * plain text and HTML of an email. Written to be read on a phone: the essentials first (who,
 * what, budget, when), the message, then where the lead came from and the back-office link.
 */
import { toInquiryView, type InquiryView } from './inquiry-view.ts'
import type { OutgoingNotification } from './types.ts'

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC',
})

export function formatWhen(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : `${dateFormat.format(date)} UTC`
}

/** " after 3 hours" (or nothing when the wait is unknown), for the reminder and the escalation. */
const after = (hours: number | null | undefined) => (hours ? ` after ${hours} ${hours === 1 ? 'hour' : 'hours'}` : '')

function headline(notification: OutgoingNotification, view: InquiryView): string {
  const who = view.company ? `${view.name} (${view.company})` : view.name
  switch (notification.type) {
    case 'test':
      return 'Test notification: this destination works'
    case 'inquiry.reminder':
      return `Reminder: the inquiry from ${who} is still new${after(notification.reminderAfterHours)}`
    case 'inquiry.assigned':
      return `Assigned to you: the inquiry from ${who}`
    case 'inquiry.escalated':
      return `Nobody has answered yet: the inquiry from ${who} is still untouched${after(notification.waitedHours)}`
    default:
      return `New inquiry from ${who}`
  }
}

function held(view: InquiryView): string {
  return view.screening === 'held' ? '[Held for review] ' : view.screening ? `[${view.screening}] ` : ''
}

/** The facts line: service, budget, timeline, the parts that exist. */
function facts(view: InquiryView): string {
  return [view.service, view.budget, view.timeline].filter(Boolean).join(' · ')
}

function attributionLines(view: InquiryView): string[] {
  return view.attribution.map((item) => `${item.label}: ${item.value}`)
}

// --- Slack (mrkdwn) ---------------------------------------------------------------------

/**
 * Slack's mrkdwn has no escape for its formatting characters, so in a visitor's text each is
 * replaced by a look-alike that Slack does not read as formatting (the receiving JSON's
 * `inquiry` keeps the text as written): no forged bold line, strike-through or code block.
 */
const SLACK_LOOKALIKES: Record<string, string> = { '*': '\u2217', _: '\u02cd', '~': '\u223c', '`': '\u02cb' }

/**
 * Lead text made inert for Slack: `& < >` as Slack's entities (so no `<!channel>`, `<@U123>` or
 * `<http://evil|click>` control sequence), the formatting characters as look-alikes, and a
 * word joiner after the @ of @here, @channel and @everyone so nobody is paged.
 */
export function slackEscape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[*_~`]/g, (character) => SLACK_LOOKALIKES[character]!)
    .replace(/@(?=(here|channel|everyone)\b)/gi, '@\u2060')
}

/** A link whose address and label are ours or checked by the database (the prospect's email). */
function slackLink(address: string, label: string): string {
  const inert = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '%7C')
  return `<${inert(address)}|${inert(label)}>`
}

export function slackText(notification: OutgoingNotification, view = toInquiryView(notification.inquiry, null)): string {
  const quote = view.message
    .slice(0, 600)
    .split('\n')
    .map((line) => `> ${slackEscape(line)}`)
    .join('\n')
  const contactLine = [view.email ? slackLink(`mailto:${view.email}`, view.email) : '', slackEscape(view.phone)].filter(Boolean).join(' · ')
  const lines = [
    `*${slackEscape(held(view) + headline(notification, view))}*`,
    slackEscape(facts(view)),
    contactLine,
    quote + (view.message.length > 600 ? ' …' : ''),
    slackEscape(`Sent from: ${view.sourcePageLabel}, ${formatWhen(view.createdAt)}`),
    ...attributionLines(view).map(slackEscape),
  ]
  if (view.url) lines.push(slackLink(view.url, 'Open in the back office'))
  return lines.filter(Boolean).join('\n')
}

// --- Email -------------------------------------------------------------------------------

export interface EmailContent {
  subject: string
  text: string
  html: string
}

function htmlEscape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export function emailSubject(notification: OutgoingNotification, view: InquiryView): string {
  const details = [view.service, view.budget].filter(Boolean).join(', ')
  const subject = `${held(view)}${headline(notification, view)}${details && notification.type !== 'test' ? ` – ${details}` : ''}`
  return subject.replace(/[\r\n]+/g, ' ').slice(0, 200)
}

export function emailContent(notification: OutgoingNotification, view: InquiryView): EmailContent {
  const rows: Array<[string, string]> = [
    ['Name', view.name],
    ['Email', view.email],
    ['Phone', view.phone],
    ['Company', view.company],
    ['Service', view.service],
    ['Budget', view.budget],
    ['Timeline', view.timeline],
    ['Sent from', view.sourcePageLabel],
    ['Received', formatWhen(view.createdAt)],
    ...view.attribution.map((item): [string, string] => [item.label, item.value]),
  ]
  const shown = rows.filter(([, value]) => value)
  const title = held(view) + headline(notification, view)

  const text = [
    title,
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    // The visitor's message is quoted line by line, so no line of it can pass for one of
    // the fields above (a "Budget:" line of its own).
    'Message (quoted as the visitor wrote it):',
    ...view.message.split('\n').map((line) => `> ${line}`),
    '',
    view.url ? `Open in the back office: ${view.url}` : '',
    `Reply to this email to answer ${view.name} directly.`,
  ].join('\n')

  const cell = 'padding:6px 0;vertical-align:top;font-size:15px;line-height:1.4'
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${htmlEscape(title)}</title></head>
<body style="margin:0;padding:16px;background:#f4f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px">
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${htmlEscape(title)}</h1>
<table role="presentation" style="width:100%;border-collapse:collapse">
${shown.map(([label, value]) => `<tr><td style="${cell};color:#6b7280;width:34%;padding-right:8px">${htmlEscape(label)}</td><td style="${cell};word-break:break-word">${htmlEscape(value)}</td></tr>`).join('\n')}
</table>
<h2 style="margin:16px 0 6px;font-size:15px;color:#6b7280">Message</h2>
<p style="margin:0;font-size:15px;line-height:1.5;white-space:pre-wrap;word-break:break-word">${htmlEscape(view.message)}</p>
${view.url ? `<p style="margin:20px 0 0"><a href="${htmlEscape(view.url)}" style="display:inline-block;background:#0891b2;color:#ffffff;text-decoration:none;padding:12px 18px;border-radius:6px;font-size:15px">Open in the back office</a></p>` : ''}
<p style="margin:16px 0 0;font-size:13px;color:#6b7280">Reply to this email to answer ${htmlEscape(view.name)} directly.</p>
</div></body></html>`

  return { subject: emailSubject(notification, view), text, html }
}
