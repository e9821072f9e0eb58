/**
 * The hop-count check's service (src/features/client-address-admin/api/client-address.ts)
 * against the local stack, both paths: the REST API, and the Turnstile function served under
 * real Deno behind the stack's Functions gateway. The admin connects from its own source
 * address; what proxies before the stack wrote is the X-Forwarded-For it sends.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkClientAddress, saveHopSettings } from '@/features/client-address-admin/api/client-address'
import { hopVerdict } from '@/features/client-address-admin/model/hop-check'
import type { Database } from '@/lib/database.types'
import { ServiceError } from '@/lib/errors'
import { clientOptions, startTestStack, uniqueSuffix, type TestStack } from '../support/local-stack'
import { fetchFrom, newSourceAddress } from '../support/source-address'

let stack: TestStack
const admin = { email: `hops-service-${uniqueSuffix()}@test.local`, password: `pw-${uniqueSuffix()}` }

beforeAll(async () => {
  stack = await startTestStack({ functions: { warm: false } })
  await stack.createAdminUser(admin.email, admin.password)
}, 300_000)

afterAll(async () => {
  await stack?.stop()
})

async function signedIn(source: string, forwarded: string, user = admin): Promise<SupabaseClient<Database>> {
  const client = createClient<Database>(stack.url, stack.anonKey, {
    ...clientOptions(),
    global: { fetch: fetchFrom(source), headers: { 'X-Forwarded-For': forwarded } },
  })
  const { error } = await client.auth.signInWithPassword(user)
  if (error) throw error
  return client
}

describe('the hop-count check', () => {
  it('reports both paths for the admin\'s own request, each with its own count', async () => {
    const source = newSourceAddress()
    const client = await signedIn(source, '203.0.113.7')

    // The stack's own counts: one proxy on each path, so the derived address is the stack's peer.
    const rest = await checkClientAddress(client, 'rest')
    expect(rest).toMatchObject({ path: 'rest', chain: `203.0.113.7, ${source}`, entries: 2, hops: 1, client: source, privateRange: 'loopback' })
    expect(hopVerdict(rest)).toEqual({ kind: 'proxy', owner: 'a loopback range' })
    const viaFunction = await checkClientAddress(client, 'function')
    expect(viaFunction).toMatchObject({ path: 'function', chain: `203.0.113.7, ${source}`, hops: 1, client: source })

    // Two hops on the function's path only: the stack stands in for Cloudflare's load balancer.
    await saveHopSettings(client, { restHops: 1, functionHops: 2 })
    const fixed = await checkClientAddress(client, 'function')
    expect(fixed).toMatchObject({ client: '203.0.113.7', privateRange: null, settings: { restHops: 1, functionHops: 2 } })
    expect(hopVerdict(fixed)).toEqual({ kind: 'fine' })
    expect((await checkClientAddress(client, 'rest')).client).toBe(source)

    // Three on the REST path: the chain is shorter than the count.
    await saveHopSettings(client, { restHops: 3, functionHops: 2 })
    expect(hopVerdict(await checkClientAddress(client, 'rest'))).toEqual({ kind: 'short' })
    await saveHopSettings(client, { restHops: 1, functionHops: 1 })
  })

  it('refuses a count out of range with the sentence the form shows', async () => {
    const client = await signedIn(newSourceAddress(), '')
    await expect(saveHopSettings(client, { restHops: 6, functionHops: 1 })).rejects.toThrow('A hop count must be a whole number from 1 to 5.')
  })

  it('answers a signed-in stranger on neither path', async () => {
    const stranger = { email: `stranger-${uniqueSuffix()}@test.local`, password: `pw-${uniqueSuffix()}` }
    await stack.createUser(stranger.email, stranger.password)
    const client = await signedIn(newSourceAddress(), '', stranger)
    await expect(checkClientAddress(client, 'rest')).rejects.toBeInstanceOf(ServiceError)
    await expect(checkClientAddress(client, 'function')).rejects.toBeInstanceOf(ServiceError)
  })
})
