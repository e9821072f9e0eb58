/**
 * The local mailbox: with no email API key, the delivery function writes each notification
 * email as one text file under .local/mail/ (git-ignored), and the auth stand-in writes its
 * invite and recovery emails there too. `npm run dev` lists them at start.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface MailboxListing {
  count: number
  /** Newest first. */
  newest: string[]
}

export function listMailbox(dir: string, limit = 5): MailboxListing {
  if (!existsSync(dir)) return { count: 0, newest: [] }
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => ({ name, time: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time || b.name.localeCompare(a.name))
  return { count: files.length, newest: files.slice(0, limit).map((file) => file.name) }
}

export interface MailboxMessage {
  from: string
  to: string
  subject: string
  /** The body as sent (the auth templates are HTML). */
  body: string
}

/** A header value on one line, whatever it holds. */
const headerValue = (value: string) => value.replace(/\p{Cc}+/gu, ' ')

/**
 * Writes one email as a text file, in the notifications' format (headers, a blank line, the
 * body), so the folder reads the same whoever sent the email: here, the auth stand-in's invite
 * and recovery emails, which have no email API to go to.
 */
export function writeMailboxFile(dir: string, message: MailboxMessage, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-').slice(0, 19)
  const slug = message.subject.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60)
  const name = `${stamp}-${slug}-${randomUUID().slice(0, 8)}.txt`
  const text = [
    `From: ${headerValue(message.from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    '',
    message.body,
    '',
  ].join('\n')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, name), text)
  return name
}
