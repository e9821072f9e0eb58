import { describe, expect, it } from 'vitest'
import { hopVerdict, type HopReport } from '@/features/client-address-admin/model/hop-check'
import { PROXY_RANGES } from '@/features/client-address-admin/model/proxy-ranges'
import { clientAddressFromChain } from '../../../../../supabase/local/client-address'
import { HOP_CHECK_CASES, LAST_PEER } from '../../../../support/client-address-cases'

/** The last proxy's peer in these chains: a public address (Cloudflare's, as a load balancer sees it). */
const PEER = '172.70.1.2'

/** What rpc/client_address_check answers for a case, with the local stack's copy of the rule. */
function reportFor(sent: string, hops: number, privateRange: string | null): HopReport {
  const chain = sent ? `${sent}, ${PEER}` : PEER
  return {
    path: 'rest',
    chain,
    entries: chain.split(',').length,
    hops,
    client: clientAddressFromChain(chain, hops),
    privateRange,
    settings: { restHops: hops, functionHops: hops },
  }
}

describe('the hop-count verdict', () => {
  it.each(HOP_CHECK_CASES)('$name: $verdict', ({ sent, hops, client, privateRange, verdict, owner }) => {
    const report = reportFor(sent, hops, privateRange)
    expect(report.client).toBe(client === LAST_PEER ? PEER : client)
    const answer = hopVerdict(report)
    expect(answer.kind).toBe(verdict)
    if (owner) expect(answer).toEqual({ kind: 'proxy', owner })
  })

  it("puts every Cloudflare address in Cloudflare's list, and not its neighbours", () => {
    const report = (client: string): HopReport => ({
      path: 'function', chain: `${client}, ${PEER}`, entries: 2, hops: 2, client, privateRange: null,
      settings: { restHops: 2, functionHops: 2 },
    })
    expect(hopVerdict(report('104.23.255.255'))).toEqual({ kind: 'proxy', owner: 'Cloudflare' })
    expect(hopVerdict(report('2a06:98c7:ffff:1::/64'))).toEqual({ kind: 'proxy', owner: 'Cloudflare' })
    expect(hopVerdict(report('104.32.0.1'))).toEqual({ kind: 'fine' })
    expect(hopVerdict(report('2a06:98c8::/64'))).toEqual({ kind: 'fine' })
  })

  it('reads the ranges the repository holds', () => {
    expect(PROXY_RANGES.map((list) => list.name)).toContain('Cloudflare')
  })
})
