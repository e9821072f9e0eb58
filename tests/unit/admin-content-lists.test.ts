import { describe, expect, it } from 'vitest'
import { addListItem, cleanList, removeListItem, truncateList } from '@/lib/admin-forms/list-items'
import {
  collectErrorMessages,
  INVALID_FIELDS_MESSAGE,
  isUrlOrSitePath,
  REQUIRED_FIELD_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  validationToastMessage,
} from '@/lib/admin-forms/form-messages'

describe('list fields (technologies, gallery, approach, features, tags)', () => {
  it('adds a trimmed entry', () => {
    expect(addListItem(['React'], '  Node.js ')).toEqual(['React', 'Node.js'])
  })

  it('ignores blank entries', () => {
    expect(addListItem(['React'], '')).toEqual(['React'])
    expect(addListItem(['React'], '   \t')).toEqual(['React'])
  })

  it('ignores duplicates, whatever their spacing or letter case', () => {
    expect(addListItem(['React'], 'React')).toEqual(['React'])
    expect(addListItem(['React'], ' react ')).toEqual(['React'])
  })

  it('cleans a whole list, keeping the first of each duplicate in order', () => {
    expect(cleanList([' React', '', 'Vue', 'react', '  ', 'Vue ', 'Go'])).toEqual(['React', 'Vue', 'Go'])
  })

  it('removes exactly the entry asked for', () => {
    expect(removeListItem(['a', 'b', 'c'], 'b')).toEqual(['a', 'c'])
  })

  it('shows the first N entries, then how many more', () => {
    expect(truncateList(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(truncateList(['a', 'b'], 3)).toEqual({ shown: ['a', 'b'], more: 0 })
    expect(truncateList([], 2)).toEqual({ shown: [], more: 0 })
  })
})

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
