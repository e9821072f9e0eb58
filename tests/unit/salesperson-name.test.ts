import { describe, expect, it } from 'vitest'
import { normaliseSalespersonName } from '@/features/salespeople/model/normalise-name'

describe('salesperson name normalisation', () => {
  it.each([
    ['John Smith', 'john-smith'],
    ['  --Jane__Doe--  ', 'jane-doe'],
    ['ÅSA Öberg', 'sa-berg'],
    ['a...b///c', 'a-b-c'],
    ['already-normal-42', 'already-normal-42'],
    ['!!!', ''],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseSalespersonName(input)).toBe(expected)
  })

  it('produces what the database CHECK accepts', () => {
    const value = normaliseSalespersonName(' Mary-Ann  O’Neil 2nd ')
    expect(value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})
