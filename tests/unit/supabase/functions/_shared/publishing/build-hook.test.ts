// The call-build-hook function's core under Node, with the DNS and the database the test decides; the same module runs in the Edge Function under Deno.
import { describe, expect, it, vi } from 'vitest'
import { BUILD_HOOK_RULE_MESSAGES as RULE } from '../../../../../../supabase/functions/_shared/address-rule'
import {
  BUILD_HOOK_CALL_MESSAGES as CALL, buildHookHandler, runBuildHookCalls, type ClaimedCalls,
} from '../../../../../../supabase/functions/_shared/publishing/build-hook'
import type { ServiceRpc } from '../../../../../../supabase/functions/_shared/service-rpc'

const CALL_ROW = { id: 'r1', reason: 'manual', requested_at: '2026-11-28T10:00:00Z' }

/** The database side: hands out `claimed` once and keeps what is recorded. */
function database(claimed: ClaimedCalls) {
  const recorded: Array<Record<string, unknown>> = []
  const rpc = vi.fn(async (name: string, args: Record<string, unknown>) => {
    if (name === 'claim_build_hook_calls') return claimed
    if (name === 'record_build_hook_call') recorded.push(args)
    return null
  }) as unknown as ServiceRpc
  return { rpc, recorded }
}

const claimedFor = (url: string, allowLoopback = false): ClaimedCalls => ({ url, allow_loopback: allowLoopback, calls: [CALL_ROW] })

describe('a build hook call', () => {
  it.each([
    [['10.0.0.7']], [['169.254.169.254']], [['93.184.216.34', 'fd00::1']], [['64:ff9b::a9fe:a9fe']], [['2002:7f00:1::']],
  ])('to a name resolving to a private address (%s) is not made, and the admin reads the fixed sentence', async (addresses) => {
    const { rpc, recorded } = database(claimedFor('https://hooks.rebound.example/build_hooks/abc'))
    const fetch = vi.fn<typeof globalThis.fetch>()
    const resolveHost = vi.fn(async () => addresses)
    expect(await runBuildHookCalls({ rpc, fetch, resolveHost })).toEqual({ sent: 0, failed: 1 })
    expect(resolveHost).toHaveBeenCalledWith('hooks.rebound.example')
    expect(fetch).not.toHaveBeenCalled()
    expect(recorded).toEqual([{ request_id: 'r1', succeeded: false, outcome: RULE.privateResolved }])
  })

  it('is not made when a lookup fails, and says so in a fixed sentence', async () => {
    const { rpc, recorded } = database(claimedFor('https://hooks.example.com/build_hooks/abc'))
    const fetch = vi.fn<typeof globalThis.fetch>()
    await runBuildHookCalls({ rpc, fetch, resolveHost: async () => Promise.reject(new Error('SERVFAIL for AAAA')) })
    expect(fetch).not.toHaveBeenCalled()
    expect(recorded).toEqual([{ request_id: 'r1', succeeded: false, outcome: RULE.unresolved }])
  })

  it('is made once to a public name, as a JSON POST that does not follow redirects', async () => {
    const { rpc, recorded } = database(claimedFor('https://api.netlify.com/build_hooks/abc'))
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{"secret":"x"}', { status: 200 }))
    expect(await runBuildHookCalls({ rpc, fetch, resolveHost: async () => ['75.2.60.5'] })).toEqual({ sent: 1, failed: 0 })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('https://api.netlify.com/build_hooks/abc')
    expect(init).toMatchObject({ method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/json' } })
    expect(JSON.parse(init!.body as string)).toEqual({ reason: 'manual', requested_at: CALL_ROW.requested_at })
    expect(recorded).toEqual([{ request_id: 'r1', succeeded: true, outcome: CALL.accepted }])
  })

  it.each([
    [302, false, CALL.redirect],
    [404, false, CALL.refused],
    [429, false, CALL.tryLater],
    [503, false, CALL.failed],
    [204, true, CALL.accepted],
  ])('answered %s is recorded as its class and a fixed sentence, never the answer', async (status, succeeded, outcome) => {
    const { rpc, recorded } = database(claimedFor('https://api.netlify.com/build_hooks/abc'))
    const body = status === 204 ? null : 'internal: db at 10.0.0.5:5432 refused'
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(body, { status, headers: status === 302 ? { Location: 'http://10.0.0.5/' } : {} }))
    await runBuildHookCalls({ rpc, fetch, resolveHost: async () => ['75.2.60.5'] })
    expect(recorded).toEqual([{ request_id: 'r1', succeeded, outcome }])
  })

  it('that fails in transport is recorded with a fixed sentence, never the error text', async () => {
    const { rpc, recorded } = database(claimedFor('https://api.netlify.com/build_hooks/abc'))
    const refused = Object.assign(new TypeError('fetch failed'), { cause: new Error('connect ECONNREFUSED 127.0.0.1:5432') })
    await runBuildHookCalls({ rpc, fetch: async () => Promise.reject(refused), resolveHost: async () => ['75.2.60.5'] })
    const timeout = database(claimedFor('https://api.netlify.com/build_hooks/abc'))
    await runBuildHookCalls({
      rpc: timeout.rpc, fetch: async () => Promise.reject(new DOMException('timed out', 'TimeoutError')), resolveHost: async () => ['75.2.60.5'],
    })
    expect([...recorded, ...timeout.recorded].map((row) => row.outcome)).toEqual([CALL.unreachable, CALL.timeout])
  })

  it('to this machine is made only where the database allows loopback receivers (the local stack)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 200 }))
    const hosted = database(claimedFor('http://127.0.0.1:8788/build_hooks/abc', false))
    await runBuildHookCalls({ rpc: hosted.rpc, fetch, resolveHost: async () => [] })
    expect(fetch).not.toHaveBeenCalled()
    expect(hosted.recorded).toEqual([{ request_id: 'r1', succeeded: false, outcome: RULE.notHttps }])
    const local = database(claimedFor('http://127.0.0.1:8788/build_hooks/abc', true))
    await runBuildHookCalls({ rpc: local.rpc, fetch, resolveHost: async () => [] })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('the call-build-hook function', () => {
  it('runs only for the service role: the public anon key cannot make it call the hook', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>()
    const handler = buildHookHandler({
      env: { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service' },
      fetch, resolveHost: async () => [],
    })
    for (const authorization of ['Bearer anon', '']) {
      const response = await handler(new Request('http://x/call-build-hook', { method: 'POST', headers: authorization ? { Authorization: authorization } : {} }))
      expect(response.status).toBe(401)
    }
    expect(fetch).not.toHaveBeenCalled()
  })
})
