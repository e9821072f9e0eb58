import { describe, expect, it } from 'vitest'
import { collectErrorMessages, INVALID_FIELDS_MESSAGE, isUrlOrSitePath, REQUIRED_FIELD_MESSAGE, REQUIRED_FIELDS_MESSAGE, validationToastMessage } from '@/lib/admin-forms/form-messages'

describe('URL fields', () => {
  it('accept http(s) URLs, site paths and nothing', () => {
    expect(isUrlOrSitePath('https://example.com/a.png')).toBe(true)
    expect(isUrlOrSitePath('http://example.com')).toBe(true)
    expect(isUrlOrSitePath('/images/projects/shopsphere.webp')).toBe(true)
    expect(isUrlOrSitePath('')).toBe(true)
  })

  it('refuse other text and other schemes', () => {
    expect(isUrlOrSitePath('not a url')).toBe(false)
    expect(isUrlOrSitePath('javascript:alert(1)')).toBe(false)
    expect(isUrlOrSitePath('//evil.example.com/x.png')).toBe(false)
    expect(isUrlOrSitePath('example.com/logo.png')).toBe(false)
  })
})

describe('validation toast', () => {
  it('says "Please fill in all required fields." when any required field is empty', () => {
    expect(validationToastMessage([INVALID_FIELDS_MESSAGE, REQUIRED_FIELD_MESSAGE])).toBe(REQUIRED_FIELDS_MESSAGE)
  })

  it('passes a form-specific message through, else a general one', () => {
    expect(validationToastMessage(['Content cannot be empty.'], ['Content cannot be empty.'])).toBe('Content cannot be empty.')
    expect(validationToastMessage(['Something else'])).toBe(INVALID_FIELDS_MESSAGE)
  })

  it('collects nested messages from react-hook-form errors, ignoring element refs', () => {
    const errors = {
      title: { type: 'custom', message: 'A', ref: { message: 'not me' } },
      metrics: [{ label: { message: 'B' } }],
    }
    expect(collectErrorMessages(errors)).toEqual(['A', 'B'])
  })
})
