import { describe, expect, it } from 'vitest'
import { INQUIRY_FORM_ID, targetIdForHash } from '@/lib/scroll'

describe('address hash', () => {
  it("'#form' means the inquiry form; other hashes are element ids", () => {
    expect(targetIdForHash('#form')).toBe(INQUIRY_FORM_ID)
    expect(INQUIRY_FORM_ID).toBe('inquiry-form')
    expect(targetIdForHash('#services')).toBe('services')
    expect(targetIdForHash('')).toBeNull()
    expect(targetIdForHash('#')).toBeNull()
  })
})
