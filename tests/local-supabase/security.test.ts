// The local stack's gatekeeping: API keys, JWT verification, roles, identifiers that must come
// from the catalog, values that must stay values, and CORS for the browser app.
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../../supabase/local/defaults'
import { mintApiKey, signJwt, verifyJwt } from '../../supabase/local/jwt'
import { clientOptions, startTestStack } from '../support/local-stack'
import type { TestStack } from '../support/local-stack'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
  await stack.serviceClient().from('portfolios').insert({ slug: 'only', title: 'Only', description: 'One row', service_id: 'saas' })
})

afterAll(() => stack?.stop())

const rest = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${stack.url}/rest/v1/${path}`, { ...init, headers: { apikey: stack.anonKey, ...init.headers } })

describe('keys', () => {
  it("uses Supabase's well-known demo keys, which verify with the local secret", async () => {
    const anon = await verifyJwt(LOCAL_ANON_KEY, LOCAL_JWT_SECRET)
    expect(anon).toMatchObject({ ok: true, claims: { role: 'anon', iss: 'supabase-demo' } })
    expect(await mintApiKey('anon', LOCAL_JWT_SECRET)).toBe(LOCAL_ANON_KEY)
    expect(stack.anonKey).toBe(LOCAL_ANON_KEY)
    const service = await verifyJwt(stack.serviceRoleKey, LOCAL_JWT_SECRET)
    expect(service).toMatchObject({ ok: true, claims: { role: 'service_role' } })
  })

  it('requires an apikey', async () => {
    const res = await fetch(`${stack.url}/rest/v1/portfolios`)
    expect(res.status).toBe(401)
    expect((await res.json()).message).toBe('No API key found in request')
    const auth = await fetch(`${stack.url}/auth/v1/settings`)
    expect(auth.status).toBe(401)
  })

  it('refuses an apikey not signed with the project secret', async () => {
    const forged = await signJwt({ role: 'anon' }, 'another-secret-another-secret-another-secret')
    const res = await fetch(`${stack.url}/rest/v1/portfolios`, { headers: { apikey: forged } })
    expect(res.status).toBe(401)
    expect((await res.json()).message).toBe('Invalid API key')
  })

  it('accepts the apikey as a query parameter', async () => {
    const res = await fetch(`${stack.url}/rest/v1/portfolios?select=slug&apikey=${stack.anonKey}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([{ slug: 'only' }])
  })
})

describe('JWT and roles', () => {
  it('refuses a token with a bad signature (PGRST301, 401)', async () => {
    const forged = await signJwt({ role: 'service_role' }, 'another-secret-another-secret-another-secret')
    const res = await rest('portfolios', { headers: { Authorization: `Bearer ${forged}` } })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'PGRST301' })
  })

  it('refuses an expired token (PGRST301 "JWT expired", 401)', async () => {
    const expired = await signJwt({ role: 'authenticated', sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) - 60 }, LOCAL_JWT_SECRET)
    const client = createClient(stack.url, stack.anonKey, { ...clientOptions(), global: { headers: { Authorization: `Bearer ${expired}` } } })
    const { error, status } = await client.from('portfolios').select()
    expect(status).toBe(401)
    expect(error).toMatchObject({ code: 'PGRST301', message: 'JWT expired' })
  })

  it('refuses roles other than anon, authenticated and service_role', async () => {
    const superuser = await signJwt({ role: 'postgres' }, LOCAL_JWT_SECRET)
    const res = await rest('portfolios', { headers: { Authorization: `Bearer ${superuser}` } })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: '22023', message: 'role "postgres" does not exist' })
  })

  it('runs requests as the role of the token: service_role bypasses RLS', async () => {
    const { error } = await stack.serviceClient().from('customer_inquiries').select()
    expect(error).toBeNull()
  })

  it('never lets one request run with the role of another, however many arrive at once', async () => {
    const anon = stack.anonClient()
    const service = stack.serviceClient()
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? anon.from('customer_inquiries').select('id').then((r) => ({ who: 'anon', status: r.status }))
          : service.from('customer_inquiries').select('id').then((r) => ({ who: 'service', status: r.status })),
      ),
    )
    for (const result of results) expect(result.status).toBe(result.who === 'anon' ? 401 : 200)
  })

  it('sets request.jwt.claims so auth.uid() and auth.role() work in SQL', async () => {
    await stack.db.exec(`
      create function public.test_whoami() returns jsonb language sql stable
        as $$ select jsonb_build_object('uid', auth.uid(), 'role', auth.role(), 'current_user', current_user) $$;
    `)
    const user = await stack.createUser(`who-${crypto.randomUUID().slice(0, 8)}@test.local`, 'who-am-i-password')
    const signedIn = await stack.signedInClient(user.email, user.password)
    expect((await signedIn.rpc('test_whoami')).data).toEqual({ uid: user.id, role: 'authenticated', current_user: 'authenticated' })
    expect((await stack.anonClient().rpc('test_whoami')).data).toEqual({ uid: null, role: 'anon', current_user: 'anon' })
  })
})

