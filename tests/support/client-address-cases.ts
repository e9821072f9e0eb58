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

/**
 * The hop-count check, as cases built like the chains real deployments deliver: what the
 * proxies in front of the last one wrote (`sent`), to which the last proxy appends its peer's
 * address (`LAST_PEER`: in the database tests, the local stack appends the test client's
 * source address, as a load balancer appends Cloudflare's). With the path's count, the client
 * derived, the private range the database's address rule puts it in, and the verdict.
 * The database tests send them through real sockets; the model's test applies the local
 * stack's copy of the rule to the same chains.
 */
export const LAST_PEER = '<last peer>'

export interface HopCheckCase {
  name: string
  sent: string
  hops: number
  /** The address derived (LAST_PEER: the last proxy's peer). */
  client: string
  privateRange: string | null
  verdict: 'fine' | 'short' | 'proxy' | 'not-an-address'
  /** For a proxy verdict: whose address it is. */
  owner?: string
}

export const HOP_CHECK_CASES: HopCheckCase[] = [
  {
    name: 'hosted Supabase with the right count: the visitor, then Cloudflare',
    sent: '203.0.113.7', hops: 2, client: '203.0.113.7', privateRange: null, verdict: 'fine',
  },
  {
    name: 'a forged entry to the left changes nothing',
    sent: '192.0.2.1, 203.0.113.7', hops: 2, client: '203.0.113.7', privateRange: null, verdict: 'fine',
  },
  {
    name: "a custom domain behind the agency's own Cloudflare with the count left at 2: Cloudflare's address",
    sent: '203.0.113.7, 104.16.0.1', hops: 2, client: '104.16.0.1', privateRange: null, verdict: 'proxy', owner: 'Cloudflare',
  },
  {
    name: "the same over IPv6: Cloudflare's network",
    sent: '2001:db8:1::5, 2606:4700:10::6', hops: 2, client: '2606:4700:10::/64', privateRange: null, verdict: 'proxy', owner: 'Cloudflare',
  },
  {
    name: "a load balancer inside a cloud network, count too low: its private address",
    sent: '203.0.113.7, 10.0.3.4', hops: 2, client: '10.0.3.4', privateRange: 'private', verdict: 'proxy', owner: 'a private range',
  },
  {
    name: "a Google Cloud load balancer, count too low: its front end's address",
    sent: '203.0.113.7, 35.191.4.2', hops: 2, client: '35.191.4.2', privateRange: null, verdict: 'proxy', owner: 'a Google Cloud load balancer',
  },
  {
    name: 'count 1 where the last proxy is on this machine: its loopback peer',
    sent: '', hops: 1, client: LAST_PEER, privateRange: 'loopback', verdict: 'proxy', owner: 'a loopback range',
  },
  {
    name: 'count too high: the chain is shorter than the count (the rule falls back to the last peer)',
    sent: '203.0.113.7', hops: 3, client: LAST_PEER, privateRange: 'loopback', verdict: 'short',
  },
  {
    name: 'an entry at the count that is not an address',
    sent: 'not-an-address, 198.51.100.9', hops: 3, client: 'unknown', privateRange: null, verdict: 'not-an-address',
  },
]
