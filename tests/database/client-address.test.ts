/**
 * "Who is this client" in the database: private.client_address_from_chain answers every case
 * of the shared table exactly as the local stack's clientAddressFromChain does (one rule, two
 * places it runs), and the hop count is a setting the deployment owns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'
import { CLIENT_ADDRESS_CASES } from '../support/client-address-cases'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

describe('private.client_address_from_chain', () => {
  it.each(CLIENT_ADDRESS_CASES)('$name', async ({ chain, hops, client }) => {
    const result = await stack.db.query<{ client: string }>('select private.client_address_from_chain($1, $2) as client', [chain, hops])
    expect(result.rows[0]!.client).toBe(client)
  })
})

describe('the trusted hops setting', () => {
  it('defaults to hosted Supabase\'s two proxies in a fresh schema, and the local stack sets its own one', async () => {
    const defaults = await stack.db.query<{ column_default: string }>(
      `select column_default from information_schema.columns
        where table_schema = 'private' and table_name = 'client_address_settings' and column_name = 'trusted_proxy_hops'`)
    expect(defaults.rows[0]!.column_default).toBe('2')
    const current = await stack.db.query<{ trusted_proxy_hops: number }>('select trusted_proxy_hops from private.client_address_settings')
    expect(current.rows).toEqual([{ trusted_proxy_hops: 1 }])
  })

  it("has the Turnstile function's path its own count: 2 in a fresh schema, the local stack's gateway one", async () => {
    const defaults = await stack.db.query<{ column_default: string }>(
      `select column_default from information_schema.columns
        where table_schema = 'private' and table_name = 'client_address_settings' and column_name = 'function_proxy_hops'`)
    expect(defaults.rows[0]!.column_default).toBe('2')
    const current = await stack.db.query<{ function_proxy_hops: number }>('select function_proxy_hops from private.client_address_settings')
    expect(current.rows).toEqual([{ function_proxy_hops: 1 }])
  })

  it('is out of every API role\'s reach', async () => {
    const { error } = await stack.anonClient().rpc('client_address_from_chain' as never, { chain: '1.2.3.4', hops: 1 } as never)
    expect(error).not.toBeNull()
    const privileges = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from information_schema.role_table_grants
        where table_schema = 'private' and table_name in ('client_address_settings', 'inquiry_clients')
          and grantee in ('anon', 'authenticated', 'PUBLIC')`)
    expect(privileges.rows[0]!.n).toBe(0)
  })
})
