import { describe, expect, it } from 'vitest'
import { exportFileName, heldKinds, rowsHeld, toErasureRecord, toHoldingCounts, toWithdrawalRecord } from '@/features/privacy/model/data-request'

describe('data-subject request counts', () => {
  it('reads the database answer, a missing or odd kind counting 0', () => {
    const counts = toHoldingCounts({ inquiries_active: 2, inquiries_trashed: '1', notifications: 3, delivery_records: null })
    expect(counts).toEqual({
      inquiries_active: 2, inquiries_trashed: 1, inquiries_held: 0, inquiries_spam: 0, attribution: 0, notifications: 3, delivery_records: 0,
      conversions: 0, conversion_deliveries: 0, meetings: 0,
    })
    expect(toHoldingCounts(null).notifications).toBe(0)
  })

  it('counts rows held (attribution, delivery records and conversions belong to inquiries) and names the kinds an erase removes', () => {
    const counts = toHoldingCounts({ inquiries_active: 1, inquiries_spam: 1, attribution: 1, notifications: 2, delivery_records: 2, conversions: 2, conversion_deliveries: 3 })
    expect(rowsHeld(counts)).toBe(4)
    expect(heldKinds(counts)).toEqual([
      'inquiries_active', 'inquiries_spam', 'attribution', 'notifications', 'delivery_records', 'conversions', 'conversion_deliveries',
    ])
    expect(rowsHeld(toHoldingCounts({}))).toBe(0)
  })

  it('counts a meeting booked with the address as a row held, even with no inquiry of the address', () => {
    const counts = toHoldingCounts({ meetings: 1 })
    expect(rowsHeld(counts)).toBe(1)
    expect(heldKinds(counts)).toEqual(['meetings'])
  })

  it('names the export after the address and the day, as a safe file name', () => {
    expect(exportFileName(' Jane.Doe@Client.example ', new Date(2026, 10, 5, 12))).toBe('personal-data-jane.doe-at-client.example-2026-11-05.json')
    expect(exportFileName('a/b"c@x.example', new Date(2026, 0, 1))).toBe('personal-data-a_b_c-at-x.example-2026-01-01.json')
  })

  it('reads whether an address was erased before, anything odd reading as no erasure on record', () => {
    expect(toErasureRecord({ erased: true, erasures: 2, last_erased_at: '2026-11-28T10:00:00Z' }))
      .toEqual({ erased: true, erasures: 2, lastErasedAt: '2026-11-28T10:00:00Z' })
    expect(toErasureRecord({ erased: false, erasures: 0, last_erased_at: null })).toEqual({ erased: false, erasures: 0, lastErasedAt: null })
    expect(toErasureRecord(null)).toEqual({ erased: false, erasures: 0, lastErasedAt: null })
    expect(toErasureRecord({ erasures: '3', last_erased_at: 5 })).toEqual({ erased: false, erasures: 0, lastErasedAt: null })
  })
})

describe('toWithdrawalRecord', () => {
  it('reads the counts and how many leads and recipients a withdrawal reached; zero when absent', () => {
    expect(toWithdrawalRecord({ inquiries_active: 2, leads_withdrawn: 2, recipients_withdrawn: 6 })).toMatchObject({
      counts: expect.objectContaining({ inquiries_active: 2 }), leadsWithdrawn: 2, recipientsWithdrawn: 6,
    })
    expect(toWithdrawalRecord(null)).toMatchObject({ leadsWithdrawn: 0, recipientsWithdrawn: 0 })
  })
})
