import { describe, expect, it } from 'vitest'
import { describeDelivery, isUnderway, valueUpdatedAfterSending } from '@/features/conversions/model/conversion-ledger'
import { conversionDelivery as delivery, conversionWithDeliveries as conversion } from '../../../../support/conversion-ledger'

describe('a delivery in the ledger', () => {
  it('reads queued while on its way, then sent or accepted', () => {
    expect(describeDelivery(delivery({ state: 'queued' })).label).toBe('queued')
    expect(describeDelivery(delivery({ state: 'sending' })).label).toBe('queued')
    expect(describeDelivery(delivery({ state: 'retrying', platformMessage: 'HTTP 503' }))).toMatchObject({ label: 'queued', message: 'HTTP 503' })
    expect(describeDelivery(delivery({ state: 'sent' })).label).toBe('sent')
    expect(describeDelivery(delivery({ platform: 'meta', state: 'accepted' })).label).toBe('accepted')
  })

  it('reads rejected with the platform\'s message, and only then offers a retry', () => {
    const rejected = describeDelivery(delivery({ platform: 'meta', state: 'rejected', platformMessage: 'Invalid parameter' }))
    expect(rejected).toMatchObject({ label: 'rejected', message: 'Invalid parameter', canRetry: true })
    for (const state of ['queued', 'sending', 'retrying', 'sent', 'accepted', 'skipped'] as const) {
      expect(describeDelivery(delivery({ state })).canRetry).toBe(false)
    }
  })

  it('says why it was skipped', () => {
    const skipped = (skipReason: 'no_consent' | 'no_click_id' | 'no_client_id' | 'too_old') =>
      describeDelivery(delivery({ state: 'skipped', skipReason })).label
    expect(skipped('no_consent')).toBe('skipped: no consent')
    expect(skipped('no_click_id')).toBe('skipped: no click id')
    expect(skipped('no_client_id')).toBe('skipped: no client id')
    expect(skipped('too_old')).toBe('skipped: older than the window')
  })

  it('notes a value changed after it was sent, not one changed before', () => {
    const sent = delivery({ state: 'sent', sentAt: '2026-11-21T10:00:00Z' })
    expect(valueUpdatedAfterSending(conversion({ valueChangedAt: '2026-11-22T09:00:00Z' }), sent)).toBe(true)
    expect(valueUpdatedAfterSending(conversion({ valueChangedAt: '2026-11-20T09:00:00Z' }), sent)).toBe(false)
    expect(valueUpdatedAfterSending(conversion({ valueChangedAt: '2026-11-22T09:00:00Z' }), delivery())).toBe(false)
  })

  it('keeps the ledger looking while a delivery by API is on its way, not for the feed\'s daily fetch', () => {
    expect(isUnderway([conversion({ deliveries: [delivery({ state: 'sent' }), delivery({ platform: 'meta', state: 'retrying' })] })])).toBe(true)
    expect(isUnderway([conversion({ deliveries: [delivery({ platform: 'ga4', state: 'queued' })] })])).toBe(true)
    expect(isUnderway([conversion({ deliveries: [delivery({ state: 'queued' }), delivery({ platform: 'meta', state: 'accepted' })] })])).toBe(false)
    expect(isUnderway([conversion({ deliveries: [delivery({ platform: 'linkedin', state: 'skipped' })] })])).toBe(false)
  })
})
