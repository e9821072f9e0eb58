// The normaliser against the SHA-256 vectors computed independently with `sha256sum`.
import { describe, expect, it } from 'vitest'
import {
  hashIdentifier, metaFbc, normaliseEmail, normaliseName, normalisePhone,
} from '../../../../../../supabase/functions/_shared/conversions/normalise'
import { sha256Hex } from '../../../../../../supabase/functions/_shared/sha256'

const VECTORS = {
  'test@example.com': '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b',
  'Test@Example.com': 'de0683f2389441536c37c76c95a3932591e7fef915b531ebdccc944add3a5afb',
  'cloudysanfrancisco@gmail.com': '223ebda6f6889b1494551ba902d9d381daf2f642bae055888e96343d53e9f9c4',
  'user.name+nyc@example.com': 'f109a2a632fbcea5fc82049f50beed3d8621bf9034399f437fb622222acccdac',
  '+14155550123': '36a2cef4ff9bf7a1abd2a93359136b870393be4106e6c5d19b72ff564f9deca4',
  '14155550123': '413ba75461ab5f99d36820e561ea97e2bd80f9cb586f7ecea6cf4c496518950a',
}

describe('sha256Hex', () => {
  it('gives the lowercase hex digest of the exact text', async () => {
    for (const [input, hash] of Object.entries(VECTORS)) expect(await sha256Hex(input)).toBe(hash)
  })
})

describe('email', () => {
  it('is trimmed and lowercased for every platform, so a capitalised address hashes like the plain one', async () => {
    for (const platform of ['google', 'meta', 'linkedin'] as const) {
      const hash = await hashIdentifier(normaliseEmail('  Test@Example.com ', platform))
      expect(hash).toBe(VECTORS['test@example.com'])
      expect(hash).not.toBe(VECTORS['Test@Example.com'])
    }
  })

  it('drops the dots and +suffix of gmail addresses for Google only', async () => {
    expect(await hashIdentifier(normaliseEmail('Cloudy.SanFrancisco+shopping@gmail.com', 'google'))).toBe(VECTORS['cloudysanfrancisco@gmail.com'])
    expect(normaliseEmail('cloudy.san+x@googlemail.com', 'google')).toBe('cloudysan@googlemail.com')
    expect(normaliseEmail('cloudy.sanfrancisco+shopping@gmail.com', 'meta')).toBe('cloudy.sanfrancisco+shopping@gmail.com')
    expect(normaliseEmail('cloudy.sanfrancisco+shopping@gmail.com', 'linkedin')).toBe('cloudy.sanfrancisco+shopping@gmail.com')
  })

  it('keeps dots and plus of other domains, even for Google', async () => {
    expect(await hashIdentifier(normaliseEmail('user.name+nyc@example.com', 'google'))).toBe(VECTORS['user.name+nyc@example.com'])
  })

  it('leaves out what is not an address', () => {
    expect(normaliseEmail('', 'meta')).toBeNull()
    expect(normaliseEmail('   ', 'google')).toBeNull()
    expect(normaliseEmail('not-an-email', 'linkedin')).toBeNull()
    expect(normaliseEmail(null, 'meta')).toBeNull()
  })
})

describe('phone', () => {
  it('is digits with country code for Meta and E.164 for Google', async () => {
    expect(await hashIdentifier(normalisePhone('+1 (415) 555-0123', 'meta', null))).toBe(VECTORS['14155550123'])
    expect(await hashIdentifier(normalisePhone('+1 (415) 555-0123', 'google', null))).toBe(VECTORS['+14155550123'])
  })

  it('keeps the country a number with + or 00 names, whatever the default', () => {
    expect(normalisePhone('+44 20 7946 0958', 'google', 'US')).toBe('+442079460958')
    expect(normalisePhone('0044 20 7946 0958', 'google', 'US')).toBe('+442079460958')
    expect(normalisePhone('0044 20 7946 0958', 'meta', null)).toBe('442079460958')
  })

  it('gives a national number the default country, and none without one', () => {
    expect(normalisePhone('(415) 555-0123', 'google', 'US')).toBe('+14155550123')
    expect(normalisePhone('(415) 555-0123', 'meta', 'US')).toBe('14155550123')
    expect(normalisePhone('020 7946 0958', 'meta', 'GB')).toBe('442079460958')
    // Without a country it is nobody's number (it used to become Switzerland's +41 55 501 23).
    expect(normalisePhone('(415) 555-0123', 'meta', null)).toBeNull()
  })

  it('leaves out what is not a valid number', () => {
    expect(normalisePhone('', 'meta', 'US')).toBeNull()
    expect(normalisePhone('12345', 'google', 'US')).toBeNull()
    expect(normalisePhone('+1 123 456 7890', 'meta', null)).toBeNull()
    expect(normalisePhone('020 7946 0958', 'google', 'US')).toBeNull()
  })
})

describe('hashIdentifier', () => {
  it('never hashes an empty value', async () => {
    expect(await hashIdentifier('')).toBeNull()
    expect(await hashIdentifier(null)).toBeNull()
  })

  it('never hashes a value twice', async () => {
    const once = VECTORS['test@example.com']
    expect(await hashIdentifier(once)).toBe(once)
    expect(await hashIdentifier(once.toUpperCase())).toBe(once)
    expect(await hashIdentifier(normaliseEmail(once, 'meta'))).toBe(once)
  })
})

describe('names', () => {
  it('are trimmed and lowercased; blank is nothing', () => {
    expect(normaliseName('  Grace ')).toBe('grace')
    expect(normaliseName('  ')).toBeNull()
  })
})

describe('metaFbc', () => {
  it('is fb.1.<first-seen ms>.<fbclid>, the fbclid untouched', () => {
    expect(metaFbc('IwAR2xYz_AbC', '2026-11-20T10:00:00.123Z')).toBe(`fb.1.${Date.parse('2026-11-20T10:00:00.123Z')}.IwAR2xYz_AbC`)
  })

  it('is nothing without a click id or its time', () => {
    expect(metaFbc(null, '2026-11-20T10:00:00Z')).toBeNull()
    expect(metaFbc('IwAR', null)).toBeNull()
  })
})
