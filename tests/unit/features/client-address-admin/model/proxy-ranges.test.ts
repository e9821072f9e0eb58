import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseAddress } from '@/features/client-address-admin/model/ip-address'
import {
  parseProxyRanges, PROXY_RANGES, ProxyRangesFileError, proxyListOf,
} from '@/features/client-address-admin/model/proxy-ranges'

const FILE = 'src/features/client-address-admin/model/proxy-ranges.txt'

describe('the proxy ranges file', () => {
  const lists = parseProxyRanges(readFileSync(FILE, 'utf8'))

  it("holds Cloudflare's published ranges, with where they come from and when they were copied", () => {
    const cloudflare = lists.find((list) => list.name === 'Cloudflare')!
    expect(cloudflare.source).toContain('https://www.cloudflare.com/ips-v4')
    expect(cloudflare.source).toContain('https://www.cloudflare.com/ips-v6')
    expect(cloudflare.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(cloudflare.ranges.filter((range) => range.family === 4)).toHaveLength(15)
    expect(cloudflare.ranges.filter((range) => range.family === 6)).toHaveLength(7)
    for (const list of lists) {
      expect(list.source, list.name).toMatch(/^https:\/\//)
      expect(Date.parse(list.checked), list.name).not.toBeNaN()
    }
  })

  it('is what the app reads', () => {
    expect(PROXY_RANGES).toEqual(lists)
    expect(proxyListOf(parseAddress('173.245.63.255')!)?.name).toBe('Cloudflare')
    expect(proxyListOf(parseAddress('2400:cb00:1::1')!)?.name).toBe('Cloudflare')
    expect(proxyListOf(parseAddress('130.211.3.1')!)?.name).toBe('a Google Cloud load balancer')
    expect(proxyListOf(parseAddress('203.0.113.7')!)).toBeNull()
  })

  const good = '[Example]\nsource: https://example.com/ranges\nchecked: 2026-11-28\n192.0.2.0/24\n'

  it.each([
    ['a range that is not one', good.replace('192.0.2.0/24', '300.0.2.0/24'), 'line 4: "300.0.2.0/24" is not an address range'],
    ['host bits past the prefix', good.replace('192.0.2.0/24', '192.0.2.1/24'), 'line 4: "192.0.2.1/24" is not an address range'],
    ['a prefix too long', good.replace('192.0.2.0/24', '2606:4700::/129'), 'is not an address range'],
    ['a range before any list', `192.0.2.0/24\n${good}`, 'line 1: "192.0.2.0/24" comes before any "[name]" line'],
    ['a list without its source', good.replace('source: https://example.com/ranges\n', ''), 'the list "Example" has no "source:" line'],
    ['a list without its date', good.replace('checked: 2026-11-28\n', ''), 'the list "Example" has no "checked:" date'],
    ['a date that is not one', good.replace('2026-11-28', 'last week'), 'line 3: "last week" is not a date'],
    ['a list without ranges', good.replace('192.0.2.0/24\n', ''), 'the list "Example" has no address ranges'],
    ['no list at all', '# nothing here\n', 'it holds no list'],
    ['JSON instead', JSON.stringify({ ranges: ['192.0.2.0/24'] }), 'comes before any "[name]" line'],
  ])('refuses %s with a clear message', (_, text, problem) => {
    expect(() => parseProxyRanges(text)).toThrow(ProxyRangesFileError)
    expect(() => parseProxyRanges(text)).toThrow(`The proxy ranges file cannot be read: `)
    expect(() => parseProxyRanges(text)).toThrow(problem)
  })

  it('reads a good file', () => {
    expect(parseProxyRanges(good)).toEqual([
      { name: 'Example', source: 'https://example.com/ranges', checked: '2026-11-28', ranges: [{ family: 4, value: 0xc0000200n, prefix: 24 }] },
    ])
  })
})
