import { describe, expect, it } from 'vitest'
import { joinSlug, slugPart } from '@/lib/slug'

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
