import { describe, expect, it, vi } from 'vitest'
import {
  expectedHostnamesFrom, handleClientAddressCheck, handleVerifiedInquiry, isClientAddressCheck, SITEVERIFY_URL, TURNSTILE_ACTION as FUNCTION_ACTION, verdictPasses,
} from '../../../../../supabase/functions/submit-verified-inquiry/core'
import { TURNSTILE_ACTION } from '@/features/inquiries/model/human-check'
import { HUMAN_CHECK_MESSAGE, HUMAN_CHECK_MESSAGE as FUNCTION_MESSAGE } from '@/features/inquiries/model/inquiry-messages'

const config = (fetch: typeof globalThis.fetch) => ({
  turnstileSecret: 'test-secret',
  expectedHostnames: ['agency.example', 'www.agency.example'],
  expectedAction: 'inquiry',
  supabaseUrl: 'https://project.supabase.example',
  serviceRoleKey: 'service-role-key',
  fetch,
})

const request = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('https://project.supabase.example/functions/v1/submit-verified-inquiry', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-forwarded-for': '203.0.113.9, 10.0.0.1', ...headers },
    body: JSON.stringify(body),
  })

/** Cloudflare's verdict for our site and action. */
const passed = { success: true, hostname: 'agency.example', action: 'inquiry' }

/** The booking page submit_inquiry offers, which the thank-you page shows. */
const BOOKING = { host_name: 'Sam Seller', url: 'https://cal.com/sam/30min' }

/** Cloudflare's verdict and PostgREST's answer, recording what was asked. */
function fakeNetwork(verdict: Record<string, unknown>, answer = { status: 200, body: { id: 'i-1', created_at: '2026-03-01T00:00:00Z', withdrawal_token: 'secret-of-i-1', booking: BOOKING } }) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url === SITEVERIFY_URL) return new Response(JSON.stringify(verdict), { status: 200 })
    if (url.endsWith('/rest/v1/rpc/submit_inquiry')) return new Response(JSON.stringify(answer.body), { status: answer.status })
    throw new Error(`unexpected ${url} ${init?.method}`)
  })
}

describe('the submit-verified-inquiry function', () => {
  it('checks the token with Cloudflare, then submits with the service role, passing on the forwarded chain', async () => {
    const fetch = fakeNetwork(passed)
    const response = await handleVerifiedInquiry(request({ payload: { first_name: 'Ada', verified: false }, token: 'tok' }), config(fetch))
    expect(response.status).toBe(200)
    // The withdrawal secret passes through (the browser keeps it to withdraw consent later), and
    // so does the booking page the thank-you page offers.
    expect(await response.json()).toEqual({ id: 'i-1', created_at: '2026-03-01T00:00:00Z', withdrawal_token: 'secret-of-i-1', booking: BOOKING })

    const [verifyUrl, verifyInit] = fetch.mock.calls[0]!
    expect(verifyUrl).toBe(SITEVERIFY_URL)
    const form = new URLSearchParams(String(verifyInit!.body))
    expect(Object.fromEntries(form)).toEqual({ secret: 'test-secret', response: 'tok' })

    const [rpcUrl, rpcInit] = fetch.mock.calls[1]!
    expect(rpcUrl).toBe('https://project.supabase.example/rest/v1/rpc/submit_inquiry')
    expect(new Headers(rpcInit!.headers).get('Authorization')).toBe('Bearer service-role-key')
    expect(JSON.parse(String(rpcInit!.body))).toEqual({
      payload: { first_name: 'Ada', verified: true, client_forwarded_for: '203.0.113.9, 10.0.0.1' },
    })
  })

  it('refuses a failed or missing check without submitting', async () => {
    for (const body of [{ payload: {}, token: 'bad' }, { payload: {} }]) {
      const fetch = fakeNetwork({ success: false })
      const response = await handleVerifiedInquiry(request(body), config(fetch))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'P0001', message: HUMAN_CHECK_MESSAGE })
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/rest/v1/'))).toBe(false)
    }
  })

  it.each([
    ['another site\'s hostname', { ...passed, hostname: 'evil.example' }],
    ['no hostname', { success: true, action: 'inquiry' }],
    ['another action', { ...passed, action: 'login' }],
    ['no action', { success: true, hostname: 'agency.example' }],
  ])('refuses a passed token made for %s', async (_name, verdict) => {
    const fetch = fakeNetwork(verdict)
    const response = await handleVerifiedInquiry(request({ payload: {}, token: 'tok' }), config(fetch))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'P0001', message: HUMAN_CHECK_MESSAGE })
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/rest/v1/'))).toBe(false)
  })

  it('treats Cloudflare being unreachable as a failed check', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    const response = await handleVerifiedInquiry(request({ payload: {}, token: 'tok' }), config(fetch))
    expect(response.status).toBe(400)
  })

  it('passes the database\'s refusal on as it came', async () => {
    const fetch = fakeNetwork(passed, { status: 400, body: { code: '22023', message: 'Please enter a valid email address' } as never })
    const response = await handleVerifiedInquiry(request({ payload: { email: 'x' }, token: 'tok' }), config(fetch))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: '22023', message: 'Please enter a valid email address' })
  })

  it('answers the browser\'s preflight and nothing but POST', async () => {
    const preflight = await handleVerifiedInquiry(new Request('https://x.example/', { method: 'OPTIONS' }), config(vi.fn()))
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('apikey')
    expect((await handleVerifiedInquiry(new Request('https://x.example/'), config(vi.fn()))).status).toBe(405)
  })

  it('speaks the app\'s words', () => {
    expect(FUNCTION_MESSAGE).toBe(HUMAN_CHECK_MESSAGE)
  })

  it('expects the action the app\'s widget declares', () => {
    expect(FUNCTION_ACTION).toBe(TURNSTILE_ACTION)
  })
})

