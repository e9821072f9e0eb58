// Where a developer could be misled by a local stack kinder than hosted Supabase: GoTrue's
// throttling of /token, answers that do not tell which emails have accounts, PostgREST's
// max_rows, Supabase's commit-always transactions, and a bounded request body.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkPasswordWithPgcrypto, DUMMY_PASSWORD_HASH } from '../../supabase/local/auth/passwords'
import { createRateLimiter } from '../../supabase/local/auth/rate-limit'
import { signInWithPassword } from '../../supabase/local/auth/sessions'
import { readProjectSettings } from '../../supabase/local/config'
import { LOCAL_JWT_SECRET } from '../../supabase/local/defaults'
import { MAX_BODY_BYTES } from '../../supabase/local/http'
import { clientOptions, startTestStack, uniqueSuffix } from '../support/local-stack'
import type { TestStack, TestUser } from '../support/local-stack'
import { fetchFrom, newSourceAddress } from '../support/source-address'

let stack: TestStack
let user: TestUser
/** Each test signs in from its own source address, so the small limit below is its alone. */
const newAddress = newSourceAddress

beforeAll(async () => {
  stack = await startTestStack({ tokenRateLimit: { requests: 3, windowSeconds: 60, burst: 3 } })
  user = await stack.createUser(`member-${uniqueSuffix()}@test.local`, 'the right password')
})

afterAll(() => stack?.stop())

/** A /token request from `address` (its connection's source), with whatever X-Forwarded-For it chooses to write. */
function token(grant: 'password' | 'refresh_token', body: unknown, address: string, apiVersion = true, forwardedFor?: string) {
  return fetchFrom(address)(`${stack.url}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
      ...(apiVersion ? { 'X-Supabase-Api-Version': '2024-01-01' } : {}),
    },
    body: JSON.stringify(body),
  })
}

const rest = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}`, ...init.headers },
  })

describe('password sign-in is throttled per client address, as GoTrue does', () => {
  it('answers 429 with GoTrue\'s error once the bucket is empty', async () => {
    const address = newAddress()
    const statuses = []
    for (let i = 0; i < 3; i += 1) statuses.push((await token('password', { email: user.email, password: 'wrong' }, address)).status)
    expect(statuses).toEqual([400, 400, 400])

    const refused = await token('password', { email: user.email, password: user.password }, address)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })

    const older = await token('password', { email: user.email, password: user.password }, address, false)
    expect(older.status).toBe(429)
    expect(await older.json()).toEqual({ code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' })
  })

  it('reaches supabase-js as an AuthApiError with status 429', async () => {
    const address = newAddress()
    const client = createClient(stack.url, stack.anonKey, {
      ...clientOptions(),
      global: { fetch: fetchFrom(address) },
    })
    for (let i = 0; i < 3; i += 1) await client.auth.signInWithPassword({ email: user.email, password: 'wrong' })
    const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password })
    expect(data.session).toBeNull()
    expect(error).toMatchObject({ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' })
  })

  it('leaves other addresses alone and counts refreshes in the same bucket', async () => {
    const address = newAddress()
    const signedIn = await token('password', { email: user.email, password: user.password }, address)
    expect(signedIn.status).toBe(200)
    const { refresh_token: refreshToken } = (await signedIn.json()) as { refresh_token: string }
    expect((await token('refresh_token', { refresh_token: refreshToken }, address)).status).toBe(200)
    expect((await token('password', { email: user.email, password: 'wrong' }, address)).status).toBe(400)
    expect((await token('refresh_token', { refresh_token: refreshToken }, address)).status).toBe(429)

    expect((await token('password', { email: user.email, password: user.password }, newAddress())).status).toBe(200)
  })

  it('counts the connection the stack vouches for: rotating X-Forwarded-For fares no better than sending none', async () => {
    const wrong = { email: user.email, password: 'wrong' }
    const plain = newAddress()
    const rotating = newAddress()
    const plainStatuses = []
    const rotatingStatuses = []
    for (let i = 0; i < 5; i += 1) {
      plainStatuses.push((await token('password', wrong, plain)).status)
      rotatingStatuses.push((await token('password', wrong, rotating, true, `198.51.100.${i + 1}`)).status)
    }
    expect(plainStatuses).toEqual([400, 400, 400, 429, 429])
    expect(rotatingStatuses).toEqual(plainStatuses)
  })

  it("forging a victim's address in X-Forwarded-For never throttles the victim", async () => {
    const victim = newAddress()
    const attacker = newAddress()
    for (let i = 0; i < 5; i += 1) await token('password', { email: user.email, password: 'wrong' }, attacker, true, victim)
    expect((await token('password', { email: user.email, password: user.password }, victim)).status).toBe(200)
  })

  it('refills the bucket at the configured rate', () => {
    let now = 0
    const limiter = createRateLimiter({ requests: 3, windowSeconds: 60, burst: 2 }, () => now)
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false])
    now += 19_000 // 3 per minute: one request back every 20 s
    expect(limiter.take('a')).toBe(false)
    now += 1_000
    expect(limiter.take('a')).toBe(true)
    expect(limiter.take('a')).toBe(false)
    now += 10 * 60_000 // never more than the burst, however long it rested
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false])
  })

  it("takes Supabase's defaults from supabase/config.toml: 150 per 5 minutes, bursts of 30", () => {
    expect(readProjectSettings().tokenRateLimit).toEqual({ requests: 150, windowSeconds: 300, burst: 30 })
  })
})

