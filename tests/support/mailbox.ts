/**
 * Reading the mail folder the local stack writes (supabase/local/mailbox.ts): one text file
 * per email, headers then body. Tests find an email by its recipient and follow its link.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

export interface MailFile {
  name: string
  to: string
  subject: string
  text: string
}

export function readMailbox(dir: string): MailFile[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => ({ name, time: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => a.time - b.time || a.name.localeCompare(b.name))
    .map(({ name }) => {
      const text = readFileSync(join(dir, name), 'utf8')
      const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'm').exec(text)?.[1] ?? ''
      return { name, to: header('To'), subject: header('Subject'), text }
    })
}

/** Every email to this address, oldest first. */
export function mailTo(dir: string, address: string): MailFile[] {
  return readMailbox(dir).filter((mail) => mail.to.toLowerCase() === address.toLowerCase())
}

/** The auth link (…/auth/v1/verify?token=…) an invite or recovery email carries. */
export function verifyLink(mail: MailFile): string {
  const link = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`No verify link in ${mail.name}`)
  return link.replace(/&amp;/g, '&')
}
