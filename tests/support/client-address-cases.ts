/**
 * The "who is this client" rule, as cases both implementations must answer alike: the
 * database's private.client_address_from_chain and the local stack's clientAddressFromChain.
 */
export interface ClientAddressCase {
  name: string
  chain: string
  hops: number
  client: string
}

export const CLIENT_ADDRESS_CASES: ClientAddressCase[] = [
  { name: 'one proxy: the entry it appended', chain: '203.0.113.7', hops: 1, client: '203.0.113.7' },
  { name: 'one proxy: a forged entry to its left is ignored', chain: '198.51.100.9, 203.0.113.7', hops: 1, client: '203.0.113.7' },
  { name: 'two proxies: the second from the right', chain: '198.51.100.9, 203.0.113.7, 104.16.0.1', hops: 2, client: '203.0.113.7' },
  { name: 'a chain shorter than the hops: its rightmost entry', chain: '104.16.0.1', hops: 2, client: '104.16.0.1' },
  { name: 'white space around entries', chain: ' 1.1.1.1 ,   203.0.113.7  ', hops: 1, client: '203.0.113.7' },
  { name: 'a port some proxies add', chain: '203.0.113.7:51234', hops: 1, client: '203.0.113.7' },
  { name: 'an IPv4-mapped IPv6 address is its IPv4 address', chain: '::ffff:203.0.113.7', hops: 1, client: '203.0.113.7' },
  { name: 'IPv6: its /64', chain: '2001:DB8:AAAA:1:2:3:4:5', hops: 1, client: '2001:db8:aaaa:1::/64' },
  { name: 'IPv6: another address of the same /64 is the same client', chain: '2001:db8:aaaa:1:ffff::9', hops: 1, client: '2001:db8:aaaa:1::/64' },
  { name: 'IPv6: zero groups in the prefix', chain: '2001:0:0:1::5', hops: 1, client: '2001:0:0:1::/64' },
  { name: 'IPv6 in brackets with a port', chain: '[2001:db8::1]:443', hops: 1, client: '2001:db8::/64' },
  { name: 'IPv6 loopback', chain: '::1', hops: 1, client: '::/64' },
  { name: 'malformed: not an address', chain: '198.51.100.9, not-an-address', hops: 1, client: 'unknown' },
  { name: 'malformed: an octet over 255', chain: '256.1.1.1', hops: 1, client: 'unknown' },
  { name: 'malformed: a network, not an address', chain: '10.0.0.0/8', hops: 1, client: 'unknown' },
  { name: 'malformed: IPv6 with a zone', chain: 'fe80::1%eth0', hops: 1, client: 'unknown' },
  { name: 'malformed: two "::"', chain: '2001::1::2', hops: 1, client: 'unknown' },
  { name: 'malformed: an empty entry at the hop', chain: '203.0.113.7, ', hops: 1, client: 'unknown' },
  { name: 'no header at all', chain: '', hops: 1, client: 'unknown' },
]
