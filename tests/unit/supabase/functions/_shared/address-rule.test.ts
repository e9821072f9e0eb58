// The address rule the Edge Functions share (runtime-neutral; also checked against the database's copy in tests/database/webhook-address-rule.test.ts).
import { describe, expect, it } from 'vitest'
import { privateRangeOf } from '../../../../../supabase/functions/_shared/address-rule'

describe('the private ranges of a resolved address', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['::ffff:192.168.0.10', 'private'],
    ['fd12:3456::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['100.100.100.200', 'shared (CGNAT)'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['192.0.0.192', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['239.1.2.3', 'multicast'],
    ['ff02::1', 'multicast'],
  ])('%s is %s', (address, range) => {
    expect(privateRangeOf(address)).toBe(range)
  })

  it.each(['8.8.8.8', '172.32.0.1', '100.63.255.255', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2001:db8::1'])('%s is public', (address) => {
    expect(privateRangeOf(address)).toBeNull()
  })

  it.each(['example.com', '1.2.3', '1::2::3', '::ffff:1.2.3.256', '12345::'])('%s is not an address', (text) => {
    expect(privateRangeOf(text)).toBe('invalid')
  })
})
