/**
 * The local mailbox: with no email API key, the delivery function writes each notification
 * email as one text file under .local/mail/ (git-ignored). `npm run dev` lists them at start.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
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
