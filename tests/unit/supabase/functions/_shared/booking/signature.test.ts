import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  CALENDLY_TOLERANCE_SECONDS,
  constantTimeEqual,
  parseCalendlyHeader,
  verifyCalendlySignature,
  verifyCalSignature,
} from '../../../../../../supabase/functions/_shared/booking/signature'

const SECRET = 'a'.repeat(64)
const BODY = '{"triggerEvent":"BOOKING_CREATED","payload":{"uid":"x"}}'
const nodeHmac = (message: string, secret = SECRET) => createHmac('sha256', secret).update(message).digest('hex')

describe('Cal.com: X-Cal-Signature-256 is the hex HMAC-SHA256 of the raw body', () => {
  it('accepts the signature Node computes, in either case and with a sha256= prefix', async () => {
    const signature = nodeHmac(BODY)
    expect(await verifyCalSignature(BODY, signature, SECRET)).toBe('valid')
    expect(await verifyCalSignature(BODY, signature.toUpperCase(), SECRET)).toBe('valid')
    expect(await verifyCalSignature(BODY, `sha256=${signature}`, SECRET)).toBe('valid')
  })

  it('refuses a missing header, another secret, a changed body and a malformed value', async () => {
    expect(await verifyCalSignature(BODY, null, SECRET)).toBe('missing')
    expect(await verifyCalSignature(BODY, '  ', SECRET)).toBe('missing')
    expect(await verifyCalSignature(BODY, nodeHmac(BODY, 'b'.repeat(64)), SECRET)).toBe('invalid')
    expect(await verifyCalSignature(`${BODY} `, nodeHmac(BODY), SECRET)).toBe('invalid')
    expect(await verifyCalSignature(BODY, 'not-hex', SECRET)).toBe('invalid')
  })
})

describe('Calendly: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">, within three minutes', () => {
  const now = 1_796_000_000
  const header = (t: number, secret = SECRET) => `t=${t},v1=${nodeHmac(`${t}.${BODY}`, secret)}`

  it('accepts a fresh signature, and one at the edge of the window either way', async () => {
    expect(await verifyCalendlySignature(BODY, header(now), SECRET, now)).toBe('valid')
    expect(await verifyCalendlySignature(BODY, header(now - CALENDLY_TOLERANCE_SECONDS), SECRET, now)).toBe('valid')
    expect(await verifyCalendlySignature(BODY, header(now + CALENDLY_TOLERANCE_SECONDS), SECRET, now)).toBe('valid')
  })

  it('calls a right signature outside the window stale (a replay)', async () => {
    expect(await verifyCalendlySignature(BODY, header(now - CALENDLY_TOLERANCE_SECONDS - 1), SECRET, now)).toBe('stale')
    expect(await verifyCalendlySignature(BODY, header(now + 600), SECRET, now)).toBe('stale')
  })

  it('refuses a missing or malformed header, another secret, and a timestamp changed after signing', async () => {
    expect(await verifyCalendlySignature(BODY, null, SECRET, now)).toBe('missing')
    expect(await verifyCalendlySignature(BODY, `v1=${nodeHmac(BODY)}`, SECRET, now)).toBe('invalid')
    expect(await verifyCalendlySignature(BODY, header(now, 'b'.repeat(64)), SECRET, now)).toBe('invalid')
    const signedEarlier = `t=${now},v1=${nodeHmac(`${now - 1000}.${BODY}`)}`
    expect(await verifyCalendlySignature(BODY, signedEarlier, SECRET, now)).toBe('invalid')
  })

  it('accepts any one right v1 among several (a key being rotated)', async () => {
    const both = `t=${now},v1=${nodeHmac(`${now}.${BODY}`, 'b'.repeat(64))},v1=${nodeHmac(`${now}.${BODY}`)}`
    expect(await verifyCalendlySignature(BODY, both, SECRET, now)).toBe('valid')
  })

  it('reads the header parts whatever their order and spacing', () => {
    expect(parseCalendlyHeader(' v1=AB , t=12 ')).toEqual({ timestamp: 12, signatures: ['ab'] })
    expect(parseCalendlyHeader('t=12')).toBeNull()
    expect(parseCalendlyHeader('t=soon,v1=ab')).toBeNull()
  })
})

describe('constantTimeEqual', () => {
  it('is equality of strings', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true)
    expect(constantTimeEqual('abc', 'abd')).toBe(false)
    expect(constantTimeEqual('abc', 'abcd')).toBe(false)
  })
})