describe('an unknown email and a wrong password look the same', () => {
  it('get the same status and body', async () => {
    const wrongPassword = await token('password', { email: user.email, password: 'wrong' }, newAddress())
    const unknownEmail = await token('password', { email: `nobody-${uniqueSuffix()}@test.local`, password: 'wrong' }, newAddress())
    expect(wrongPassword.status).toBe(400)
    expect(unknownEmail.status).toBe(400)
    const body = await wrongPassword.json()
    expect(body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' })
    expect(await unknownEmail.json()).toEqual(body)
  })

  it('cost one bcrypt comparison each: an unknown email is compared against a dummy hash', async () => {
    const checkPassword = vi.fn(checkPasswordWithPgcrypto)
    const ctx = { db: stack.db, jwtSecret: LOCAL_JWT_SECRET, issuer: `${stack.url}/auth/v1`, checkPassword }
    const stored = (await stack.db.query<{ hash: string }>('select encrypted_password as hash from auth.users where id = $1', [user.id])).rows[0]!

    await expect(signInWithPassword(ctx, `nobody-${uniqueSuffix()}@test.local`, 'guess')).rejects.toThrow('Invalid login credentials')
    expect(checkPassword).toHaveBeenCalledTimes(1)
    expect(checkPassword.mock.calls[0]!.slice(1)).toEqual(['guess', DUMMY_PASSWORD_HASH])
    // The dummy hash has the cost real passwords are stored with, so the comparison costs the same.
    expect(DUMMY_PASSWORD_HASH.slice(0, 7)).toBe(stored.hash.slice(0, 7))

    await expect(signInWithPassword(ctx, user.email, 'guess')).rejects.toThrow('Invalid login credentials')
    expect(checkPassword).toHaveBeenCalledTimes(2)
    expect(checkPassword.mock.calls[1]!.slice(1)).toEqual(['guess', stored.hash])

    await expect(signInWithPassword(ctx, user.email, user.password)).resolves.toHaveProperty('access_token')
    expect(checkPassword).toHaveBeenCalledTimes(3)
  })
})

describe('max_rows', () => {
  const industry = `bulk-${uniqueSuffix()}`

  beforeAll(async () => {
    // More rows than supabase/config.toml's [api] max_rows (1000).
    await stack.db.query(
      `insert into public.portfolios (title, description, service_id, industry)
       select 'Bulk ' || n, 'Row ' || n, 'saas', $1 from generate_series(1, 1050) n`,
      [industry],
    )
    await stack.db.exec(`
      create function public.numbers_for_test() returns setof int language sql stable as $$ select generate_series(1, 1200) $$;
      grant execute on function public.numbers_for_test() to anon, authenticated, service_role;
    `)
  })

  it('is read from supabase/config.toml', () => {
    expect(readProjectSettings().maxRows).toBe(1000)
  })

  it('caps what one read returns, with a Content-Range that says so', async () => {
    const all = await rest(`portfolios?select=id&industry=eq.${industry}`)
    expect(all.status).toBe(200)
    expect(await all.json()).toHaveLength(1000)
    expect(all.headers.get('content-range')).toBe('0-999/*')

    const counted = await rest(`portfolios?select=id&industry=eq.${industry}`, { headers: { Prefer: 'count=exact' } })
    expect(counted.status).toBe(206)
    expect(counted.headers.get('content-range')).toBe('0-999/1050')

    const asked = await rest(`portfolios?select=id&industry=eq.${industry}&limit=5000`)
    expect(await asked.json()).toHaveLength(1000)

    const rest50 = await rest(`portfolios?select=id&industry=eq.${industry}&offset=1000`, { headers: { Prefer: 'count=exact' } })
    expect(await rest50.json()).toHaveLength(50)
    expect(rest50.headers.get('content-range')).toBe('1000-1049/1050')
  })

  it('reaches supabase-js as a shorter list and an exact count', async () => {
    const { data, count, error } = await stack.serviceClient()
      .from('portfolios').select('id', { count: 'exact' }).eq('industry', industry)
    expect(error).toBeNull()
    expect(data).toHaveLength(1000)
    expect(count).toBe(1050)
  })

  it("caps a function's rows too, but not what a write returns", async () => {
    const numbers = await rest('rpc/numbers_for_test')
    expect(await numbers.json()).toHaveLength(1000)

    const updated = await rest(`portfolios?industry=eq.${industry}&select=id`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ team: 'Bulk team' }),
    })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toHaveLength(1050)
  })

  it('follows the file: another max_rows there, another cap', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'max-rows-'))
    try {
      writeFileSync(join(dir, 'config.toml'), '[api]\nmax_rows = 7\n')
      expect(readProjectSettings(join(dir, 'config.toml')).maxRows).toBe(7)
      writeFileSync(join(dir, 'broken.toml'), '[api]\nmax_rows = "lots"\n')
      expect(() => readProjectSettings(join(dir, 'broken.toml'))).toThrow('[api] max_rows')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('Prefer: tx, as Supabase configures PostgREST (db-tx-end = commit)', () => {
  it.each(['tx=rollback', 'tx=commit'])('%s is ignored: the write commits and the preference is not applied', async (tx) => {
    const slug = `tx-${uniqueSuffix()}`
    const res = await rest('portfolios', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: `return=representation, ${tx}` },
      body: JSON.stringify({ slug, title: 'Kept', description: 'Committed', service_id: 'saas' }),
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('preference-applied')).toBe('return=representation')
    const stored = await stack.db.query('select 1 from public.portfolios where slug = $1', [slug])
    expect(stored.rows).toHaveLength(1)
  })
})

