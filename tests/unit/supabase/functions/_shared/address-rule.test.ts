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
    // IPv6 forms carrying an IPv4 address are judged by it.
    ['::ffff:0:10.0.0.1', 'private'], // IPv4-translated
    ['::ffff:0:7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'], // NAT64, well-known prefix
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['2002:a9fe:a9fe::1', 'link-local'], // 6to4 of 169.254.169.254
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101:1::5', 'private'],
    ['2002:6440:1::', 'shared (CGNAT)'],
    ['64:ff9b:1::1', 'reserved'], // NAT64 for local use: refused whole
    ['64:ff9b:1:ffff::808:808', 'reserved'],
  ])('%s is %s', (address, range) => {
    expect(privateRangeOf(address)).toBe(range)
  })

  it.each([
    '8.8.8.8', '172.32.0.1', '100.63.255.255', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2001:db8::1',
    '::ffff:0:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '64:ff9b:2::1',
  ])('%s is public', (address) => {
    expect(privateRangeOf(address)).toBeNull()
  })

  it.each(['example.com', '1.2.3', '1::2::3', '::ffff:1.2.3.256', '12345::'])('%s is not an address', (text) => {
    expect(privateRangeOf(text)).toBe('invalid')
  })
})
