// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { consentVersion, type ConsentChoice } from '@/lib/consent/consent-choice'
import { toConsentPayload } from '@/lib/consent/consent-payload'
import {
  honourWithdrawal,
  INQUIRY_RECEIPTS_KEY,
  keepInquiryReceipt,
  readInquiryReceipts,
  recipientsAllowed,
  withdrawnRecipients,
} from '@/lib/consent/inquiry-receipts'
import { RECIPIENT_IDS, type RecipientId } from '@/lib/consent/recipients'

const rpc = vi.hoisted(() => vi.fn())
vi.mock('@/lib/public-client', () => ({ publicClient: { rpc } }))

// A choice on every recipient: the advertising ones all alike, GA4 for analytics.
const choice = (advertising: boolean, analytics: boolean): ConsentChoice => ({
  version: consentVersion(RECIPIENT_IDS),
  decidedAt: '2026-11-28T09:00:00.000Z',
  recipients: { google_ads: advertising, meta: advertising, linkedin: advertising, ga4: analytics },
})
const ADVERTISING: RecipientId[] = ['google_ads', 'meta', 'linkedin']

beforeEach(() => {
  window.localStorage.clear()
  rpc.mockReset()
  rpc.mockResolvedValue({ data: { received: true }, error: null })
})

describe('recipientsAllowed and withdrawnRecipients', () => {
  it('map advertising to Google Ads, Meta and LinkedIn, analytics to GA4', () => {
    expect(recipientsAllowed(toConsentPayload(choice(true, true), false))).toEqual([...ADVERTISING, 'ga4'])
    expect(recipientsAllowed(toConsentPayload(choice(false, true), false))).toEqual(['ga4'])
    expect(recipientsAllowed(toConsentPayload(choice(true, false), true))).toEqual([])
  })

  it('name what a lead held that the new choice no longer allows', () => {
    const held: RecipientId[] = [...ADVERTISING, 'ga4']
    expect(withdrawnRecipients(held, choice(true, true))).toEqual([])
    expect(withdrawnRecipients(held, choice(false, true))).toEqual(ADVERTISING)
    expect(withdrawnRecipients(held, choice(true, false))).toEqual(['ga4'])
    expect(withdrawnRecipients(['ga4'], choice(false, true))).toEqual([])
    // Global Privacy Control refuses advertising whatever was chosen.
    expect(withdrawnRecipients(held, choice(true, true), true)).toEqual(ADVERTISING)
  })
})

describe('the receipts', () => {
  it('are kept only for an inquiry the server gave a secret, with the recipients it allowed', () => {
    keepInquiryReceipt({ id: 'i-0', withdrawalToken: null }, toConsentPayload(choice(true, true), false))
    keepInquiryReceipt({ id: 'i-0', withdrawalToken: 'x' }, undefined)
    keepInquiryReceipt({ id: 'i-0', withdrawalToken: 'x' }, toConsentPayload(choice(false, false), false))
    expect(window.localStorage.getItem(INQUIRY_RECEIPTS_KEY)).toBeNull()

    keepInquiryReceipt({ id: 'i-1', withdrawalToken: 'secret-1' }, toConsentPayload(choice(true, false), false))
    keepInquiryReceipt({ id: 'i-2', withdrawalToken: 'secret-2' }, toConsentPayload(choice(false, true), false))
    expect(readInquiryReceipts()).toEqual([
      { id: 'i-1', secret: 'secret-1', recipients: ADVERTISING },
      { id: 'i-2', secret: 'secret-2', recipients: ['ga4'] },
    ])
  })

  it('ignore what is not a receipt', () => {
    window.localStorage.setItem(INQUIRY_RECEIPTS_KEY, JSON.stringify([{ id: 'i-1' }, { id: 'i-2', secret: 's', recipients: ['tiktok'] }, 7]))
    expect(readInquiryReceipts()).toEqual([])
    window.localStorage.setItem(INQUIRY_RECEIPTS_KEY, '{not json')
    expect(readInquiryReceipts()).toEqual([])
  })
})

describe('honourWithdrawal', () => {
  beforeEach(() => {
    keepInquiryReceipt({ id: 'i-1', withdrawalToken: 'secret-1' }, toConsentPayload(choice(true, true), false))
    keepInquiryReceipt({ id: 'i-2', withdrawalToken: 'secret-2' }, toConsentPayload(choice(false, true), false))
  })

  it('makes no call when the new choice withdraws nothing a lead held', async () => {
    await honourWithdrawal(choice(true, true), false)
    expect(rpc).not.toHaveBeenCalled()
  })

  it('withdraws advertising from the leads that held it, in one call with their secrets, and forgets it', async () => {
    await honourWithdrawal(choice(false, true), false)
    expect(rpc).toHaveBeenCalledTimes(1)
    expect(rpc).toHaveBeenCalledWith('withdraw_consent', { receipts: [{ id: 'i-1', secret: 'secret-1' }], recipients: ADVERTISING })
    expect(readInquiryReceipts()).toEqual([
      { id: 'i-1', secret: 'secret-1', recipients: ['ga4'] },
      { id: 'i-2', secret: 'secret-2', recipients: ['ga4'] },
    ])

    // Withdrawing everything leaves nothing stored.
    await honourWithdrawal(choice(false, false), false)
    expect(rpc).toHaveBeenLastCalledWith('withdraw_consent', {
      receipts: [{ id: 'i-1', secret: 'secret-1' }, { id: 'i-2', secret: 'secret-2' }], recipients: ['ga4'],
    })
    expect(window.localStorage.getItem(INQUIRY_RECEIPTS_KEY)).toBeNull()
  })

  it('keeps the receipts when the call fails, so the next choice tries again', async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { code: '08006', message: 'offline' } })
    await honourWithdrawal(choice(false, false), false)
    expect(readInquiryReceipts()).toHaveLength(2)
    rpc.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await honourWithdrawal(choice(false, false), false)
    expect(readInquiryReceipts()).toHaveLength(2)
    await honourWithdrawal(choice(false, false), false)
    expect(readInquiryReceipts()).toEqual([])
  })
})
