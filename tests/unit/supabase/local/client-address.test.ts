import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientAddressFromChain, forwardedChain, normalizeClientAddress, requestClient } from '../../../../supabase/local/client-address'
import { CLIENT_ADDRESS_CASES } from '../../../support/client-address-cases'

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress } }) as unknown as IncomingMessage

describe('clientAddressFromChain', () => {
  it.each(CLIENT_ADDRESS_CASES)('$name', ({ chain, hops, client }) => {
    expect(clientAddressFromChain(chain, hops)).toBe(client)
  })
})

describe('normalizeClientAddress', () => {
  it('keeps IPv4 as it is and refuses what is not an address', () => {
    expect(normalizeClientAddress('192.0.2.1')).toBe('192.0.2.1')
    expect(normalizeClientAddress('192.0.2')).toBeNull()
    expect(normalizeClientAddress('example.com')).toBeNull()
  })

  it('writes every address of one /64 the same way', () => {
    const keys = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:0:0:0:0'].map(normalizeClientAddress)
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(normalizeClientAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  })
})

describe('the local stack as a proxy', () => {
  it('appends the connection\'s address to the client\'s own header, as nginx does', () => {
    expect(forwardedChain(request('127.0.0.2'))).toBe('127.0.0.2')
    expect(forwardedChain(request('127.0.0.2', '198.51.100.9'))).toBe('198.51.100.9, 127.0.0.2')
  })

  it('vouches for the connection, whatever the client wrote', () => {
    expect(requestClient(request('127.0.0.2', '198.51.100.9'))).toBe('127.0.0.2')
    expect(requestClient(request('::ffff:127.0.0.3', 'garbage'))).toBe('127.0.0.3')
    expect(requestClient(request('2001:db8::7'))).toBe('2001:db8::/64')
  })
})
