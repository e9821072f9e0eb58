import { describe, expect, it } from 'vitest'
import { inquiryContactLinks, inquiryPhoneReading } from '@/features/inquiry-inbox/model/inquiry-contact'

describe('contact links', () => {
  it('mails the sender about what they asked', () => {
    const { email } = inquiryContactLinks({ email: 'ada@engines.example', phone: '', serviceInterest: 'AI & Automation' })
    expect(email).toBe('mailto:ada@engines.example?subject=Re%3A%20Your%20inquiry%20about%20AI%20%26%20Automation')
  })

  it('offers a call only with a phone number, dialable', () => {
    expect(inquiryContactLinks({ email: 'a@b.co', phone: '', serviceInterest: 'x' }).phone).toBeNull()
    expect(inquiryContactLinks({ email: 'a@b.co', phone: '  ', serviceInterest: 'x' }).phone).toBeNull()
    expect(inquiryContactLinks({ email: 'a@b.co', phone: '+1 (555) 010-2030', serviceInterest: 'x' }).phone).toBe('tel:+15550102030')
  })
})

describe('the phone as the card reads it', () => {
  it('is the international number, a national one read in the default country', () => {
    expect(inquiryPhoneReading('0044 20 7946 0958', null)).toEqual({ international: '+44 20 7946 0958' })
    expect(inquiryPhoneReading('(415) 555-0123', 'US')).toEqual({ international: '+1 415 555 0123' })
    expect(inquiryContactLinks({ email: 'a@b.co', phone: '(415) 555-0123', serviceInterest: 'x' }, 'US').phone).toBe('tel:+14155550123')
  })

  it('says when it does not read as a valid number, and nothing without one', () => {
    expect(inquiryPhoneReading('(415) 555-0123', null)).toEqual({ invalid: true })
    expect(inquiryPhoneReading('12345', 'US')).toEqual({ invalid: true })
    expect(inquiryPhoneReading(' ', 'US')).toBeNull()
  })
})
