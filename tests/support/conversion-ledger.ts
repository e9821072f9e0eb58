import type { ConversionDelivery, ConversionWithDeliveries } from '@/features/conversions/model/conversion-types'

/** A delivery as the ledger reads it: a Google Ads row still queued, unless told otherwise. */
export function conversionDelivery(overrides: Partial<ConversionDelivery> = {}): ConversionDelivery {
  return {
    id: 'd1',
    conversionId: 'c1',
    platform: 'google_ads',
    state: 'queued',
    skipReason: null,
    platformMessage: null,
    attempts: 0,
    sentAt: null,
    sentValue: null,
    sentCurrency: null,
    createdAt: '2026-11-20T10:00:00Z',
    adjustment: null,
    adjustedValue: null,
    adjustedCurrency: null,
    ...overrides,
  }
}

/** A stage an inquiry reached: won on 20 Nov 2026, no value, no deliveries unless told otherwise. */
export function conversionWithDeliveries(overrides: Partial<ConversionWithDeliveries> = {}): ConversionWithDeliveries {
  return {
    id: 'c1',
    inquiryId: 'i1',
    stage: 'won',
    occurredAt: '2026-11-20T10:00:00Z',
    value: null,
    currency: null,
    valueChangedAt: null,
    valueAnsweredAt: null,
    deliveries: [],
    ...overrides,
  }
}
