import { describe, expect, it } from 'vitest'
import { toDetailedInquiryPayload, toQuickInquiryPayload } from '@/features/inquiries/model/inquiry-payload'

describe('quick form payload', () => {
  const values = { name: 'Jane Mary Doe', email: 'jane@example.com', phone: '+971 4 555 0100', message: 'Need an app quickly.' }

  it('splits the name: first word, then the rest', () => {
    expect(toQuickInquiryPayload(values)).toEqual({
      first_name: 'Jane',
      last_name: 'Mary Doe',
      email: 'jane@example.com',
      phone: '+971 4 555 0100',
      company: '',
      service_interest: 'General Inquiry',
      budget_range: 'To be discussed',
      project_timeline: 'To be discussed',
      message: 'Need an app quickly.',
      source_page: 'home-simple',
    })
  })

  it("sends 'Not Provided' as the last name of a single word", () => {
    expect(toQuickInquiryPayload({ ...values, name: 'Cher' })).toMatchObject({ first_name: 'Cher', last_name: 'Not Provided' })
  })

  it('ignores extra spaces between and around the words', () => {
    expect(toQuickInquiryPayload({ ...values, name: '  Jane   Doe  ' })).toMatchObject({ first_name: 'Jane', last_name: 'Doe' })
  })

  it('sends an empty phone as an empty string', () => {
    expect(toQuickInquiryPayload({ ...values, phone: '' }).phone).toBe('')
  })

  it('takes the source page it is given', () => {
    expect(toQuickInquiryPayload(values, 'contact').source_page).toBe('contact')
  })
})

describe('detailed form payload', () => {
  it('sends every field as typed, with the source page', () => {
    const values = {
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone: '',
      company: 'Acme',
      service_interest: 'SaaS Solutions',
      budget_range: '$50,000 - $100,000',
      project_timeline: 'ASAP (Rush)',
      message: 'Build our SaaS platform.',
    } as const
    expect(toDetailedInquiryPayload(values, 'home-detailed')).toEqual({ ...values, source_page: 'home-detailed' })
  })
})
