import { describe, expect, it } from 'vitest'
import { isValidSlug, joinSlug, slugPart } from '@/lib/slug'

describe('slug parts', () => {
  it('lowercases, removes punctuation and turns spaces into hyphens', () => {
    expect(slugPart('Hello, World!')).toBe('hello-world')
    expect(slugPart('  Node.js   &  React  ')).toBe('nodejs-react')
    expect(slugPart('E-commerce')).toBe('ecommerce')
  })

  it('keeps letters of other scripts and digits', () => {
    expect(slugPart('Café 2024')).toBe('café-2024')
  })

  it('skips empty parts when joining', () => {
    expect(joinSlug(['A', '', undefined, '!!', 'B'])).toBe('a-b')
  })
})

describe('a typed slug', () => {
  it('is refused where the database refuses it: a space, /, ? or #', () => {
    expect(isValidSlug('care-portal')).toBe(true)
    expect(isValidSlug('care portal')).toBe(false)
    expect(isValidSlug('care/portal')).toBe(false)
    expect(isValidSlug('care?x')).toBe(false)
    expect(isValidSlug('care#x')).toBe(false)
  })

  it('may be empty (generated on save), and is judged without its outer spaces', () => {
    expect(isValidSlug('')).toBe(true)
    expect(isValidSlug('  ')).toBe(true)
    expect(isValidSlug(' care-portal ')).toBe(true)
  })
})
