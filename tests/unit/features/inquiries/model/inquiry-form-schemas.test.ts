import { describe, expect, it } from 'vitest'
import { detailedInquirySchema, EMPTY_DETAILED_INQUIRY, EMPTY_QUICK_INQUIRY, quickInquirySchema, WIZARD_STEPS, wizardProgress } from '@/features/inquiries/model/inquiry-form-schemas'

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))
}

const validDetailed = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '',
  company: '',
  service_interest: 'Web Applications',
  budget_range: '$15,000 - $50,000',
  project_timeline: '3-6 months',
  message: 'We need a customer portal.',
}

describe('detailed inquiry schema', () => {
  it('gives every spec message for an empty form', () => {
    expect(messagesOf(detailedInquirySchema.safeParse(EMPTY_DETAILED_INQUIRY))).toEqual({
      first_name: 'First name must be at least 2 characters',
      last_name: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      service_interest: 'Please select a service',
      budget_range: 'Please select a budget range',
      project_timeline: 'Please select a timeline',
      message: 'Message must be at least 10 characters',
    })
  })

  it('accepts a complete inquiry; phone and company are optional', () => {
    expect(detailedInquirySchema.safeParse(validDetailed).success).toBe(true)
  })

  it('rejects one-character names, a bad address and a 9-character message', () => {
    const result = detailedInquirySchema.safeParse({
      ...validDetailed,
      first_name: 'J',
      last_name: ' D ',
      email: 'jane@',
      message: '123456789',
    })
    expect(messagesOf(result)).toEqual({
      first_name: 'First name must be at least 2 characters',
      last_name: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    })
  })

  it('accepts exactly the minimum lengths', () => {
    expect(detailedInquirySchema.safeParse({ ...validDetailed, first_name: 'Jo', last_name: 'Li', message: '1234567890' }).success).toBe(true)
  })

  it('rejects values outside the enumerations', () => {
    const result = detailedInquirySchema.safeParse({
      ...validDetailed,
      service_interest: 'General Inquiry',
      budget_range: 'To be discussed',
      project_timeline: 'Yesterday',
    })
    expect(messagesOf(result)).toEqual({
      service_interest: 'Please select a service',
      budget_range: 'Please select a budget range',
      project_timeline: 'Please select a timeline',
    })
  })

  it('trims what it sends', () => {
    const result = detailedInquirySchema.parse({ ...validDetailed, first_name: '  Jane ', email: ' jane@example.com ' })
    expect(result.first_name).toBe('Jane')
    expect(result.email).toBe('jane@example.com')
  })
})

describe('wizard steps', () => {
  it('validates the spec fields per step', () => {
    expect(WIZARD_STEPS.map((step) => step.fields.filter((field) => field !== 'company'))).toEqual([
      ['first_name', 'last_name', 'email', 'phone'],
      ['service_interest', 'budget_range', 'project_timeline'],
      ['message'],
    ])
  })

  it("shows 'Step n of 3' and the percent complete", () => {
    expect(wizardProgress(1)).toEqual({ label: 'Step 1 of 3', percent: 33 })
    expect(wizardProgress(2)).toEqual({ label: 'Step 2 of 3', percent: 67 })
    expect(wizardProgress(3)).toEqual({ label: 'Step 3 of 3', percent: 100 })
  })
})

describe('quick inquiry schema', () => {
  it('gives the spec messages for an empty form; phone is optional', () => {
    expect(messagesOf(quickInquirySchema.safeParse(EMPTY_QUICK_INQUIRY))).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    })
  })

  it('rejects a bad email address and accepts a valid form', () => {
    const valid = { name: 'Jo', email: 'jo@example.com', phone: '', message: 'Hello there!' }
    expect(quickInquirySchema.safeParse(valid).success).toBe(true)
    expect(messagesOf(quickInquirySchema.safeParse({ ...valid, email: 'not-an-email' }))).toEqual({
      email: 'Please enter a valid email address',
    })
  })
})

describe("the server's own limits, checked before sending", () => {
  it('rejects a phone number with letters and over-long values', () => {
    const result = detailedInquirySchema.safeParse({
      ...validDetailed,
      phone: 'call me maybe',
      first_name: 'J'.repeat(101),
      company: 'C'.repeat(201),
      message: 'm'.repeat(5001),
    })
    expect(messagesOf(result)).toEqual({
      phone: 'Please enter a valid phone number.',
      first_name: 'Names must be at most 100 characters.',
      company: 'Company must be at most 200 characters.',
      message: 'Message must be at most 5000 characters.',
    })
    expect(messagesOf(quickInquirySchema.safeParse({ name: 'Jo', email: 'jo@example.com', phone: 'x1', message: 'Hello there!' }))).toEqual({
      phone: 'Please enter a valid phone number.',
    })
  })

  it('accepts the phone formats the server accepts', () => {
    for (const phone of ['+971 4 555 0142', '(555) 123-4567', '+1.555.123.4567', '']) {
      expect(detailedInquirySchema.safeParse({ ...validDetailed, phone }).success).toBe(true)
    }
  })
})

describe('names and company are one line each, as the server requires', () => {
  it('refuses a line break or another control character inside a name or the company, with the server\'s message', () => {
    const result = detailedInquirySchema.safeParse({
      ...validDetailed,
      first_name: 'Jo\n*Budget: $250,000+ (verified)*',
      last_name: 'Col\u0007',
      company: 'Acme\r\nBcc: spy@example.com',
    })
    expect(messagesOf(result)).toEqual({
      first_name: 'Names cannot contain line breaks or control characters.',
      last_name: 'Names cannot contain line breaks or control characters.',
      company: 'Company cannot contain line breaks or control characters.',
    })
    expect(messagesOf(quickInquirySchema.safeParse({ name: 'Jo\u2028Budget', email: 'jo@example.com', phone: '', message: 'Hello there!' }))).toEqual({
      name: 'Names cannot contain line breaks or control characters.',
    })
  })

  it('keeps the line breaks of a message, and a name that only ends with one (it is trimmed)', () => {
    const result = detailedInquirySchema.safeParse({ ...validDetailed, first_name: 'Jo\n', message: 'Line one of the brief.\nLine two.' })
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ first_name: 'Jo', message: 'Line one of the brief.\nLine two.' })
  })
})
