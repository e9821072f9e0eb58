import { hasGlobalPrivacyControl, recipientAllowed, type ConsentChoice } from './consent-choice'
import type { ConsentPayload } from './consent-payload'
import { RECIPIENT_IDS, type RecipientId } from './recipients'
import type { DataClient } from '../data-client'

/**
 * The receipts of the inquiries this browser sent with some consent: for each, its id, the
 * secret the server answered with it (rpc/submit_inquiry's withdrawal_token) and the
 * recipients its visitor had allowed. A strictly necessary record, kept (localStorage
 * `inquiry-receipts`) only so that a consent withdrawn later in Cookie settings reaches those
 * leads too (rpc/withdraw_consent, which changes a lead only with its secret). A receipt goes
 * once every recipient it held is withdrawn; an inquiry sent with no consent leaves none.
 */
export const INQUIRY_RECEIPTS_KEY = 'inquiry-receipts'

/** How a withdrawal reached a lead: the visitor in Cookie settings, or an admin for a request by mail or phone. */
export const WITHDRAWAL_PATHS = ['visitor', 'admin'] as const

export interface InquiryReceipt {
  id: string
  secret: string
  /** The recipients the lead still carries consent for. */
  recipients: RecipientId[]
}

/** The recipients a consent (as sent with an inquiry) allows. */
export function recipientsAllowed(consent: Pick<ConsentPayload, 'recipients'>): RecipientId[] {
  return RECIPIENT_IDS.filter((recipient) => consent.recipients[recipient] === true)
}

/**
 * What of `held` a new choice no longer allows: a recipient refused, or no choice at all (the
 * visitor forgot it). Global Privacy Control refuses advertising whatever the choice says.
 */
export function withdrawnRecipients(held: readonly RecipientId[], next: ConsentChoice | null, gpc = false): RecipientId[] {
  return held.filter((recipient) => !recipientAllowed(next, recipient, gpc))
}

const isReceipt = (value: unknown): value is InquiryReceipt => {
  if (typeof value !== 'object' || value === null) return false
  const { id, secret, recipients } = value as Record<string, unknown>
  return typeof id === 'string' && typeof secret === 'string' && Array.isArray(recipients) &&
    recipients.every((recipient) => (RECIPIENT_IDS as readonly unknown[]).includes(recipient))
}

export function readInquiryReceipts(): InquiryReceipt[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(INQUIRY_RECEIPTS_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isReceipt) : []
  } catch {
    return []
  }
}

function writeInquiryReceipts(receipts: InquiryReceipt[]): void {
  try {
    if (receipts.length === 0) window.localStorage.removeItem(INQUIRY_RECEIPTS_KEY)
    else window.localStorage.setItem(INQUIRY_RECEIPTS_KEY, JSON.stringify(receipts))
  } catch {
    // Storage blocked: nothing is kept, so nothing could be withdrawn from here later.
  }
}

/** Keeps the receipt of an inquiry just sent, when the server gave it a secret (it carried consent). */
export function keepInquiryReceipt(sent: { id: string; withdrawalToken: string | null }, consent: ConsentPayload | undefined): void {
  const recipients = consent ? recipientsAllowed(consent) : []
  if (!sent.withdrawalToken || recipients.length === 0) return
  writeInquiryReceipts([...readInquiryReceipts(), { id: sent.id, secret: sent.withdrawalToken, recipients }])
}

/** The server's answer is the same whether or not a receipt matched: only a failed request keeps the receipts. */
export async function withdrawFromInquiries(client: DataClient, receipts: InquiryReceipt[], recipients: RecipientId[]): Promise<boolean> {
  const { error } = await client.rpc('withdraw_consent', {
    receipts: receipts.map(({ id, secret }) => ({ id, secret })),
    recipients,
  })
  return !error
}

/**
 * After a new choice (or a forgotten one): withdraws what it no longer allows from the leads this browser sent,
 * in one call, and forgets what was withdrawn. A failed call keeps the receipts, so the next
 * choice tries again.
 */
export async function honourWithdrawal(next: ConsentChoice | null, gpc = hasGlobalPrivacyControl()): Promise<void> {
  const receipts = readInquiryReceipts()
  const recipients = [...new Set(receipts.flatMap((receipt) => withdrawnRecipients(receipt.recipients, next, gpc)))]
  if (recipients.length === 0) return
  const affected = receipts.filter((receipt) => receipt.recipients.some((recipient) => recipients.includes(recipient)))
  // The data client only when there is something to withdraw: most choices never need it.
  const { publicClient } = await import('../public-client')
  if (!(await withdrawFromInquiries(publicClient, affected, recipients).catch(() => false))) return
  writeInquiryReceipts(
    readInquiryReceipts()
      .map((receipt) => ({ ...receipt, recipients: receipt.recipients.filter((recipient) => !recipients.includes(recipient)) }))
      .filter((receipt) => receipt.recipients.length > 0),
  )
}