describe('request bodies', () => {
  const inquiry = (message: string) => JSON.stringify({ payload: { first_name: 'Big', message } })

  it(`are refused past ${MAX_BODY_BYTES / 1024 / 1024} MiB with 413 and a PostgREST-shaped error`, async () => {
    const res = await fetch(`${stack.url}/rest/v1/rpc/submit_inquiry`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: inquiry('x'.repeat(MAX_BODY_BYTES)),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      code: null,
      message: 'Request size limit exceeded',
      details: 'The request body is larger than 2 MiB, the most this API accepts.',
      hint: null,
    })
  })

  it('are refused while they stream in when no length was declared', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"payload": {"message": "'))
        sent += 1
        if (sent > 16) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const res = await fetch(`${stack.url}/rest/v1/portfolios`, {
      method: 'POST',
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect((await res.json()).message).toBe('Request size limit exceeded')
  })

  it('up to the cap still reach the database, which gives its own answer', async () => {
    const { error, status } = await stack.anonClient().rpc('submit_inquiry', {
      payload: { first_name: 'Big', message: 'y'.repeat(MAX_BODY_BYTES - 1024) },
    })
    expect(status).toBe(400)
    expect(error?.message).toBe('The inquiry is too large.')
  })

  it('nested too deeply get a clear 400, never a 500, on every route', async () => {
    const deep = `{"payload": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`
    const rpc = await fetch(`${stack.url}/rest/v1/rpc/submit_inquiry`, {
      method: 'POST', headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' }, body: deep,
    })
    expect(rpc.status).toBe(400)
    expect(await rpc.json()).toMatchObject({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: 'The body nests 100001 levels deep; at most 1000 are accepted.',
    })

    const table = await rest('portfolios', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: deep })
    expect(table.status).toBe(400)

    const auth = await token('password', JSON.parse('{}'), newAddress())
    expect(auth.status).toBe(400)
    const deepAuth = await fetchFrom(newAddress())(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: `{"email": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
    })
    expect(deepAuth.status).toBe(400)
    expect(await deepAuth.json()).toMatchObject({ error_code: 'bad_json' })

    // Brackets inside strings are text, not nesting.
    const { error } = await stack.anonClient().rpc('submit_inquiry', { payload: { first_name: '['.repeat(5000) } })
    expect(error?.message).not.toContain('invalid json')
  })

  it('leave the stack answering afterwards', async () => {
    const { error } = await stack.anonClient().from('portfolios').select('id').limit(1)
    expect(error).toBeNull()
  })
})
