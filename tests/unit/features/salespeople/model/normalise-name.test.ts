import { describe, expect, it } from 'vitest'
import { normaliseSalespersonName } from '@/features/salespeople/model/normalise-name'

describe('salesperson name normalisation', () => {
  it.each([
    ['John Smith', 'john-smith'],
    ['  --Jane__Doe--  ', 'jane-doe'],
    ['ÅSA Öberg', 'asa-oberg'],
    ['María Gómez', 'maria-gomez'],
    ['François Müller-Lüdenscheidt', 'francois-muller-ludenscheidt'],
    ['Søren Łukasz Straße', 'soren-lukasz-strasse'],
    ['Ærøskøbing Œuvre', 'aeroskobing-oeuvre'],
    ['Nguyễn Thị Minh Khai', 'nguyen-thi-minh-khai'],
    ['李小龙 Bruce', 'bruce'],
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
