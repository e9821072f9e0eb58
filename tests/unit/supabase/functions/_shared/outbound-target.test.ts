// The send-time address check every outbound request shares (webhooks, the build hook): it fails closed.
import { describe, expect, it, vi } from 'vitest'
import { outboundTargetProblem, resolveEveryFamily, type LookupFamily } from '../../../../../supabase/functions/_shared/outbound-target'

class NoRecords extends Error {}
const isNoRecords = (error: unknown) => error instanceof NoRecords

/** A per-family DNS the test decides: addresses, "no records", or a lookup failure. */
function lookup(answers: Record<'A' | 'AAAA', readonly string[] | 'none' | 'error'>): LookupFamily {
  return vi.fn(async (_host: string, family: 'A' | 'AAAA') => {
    const answer = answers[family]
    if (answer === 'none') throw new NoRecords(`no ${family} records`)
    if (answer === 'error') throw new Error('SERVFAIL')
    return [...answer]
  })
}

describe('resolving both address families', () => {
  it('takes every address of both', async () => {
    const resolve = resolveEveryFamily(lookup({ A: ['93.184.216.34'], AAAA: ['2606:2800:220:1::1'] }), isNoRecords)
    expect(await resolve('hooks.example.com')).toEqual(['93.184.216.34', '2606:2800:220:1::1'])
  })

  it('reads "no records of this family" as an empty answer (an IPv4-only host)', async () => {
    expect(await resolveEveryFamily(lookup({ A: ['93.184.216.34'], AAAA: 'none' }), isNoRecords)('v4.example.com')).toEqual(['93.184.216.34'])
    expect(await resolveEveryFamily(lookup({ A: 'none', AAAA: ['2606:2800:220:1::1'] }), isNoRecords)('v6.example.com')).toEqual(['2606:2800:220:1::1'])
  })

  it.each([
    ['AAAA', { A: ['93.184.216.34'], AAAA: 'error' }],
    ['A', { A: 'error', AAAA: ['2606:2800:220:1::1'] }],
  ] as const)('fails when the %s lookup fails, however good the other answer', async (_family, answers) => {
    await expect(resolveEveryFamily(lookup(answers), isNoRecords)('rebind.example')).rejects.toThrow('SERVFAIL')
  })
})

describe('an outbound target', () => {
  const resolveTo = (answers: Record<'A' | 'AAAA', readonly string[] | 'none' | 'error'>) => resolveEveryFamily(lookup(answers), isNoRecords)

  it('is refused when a lookup of either family fails: the failed family may be the one the request uses', async () => {
    expect(await outboundTargetProblem('https://rebind.example/hook', resolveTo({ A: ['93.184.216.34'], AAAA: 'error' }), false)).toBe('unresolved')
    expect(await outboundTargetProblem('https://rebind.example/hook', resolveTo({ A: 'error', AAAA: ['2606:2800:220:1::1'] }), false)).toBe('unresolved')
  })

  it('is refused when its name has no address at all', async () => {
    expect(await outboundTargetProblem('https://nowhere.example/hook', resolveTo({ A: 'none', AAAA: 'none' }), false)).toBe('unresolved')
  })

  it.each([
    [['64:ff9b::a9fe:a9fe']], [['64:ff9b:1::a00:1']], [['2002:a9fe:a9fe::']], [['::ffff:0:7f00:1']], [['::ffff:10.0.0.1']],
  ])('is refused when its name resolves to an address carrying a private IPv4 address (%s)', async (aaaa) => {
    expect(await outboundTargetProblem('https://nat64.example/hook', resolveTo({ A: ['93.184.216.34'], AAAA: aaaa }), false)).toBe('privateResolved')
  })

  it('may be called when every address is public, and a literal address is not resolved at all', async () => {
    expect(await outboundTargetProblem('https://hooks.example.com/in', resolveTo({ A: ['93.184.216.34'], AAAA: ['64:ff9b::808:808'] }), false)).toBeNull()
    const never = vi.fn(async () => [])
    expect(await outboundTargetProblem('https://8.8.8.8/in', never, false)).toBeNull()
    expect(never).not.toHaveBeenCalled()
  })

  it('allows this machine only where loopback receivers are allowed (the local stack), and nothing else private', async () => {
    const loopback = resolveTo({ A: ['127.0.0.1'], AAAA: 'none' })
    expect(await outboundTargetProblem('https://localhost.example/in', loopback, false)).toBe('privateResolved')
    expect(await outboundTargetProblem('https://localhost.example/in', loopback, true)).toBeNull()
    expect(await outboundTargetProblem('http://127.0.0.1:8788/in', loopback, true)).toBeNull()
    expect(await outboundTargetProblem('https://metadata.example/in', resolveTo({ A: ['169.254.169.254'], AAAA: 'none' }), true)).toBe('privateResolved')
  })
})