describe('what a verdict must say', () => {
  it('takes the hostnames from TURNSTILE_HOSTNAMES, else SITE_URL\'s host, else none (fails closed)', () => {
    expect(expectedHostnamesFrom({ TURNSTILE_HOSTNAMES: ' Agency.example, www.agency.example ', SITE_URL: 'https://x.example' }))
      .toEqual(['agency.example', 'www.agency.example'])
    expect(expectedHostnamesFrom({ SITE_URL: 'https://Agency.example/' })).toEqual(['agency.example'])
    expect(expectedHostnamesFrom({ SITE_URL: 'not a url' })).toEqual([])
    expect(expectedHostnamesFrom({})).toEqual([])
  })

  it('passes only a success for an expected hostname and the expected action', () => {
    const expected = { expectedHostnames: ['agency.example'], expectedAction: 'inquiry' }
    expect(verdictPasses(passed, expected)).toBe(true)
    expect(verdictPasses({ ...passed, hostname: 'AGENCY.example' }, expected)).toBe(true)
    expect(verdictPasses({ ...passed, success: false }, expected)).toBe(false)
    expect(verdictPasses(passed, { ...expected, expectedHostnames: [] })).toBe(false)
    expect(verdictPasses(null, expected)).toBe(false)
  })
})

describe('the hop-count check of the Turnstile path', () => {
  const checkRequest = (method = 'POST') =>
    new Request('https://project.supabase.example/functions/v1/submit-verified-inquiry/client-address', {
      method,
      headers: { apikey: 'anon-key', authorization: 'Bearer admin-session', 'x-forwarded-for': '198.51.100.4, 203.0.113.9, 104.16.0.1' },
    })

  it('is told apart by its path', () => {
    expect(isClientAddressCheck(checkRequest())).toBe(true)
    expect(isClientAddressCheck(request({ payload: {} }))).toBe(false)
  })

  it('asks the database, as the caller, what this path makes of the chain it received, and answers as it came', async () => {
    const report = { path: 'function', chain: '198.51.100.4, 203.0.113.9, 104.16.0.1', entries: 3, hops: 2, client: '203.0.113.9', private_range: null }
    const fetch = vi.fn(async () => new Response(JSON.stringify(report), { status: 200 }))
    const response = await handleClientAddressCheck(checkRequest(), { supabaseUrl: 'https://project.supabase.example', fetch })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(report)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://project.supabase.example/rest/v1/rpc/client_address_check')
    const headers = new Headers(init.headers)
    // The caller's own credentials, never the service role: the database refuses non-admins.
    expect(headers.get('Authorization')).toBe('Bearer admin-session')
    expect(headers.get('apikey')).toBe('anon-key')
    expect(JSON.parse(String(init.body))).toEqual({ function_chain: '198.51.100.4, 203.0.113.9, 104.16.0.1' })
  })

  it("passes the database's refusal on", async () => {
    const refusal = { code: '42501', message: 'Only admins can check the client address settings' }
    const fetch = vi.fn(async () => new Response(JSON.stringify(refusal), { status: 403 }))
    const response = await handleClientAddressCheck(checkRequest(), { supabaseUrl: 'https://project.supabase.example', fetch })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(refusal)
  })

  it('answers the preflight and refuses other methods without asking the database', async () => {
    const fetch = vi.fn()
    expect((await handleClientAddressCheck(checkRequest('OPTIONS'), { supabaseUrl: 'https://x.example', fetch })).status).toBe(204)
    expect((await handleClientAddressCheck(checkRequest('GET'), { supabaseUrl: 'https://x.example', fetch })).status).toBe(405)
    expect(fetch).not.toHaveBeenCalled()
  })
})
