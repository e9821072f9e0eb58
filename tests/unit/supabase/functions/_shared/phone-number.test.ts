import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { phoneCountries, readPhone } from '../../../../../supabase/functions/_shared/phone-number'

describe('readPhone', () => {
  it('keeps the country a number with + or 00 names', () => {
    expect(readPhone('+44 20 7946 0958', 'US')).toMatchObject({ e164: '+442079460958', country: 'GB' })
    expect(readPhone('0044 20 7946 0958', 'US')).toMatchObject({ e164: '+442079460958', international: '+44 20 7946 0958' })
    expect(readPhone('0044 20 7946 0958', null)).toMatchObject({ e164: '+442079460958' })
  })

  it('reads a national number in the default country, and not at all without one', () => {
    expect(readPhone('(415) 555-0123', 'US')).toEqual({ e164: '+14155550123', international: '+1 415 555 0123', country: 'US' })
    expect(readPhone('020 7946 0958', 'GB')).toMatchObject({ e164: '+442079460958' })
    expect(readPhone('(415) 555-0123', null)).toBeNull()
    expect(readPhone('(415) 555-0123', 'not a country')).toBeNull()
  })

  it('refuses what is not a valid number', () => {
    for (const typed of ['', '   ', 'n/a', '12345', '555-0123', '+1 123 456 7890']) expect(readPhone(typed, 'US')).toBeNull()
    // A British national number is no American one.
    expect(readPhone('020 7946 0958', 'US')).toBeNull()
  })
})

describe('the package it reads with', () => {
  it('is imported at the version package.json installs', () => {
    const source = readFileSync(new URL('../../../../../supabase/functions/_shared/phone-number.ts', import.meta.url), 'utf8')
    const installed = JSON.parse(readFileSync(new URL('../../../../../node_modules/libphonenumber-js/package.json', import.meta.url), 'utf8')) as { version: string }
    const wanted = JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
    expect(source).toContain(`'npm:libphonenumber-js@${installed.version}/min'`)
    expect(wanted.dependencies['libphonenumber-js']).toBe(`^${installed.version}`)
  })

  it('knows the countries a default can be, with their calling codes', () => {
    expect(phoneCountries()).toEqual(expect.arrayContaining([{ code: 'US', callingCode: '1' }, { code: 'GB', callingCode: '44' }]))
  })
})
