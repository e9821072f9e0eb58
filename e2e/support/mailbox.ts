import { resolve } from 'node:path'
import { mailTo, verifyLink, type MailFile } from '../../tests/support/mailbox'
import { expect } from './test'

/**
 * The journeys' mail folder: where serve.ts's stack writes invite and recovery emails (the auth
 * stand-in) and the notification emails (the Edge Functions), one text file each.
 */
export const e2eMailDir = resolve(`.local/e2e-mail-${process.env.E2E_WEB_PORT}`)

/** Waits for the newest email to `address` whose subject matches, and returns it. */
export async function waitForMail(address: string, subject: RegExp): Promise<MailFile> {
  let found: MailFile | undefined
  await expect
    .poll(() => {
      found = mailTo(e2eMailDir, address).filter((mail) => subject.test(mail.subject)).at(-1)
      return found !== undefined
    }, { message: `an email to ${address} (${subject})` })
    .toBe(true)
  return found!
}

export { verifyLink }
