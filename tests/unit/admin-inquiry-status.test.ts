import { describe, expect, it } from 'vitest'
import { inquiryContactLinks } from '@/features/inquiries/model/inquiry-contact'
import { statusBadgeColour, statusBadgeText } from '@/features/inquiries/model/inquiry-status'

describe('status badge', () => {
  it('shows the status uppercased with underscores as spaces', () => {
    expect(statusBadgeText('new')).toBe('NEW')
    expect(statusBadgeText('in_progress')).toBe('IN PROGRESS')
    expect(statusBadgeText('waiting_on_client_reply')).toBe('WAITING ON CLIENT REPLY')
  })

  it('has the colour of its status, grey for anything else', () => {
    expect(statusBadgeColour('new')).toBe('blue')
    expect(statusBadgeColour('in_progress')).toBe('yellow')
    expect(statusBadgeColour('contacted')).toBe('purple')
    expect(statusBadgeColour('converted')).toBe('green')
    expect(statusBadgeColour('closed')).toBe('gray')
    expect(statusBadgeColour('archived')).toBe('gray')
    expect(statusBadgeColour('NEW')).toBe('gray')
  })
})

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