describe('injection attempts', () => {
  it('rejects a column name that is not a column', async () => {
    const attempts = [
      'portfolios?select=slug,(select%20password%20from%20auth.users)',
      'portfolios?select=slug;drop%20table%20portfolios',
      'portfolios?slug%3Bdrop%20table%20portfolios--=eq.x',
      'portfolios?order=slug;drop%20table%20portfolios',
      'portfolios?select=x:slug::text;drop',
      'portfolios"%3B%20drop%20table%20portfolios%3B--',
    ]
    for (const attempt of attempts) {
      const res = await rest(attempt)
      expect(res.status, attempt).toBeGreaterThanOrEqual(400)
      expect(res.status, attempt).toBeLessThan(500)
    }
    const { error } = await stack.anonClient().from('portfolios').select('slug').eq('slug"; drop table portfolios; --', 'x')
    expect(error?.code).toBe('42703')
    const still = await stack.db.query('select count(*)::int as n from public.portfolios')
    expect(still.rows).toEqual([{ n: 1 }])
  })

  it('keeps filter values as values', async () => {
    const client = stack.anonClient()
    const values = ["x' or '1'='1", "only'); delete from portfolios; --", '*', '%', 'only" or true --']
    for (const value of values) {
      const eq = await client.from('portfolios').select('slug').eq('slug', value)
      expect(eq.error, value).toBeNull()
      expect(eq.data, value).toEqual([])
    }
    const inList = await client.from('portfolios').select('slug').in('slug', ["a','b", "only'); --"])
    expect(inList.data).toEqual([])
    // supabase-js does not escape a double quote inside a quoted list item: PostgREST's parser refuses it.
    const malformed = await client.from('portfolios').select('slug').in('slug', ['only"); --'])
    expect(malformed.status).toBe(400)
    const orTree = await client.from('portfolios').select('slug').or('slug.eq.x) or (true,title.eq.y')
    expect(orTree.status).toBe(400)
    expect(orTree.error?.code).toBe('PGRST100')
    const still = await stack.db.query('select count(*)::int as n from public.portfolios')
    expect(still.rows).toEqual([{ n: 1 }])
  })

  it('keeps JSON path keys and RPC arguments as values', async () => {
    const path = await stack.anonClient().from('portfolios').select('slug').eq("metrics->>x' or 1=1 --", '1')
    expect(path.status).toBeLessThan(500)
    expect(path.data ?? []).toEqual([])
    const rpc = await stack.anonClient().rpc('resolve_salesperson_link', { salesperson_name: "' or 1=1 --", service_id: 'saas' })
    expect(rpc.data).toEqual({ valid: false, reason: 'Salesperson not found or inactive' })
  })
})

describe('CORS', () => {
  const LOOPBACK = ['http://localhost:5173', 'http://localhost:4451', 'http://127.0.0.1:61234', 'http://127.0.0.2:4173', 'http://[::1]:5173', 'http://localhost']
  const FOREIGN = [
    'https://evil.example', 'http://localhost.evil.example', 'http://127.0.0.1.evil.example', 'https://localhost:5173',
    'http://192.168.1.20:5173', 'http://[::2]:5173', 'null',
  ]
  // One address per route family: REST, Auth, Storage, and the functions gateway (no functions
  // run here: a foreign origin is refused before the gateway would answer 404).
  const ROUTES = ['/rest/v1/portfolios', '/auth/v1/token?grant_type=password', '/storage/v1/object/list/site-media', '/functions/v1/echo']

  const preflight = (path: string, origin: string) =>
    fetch(`${stack.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer, x-client-info',
      },
    })

  it('answers preflights from a page served from this machine, on any port, naming its origin', async () => {
    for (const origin of LOOPBACK) {
      for (const path of ROUTES.slice(0, 3)) {
        const answer = await preflight(path, origin)
        expect(answer.status, `${origin} ${path}`).toBe(200)
        expect(answer.headers.get('access-control-allow-origin'), `${origin} ${path}`).toBe(origin)
        expect(answer.headers.get('vary')).toBe('Origin')
      }
    }
    const answer = await preflight('/rest/v1/portfolios', 'http://localhost:5173')
    const allowed = answer.headers.get('access-control-allow-headers')!.split(', ')
    for (const name of ['apikey', 'authorization', 'content-type', 'prefer', 'range', 'accept-profile', 'content-profile', 'x-client-info']) {
      expect(allowed).toContain(name)
    }
    expect(answer.headers.get('access-control-allow-methods')).toContain('PATCH')
    const res = await rest('portfolios', { headers: { Origin: 'http://127.0.0.1:4451' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4451')
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range')
  })

  it('gives a page from anywhere else no CORS header and no effect, on every route, preflight included', async () => {
    for (const origin of FOREIGN) {
      for (const path of ROUTES) {
        const answer = await preflight(path, origin)
        expect(answer.status, `${origin} ${path}`).toBe(403)
        expect(answer.headers.get('access-control-allow-origin'), `${origin} ${path}`).toBeNull()
      }
      // A write the service-role demo key would allow is refused before it runs.
      const write = await rest('portfolios', {
        method: 'POST',
        headers: { Origin: origin, Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ slug: 'from-elsewhere', title: 'Forged', description: 'x', service_id: 'saas' }),
      })
      expect(write.status, origin).toBe(403)
      expect(write.headers.get('access-control-allow-origin'), origin).toBeNull()
    }
    const stored = await stack.db.query(`select 1 from public.portfolios where slug = 'from-elsewhere'`)
    expect(stored.rows).toEqual([])
  })

  it('adds no CORS header for a client that sends no Origin (Node, curl, an image)', async () => {
    const res = await rest('portfolios')
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses other schemas (PGRST106)', async () => {
    const res = await rest('users', { headers: { 'Accept-Profile': 'auth' } })
    expect(res.status).toBe(406)
    expect((await res.json()).code).toBe('PGRST106')
  })
})
