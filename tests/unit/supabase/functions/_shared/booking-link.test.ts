import { describe, expect, it } from 'vitest'
import { BOOKING_CARRIERS, buildBookingUrl } from '../../../../../supabase/functions/_shared/booking-link'

const REFERENCE = '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f'
const prefill = { name: 'Ada Lovelace', email: 'ada+leads@example.com', reference: REFERENCE, campaign: 'spring sale' }

const paramsOf = (url: string | null) => Object.fromEntries(new URL(url!).searchParams)

describe('the booking page address', () => {
  it('Cal.com: name and email prefilled, reference and campaign as metadata[...]', () => {
    const url = buildBookingUrl('https://cal.com/sam/30min', prefill)
    expect(url!.startsWith('https://cal.com/sam/30min?')).toBe(true)
    expect(paramsOf(url)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada+leads@example.com',
      'metadata[inquiry_reference]': REFERENCE,
      'metadata[utm_campaign]': 'spring sale',
    })
    // Encoded, so a "+" in an address is not read as a space.
    expect(url).toContain('email=ada%2Bleads%40example.com')
  })

  it('Calendly: name and email prefilled, reference and campaign as utm_content and utm_campaign', () => {
    expect(paramsOf(buildBookingUrl('https://calendly.com/sam/intro', prefill))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada+leads@example.com',
      utm_content: REFERENCE,
      utm_campaign: 'spring sale',
    })
    expect(BOOKING_CARRIERS.calendly.referenceKey).toBe('utm_content')
    expect(BOOKING_CARRIERS['cal.com'].referenceKey).toBe('inquiry_reference')
  })

  it('keeps the link\'s own parameters and fragment, overrides ours, and leaves out an absent campaign', () => {
    const url = buildBookingUrl('https://acme.cal.com/sam/30min?month=2026-12&name=Someone#slots', { ...prefill, campaign: null })
    expect(paramsOf(url)).toEqual({ month: '2026-12', name: 'Ada Lovelace', email: 'ada+leads@example.com', 'metadata[inquiry_reference]': REFERENCE })
    expect(new URL(url!).hash).toBe('#slots')
  })

  it('builds nothing for a link the rule refuses', () => {
    expect(buildBookingUrl('https://evil.example/cal.com', prefill)).toBeNull()
    expect(buildBookingUrl('javascript:alert(1)', prefill)).toBeNull()
  })
})
