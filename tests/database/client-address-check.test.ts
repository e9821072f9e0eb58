/**
 * The hop-count check and the two paths' hop counts: rpc/client_address_check reports, for the
 * caller's own request, the chain it arrived with, the count and the client derived (and, for
 * the Turnstile path, for the chain the function passes); rpc/set_client_address_hops changes
 * the counts. Admins only. Requests come through real sockets from their own source address;
 * the local stack stands where the last proxy (the load balancer) stands and appends it, and
 * what the proxies before it wrote is the X-Forwarded-For the test sends.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hopVerdict, type HopReport } from '@/features/client-address-admin/model/hop-check'
import { toHopReport } from '@/features/client-address-admin/api/client-address'
import { HOP_CHECK_CASES, LAST_PEER } from '../support/client-address-cases'
import { clientOptions, startTestStack, uniqueSuffix, type TestStack } from '../support/local-stack'
import { fetchFrom, newSourceAddress } from '../support/source-address'

let stack: TestStack
let admin: { email: string; password: string }

beforeAll(async () => {
  stack = await startTestStack()
  admin = { email: `hops-${uniqueSuffix()}@test.local`, password: `pw-${uniqueSuffix()}` }
  await stack.createAdminUser(admin.email, admin.password)
})

afterAll(async () => {
  await stack?.stop()
})

const counts = async () =>
  (await stack.db.query<{ trusted_proxy_hops: number; function_proxy_hops: number }>(
    'select trusted_proxy_hops, function_proxy_hops from private.client_address_settings')).rows[0]!

const setCounts = (rest: number, fn: number) =>
  stack.db.query('update private.client_address_settings set trusted_proxy_hops = $1, function_proxy_hops = $2', [rest, fn])

afterEach(async () => {
  // The local stack's own counts (one proxy: itself), as at start.
  await setCounts(1, 1)
})

/** The admin, signed in, connecting from `source`, behind proxies that wrote `forwarded`. */
async function adminFrom(source: string, forwarded = ''): Promise<SupabaseClient> {
  const client = createClient(stack.url, stack.anonKey, {
    ...clientOptions(),
    global: { fetch: fetchFrom(source), headers: forwarded ? { 'X-Forwarded-For': forwarded } : {} },
  })
  const { error } = await client.auth.signInWithPassword(admin)
  if (error) throw error
  return client
}

async function restCheck(client: SupabaseClient): Promise<HopReport> {
  const { data, error } = await client.rpc('client_address_check', {})
  expect(error).toBeNull()
  return toHopReport(data)!
}

describe('rpc/client_address_check on the REST path', () => {
  it.each(HOP_CHECK_CASES)('$name: $verdict', async ({ sent, hops, client, privateRange, verdict, owner }) => {
    await setCounts(hops, 2)
    const source = newSourceAddress()
    const report = await restCheck(await adminFrom(source, sent))
    const chain = sent ? `${sent}, ${source}` : source
    expect(report).toEqual({
      path: 'rest', chain, entries: chain.split(',').length, hops,
      client: client === LAST_PEER ? source : client, privateRange,
      settings: { restHops: hops, functionHops: 2 },
    })
    const answer = hopVerdict(report)
    expect(answer.kind).toBe(verdict)
    if (owner) expect(answer).toEqual({ kind: 'proxy', owner })
  })
})

describe('rpc/client_address_check on the Turnstile path', () => {
  it("applies the function path's own count to the chain the function passes", async () => {
    await setCounts(1, 2)
    const client = await adminFrom(newSourceAddress())
    const { data, error } = await client.rpc('client_address_check', { function_chain: '192.0.2.1, 203.0.113.7, 104.16.0.1' })
    expect(error).toBeNull()
    const report = toHopReport(data)!
    expect(report).toEqual({
      path: 'function', chain: '192.0.2.1, 203.0.113.7, 104.16.0.1', entries: 3, hops: 2, client: '203.0.113.7',
      privateRange: null, settings: { restHops: 1, functionHops: 2 },
    })
    expect(hopVerdict(report)).toEqual({ kind: 'fine' })
    // The same chain with the count one too low: Cloudflare's address.
    await setCounts(1, 1)
    const low = toHopReport((await client.rpc('client_address_check', { function_chain: '192.0.2.1, 203.0.113.7, 104.16.0.1' })).data)!
    expect(hopVerdict(low)).toEqual({ kind: 'proxy', owner: 'Cloudflare' })
  })
})

