import { describe, expect, it } from 'vitest'
import { leadLookup, webhookUrl } from '@/features/meetings/model/meeting'

describe('webhookUrl', () => {
  it('is the function’s address with the tool as its last segment', () => {
    expect(webhookUrl('https://ref.supabase.co/', 'cal.com')).toBe('https://ref.supabase.co/functions/v1/booking-webhook/cal.com')
    expect(webhookUrl('https://ref.supabase.co', 'calendly')).toBe('https://ref.supabase.co/functions/v1/booking-webhook/calendly')
  })
})

describe('leadLookup', () => {
  it('reads a reference (the inquiry’s id) or an email address, else nothing', () => {
    expect(leadLookup(' 0F8FAD5B-D9CB-469F-A165-70867728950E ')).toEqual({ reference: '0f8fad5b-d9cb-469f-a165-70867728950e' })
    expect(leadLookup(' ada@example.com ')).toEqual({ email: 'ada@example.com' })
    expect(leadLookup('Ada')).toBeNull()
    expect(leadLookup('')).toBeNull()
  })
})
