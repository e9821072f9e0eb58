import { describe, expect, it } from 'vitest'
import { inquiryContactLinks } from '@/features/inquiry-inbox/model/inquiry-contact'

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