describe('who may check and set the counts', () => {
  it('refuses visitors and signed-in strangers, and changes nothing for them', async () => {
    const email = `stranger-${uniqueSuffix()}@test.local`
    await stack.createUser(email, 'pw-stranger-1')
    const stranger = await stack.signedInClient(email, 'pw-stranger-1')
    const anon = stack.anonClient({ sourceAddress: newSourceAddress() })
    for (const client of [anon, stranger]) {
      const check = await client.rpc('client_address_check', {})
      expect(check.error).not.toBeNull()
      expect(check.data).toBeNull()
      const set = await client.rpc('set_client_address_hops', { rest_hops: 3, function_hops: 3 })
      expect(set.error).not.toBeNull()
    }
    expect((await stranger.rpc('client_address_check', {})).error!.message).toBe('Only admins can check the client address settings')
    expect((await stranger.rpc('set_client_address_hops', { rest_hops: 3, function_hops: 3 })).error!.code).toBe('42501')
    expect(await counts()).toEqual({ trusted_proxy_hops: 1, function_proxy_hops: 1 })
  })

  it('lets an admin set each path its own count', async () => {
    const client = await adminFrom(newSourceAddress())
    const { data, error } = await client.rpc('set_client_address_hops', { rest_hops: 2, function_hops: 3 })
    expect(error).toBeNull()
    expect(data).toEqual({ rest_hops: 2, function_hops: 3 })
    expect(await counts()).toEqual({ trusted_proxy_hops: 2, function_proxy_hops: 3 })
  })

  it.each([
    ['over 5', 6, 2],
    ['negative', 2, -1],
    ['zero', 0, 2],
    ['far over', 2, 1000],
  ])('refuses a count %s with a clear message, and changes nothing', async (_, rest, fn) => {
    const client = await adminFrom(newSourceAddress())
    const { data, error } = await client.rpc('set_client_address_hops', { rest_hops: rest, function_hops: fn })
    expect(data).toBeNull()
    expect(error).toMatchObject({ code: '22023', message: 'A hop count must be a whole number from 1 to 5.' })
    expect(await counts()).toEqual({ trusted_proxy_hops: 1, function_proxy_hops: 1 })
  })

  it('keeps the settings and the rule itself out of every API role\'s reach', async () => {
    const { error } = await stack.anonClient().rpc('function_client_address' as never, { chain: '1.2.3.4' } as never)
    expect(error).not.toBeNull()
    const grants = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from information_schema.role_routine_grants
        where routine_schema = 'private' and routine_name in ('function_client_address', 'client_address_report')
          and grantee in ('anon', 'authenticated', 'PUBLIC')`)
    expect(grants.rows[0]!.n).toBe(0)
  })
})

describe("submit_inquiry's Turnstile path", () => {
  it("picks the client from the function's chain with the function path's count, the REST path keeping its own", async () => {
    await setCounts(1, 2)
    const salt = (await stack.db.query<{ client_hash_salt: string }>('select client_hash_salt from private.inquiry_screening_settings')).rows[0]!.client_hash_salt
    const hashOf = (address: string) => createHash('sha256').update(`${salt}|${address}`, 'utf8').digest('hex')
    const payload = {
      first_name: 'Hop', last_name: 'Count', email: `hop-${uniqueSuffix()}@example.com`, service_interest: 'SaaS Solutions',
      budget_range: '$5,000 - $15,000', project_timeline: '1-2 months', message: 'Checking the function path count.',
      source_page: 'contact', form_started_at: new Date(Date.now() - 60_000).toISOString(),
      verified: true, client_forwarded_for: '192.0.2.1, 203.0.113.50, 104.16.0.1',
    }
    const { data, error } = await stack.serviceClient().rpc('submit_inquiry', { payload })
    expect(error).toBeNull()
    const id = (data as { id: string }).id
    const stored = await stack.db.query<{ client_hash: string }>('select client_hash from private.inquiry_clients where inquiry_id = $1', [id])
    // Two hops on this path: the visitor's address, not Cloudflare's (one hop) nor the forged one.
    expect(stored.rows[0]!.client_hash).toBe(hashOf('203.0.113.50'))
  })
})
