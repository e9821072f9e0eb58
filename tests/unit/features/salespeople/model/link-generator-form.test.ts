import { describe, expect, it } from 'vitest'
import { EMPTY_SALESPERSON_FORM, salespersonFormSchema, salespersonValidationMessage, toggleService, toSalespersonInput, type SalespersonFormValues } from '@/features/salespeople/model/link-generator-form'
import { SALESPERSON_FORM_MESSAGES } from '@/features/salespeople/model/salespeople-admin-messages'

function values(overrides: Partial<SalespersonFormValues> = {}): SalespersonFormValues {
  return { ...EMPTY_SALESPERSON_FORM, salespersonName: 'john', displayName: 'John', email: 'john@example.com', services: ['saas'], ...overrides }
}

function messages(v: SalespersonFormValues) {
  const result = salespersonFormSchema.safeParse(v)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('salesperson form', () => {
  it('is active by default', () => {
    expect(EMPTY_SALESPERSON_FORM.isActive).toBe(true)
  })

  it('requires URL name, full name and email: "Please fill in all required fields."', () => {
    for (const field of ['salespersonName', 'displayName', 'email'] as const) {
      expect(salespersonValidationMessage(messages(values({ [field]: ' ' })))).toBe(SALESPERSON_FORM_MESSAGES.required)
    }
  })

  it('a URL name with no letter or digit counts as missing', () => {
    expect(messages(values({ salespersonName: '--- !!' }))).toEqual([SALESPERSON_FORM_MESSAGES.required])
  })

  it('needs at least one service: "Please select at least one service."', () => {
    expect(salespersonValidationMessage(messages(values({ services: [] })))).toBe(SALESPERSON_FORM_MESSAGES.noService)
  })

  it('required fields are reported before services', () => {
    expect(salespersonValidationMessage(messages(values({ email: '', services: [] })))).toBe(SALESPERSON_FORM_MESSAGES.required)
  })

  it('checks the email format', () => {
    expect(messages(values({ email: 'not-an-email' }))).toEqual([SALESPERSON_FORM_MESSAGES.email])
  })

  it('saves the URL name normalised, the rest trimmed', () => {
    expect(
      toSalespersonInput(values({ salespersonName: '  John  DOE!! Sales_', displayName: ' John Doe ', email: ' j@x.io ', isActive: false })),
    ).toEqual({ salespersonName: 'john-doe-sales', displayName: 'John Doe', email: 'j@x.io', services: ['saas'], isActive: false })
  })

  it('toggles services, keeping the site order', () => {
    expect(toggleService(['ai-automation'], 'web-apps', true)).toEqual(['web-apps', 'ai-automation'])
    expect(toggleService(['web-apps', 'saas'], 'web-apps', false)).toEqual(['saas'])
    expect(toggleService(['saas'], 'saas', true)).toEqual(['saas'])
  })
})
