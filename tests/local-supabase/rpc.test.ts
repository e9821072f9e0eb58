// Contract of POST/GET /rest/v1/rpc/<fn> on the local stack, with the real supabase-js client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, uniqueSuffix } from '../support/local-stack'
import type { TestStack } from '../support/local-stack'
import { newSourceAddress } from '../support/source-address'

let stack: TestStack

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jo',
  last_name: 'Smith',
  email: `jo-${uniqueSuffix()}@example.com`,
  phone: '+1 555 0100',
  company: 'Acme',
  service_interest: 'Web Applications',
  budget_range: '$5,000 - $15,000',
  project_timeline: '1-2 months',
  message: 'We would like a new website.',
  source_page: 'contact',
  ...overrides,
})

beforeAll(async () => {
  stack = await startTestStack()
  const admin = await stack.adminClient()
  const { error } = await admin.from('salesperson_links').insert([
    { salesperson_name: 'jane-doe', display_name: 'Jane Doe', email: 'jane@agency.test', services: ['web-apps', 'saas'], is_active: true },
    { salesperson_name: 'old-timer', display_name: 'Old Timer', email: 'old@agency.test', services: ['saas'], is_active: false },
  ])
  if (error) throw new Error(error.message)
  // Functions of other shapes than the app's, to cover how PostgREST renders them.
  await stack.db.exec(`
    create function public.test_slugs(prefix text default 'p') returns setof text language sql stable
      as $$ select prefix || '-' || g from generate_series(1, 3) g $$;
    create function public.test_rows() returns table (n integer, label text) language sql stable
      as $$ select g, 'row ' || g from generate_series(1, 4) g $$;
    create function public.test_nothing() returns void language sql as $$ select $$;
    create function public.test_echo(jsonb) returns jsonb language sql as $$ select $1 $$;
    create function public.test_forwarded_for() returns text language sql stable
      as $$ select current_setting('request.headers', true)::json ->> 'x-forwarded-for' $$;
  `)
})

afterAll(() => stack?.stop())

describe('submit_inquiry', () => {
  it('adds the inquiry and returns only its id, created_at and withdrawal secret', async () => {
    const payload = inquiry()
    const { data, error, status } = await stack.anonClient().rpc('submit_inquiry', { payload })
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(Object.keys(data).sort()).toEqual(['booking', 'created_at', 'id', 'withdrawal_token'])
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/)
    const stored = await stack.db.query('select email, status from public.customer_inquiries where id = $1', [data.id])
    expect(stored.rows).toEqual([{ email: payload.email, status: 'new' }])
  })

  it('rejects bad input with the message for the visitor (22023, 400)', async () => {
    const { data, error, status } = await stack.anonClient().rpc('submit_inquiry', { payload: inquiry({ email: 'not-an-email' }) })
    expect(data).toBeNull()
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '22023', message: 'Please enter a valid email address' })
  })

  it('refuses a flood from one network past its limit (P0001, 400)', async () => {
    const client = stack.anonClient({ sourceAddress: newSourceAddress() })
    for (let i = 0; i < 30; i++) {
      const { error } = await client.rpc('submit_inquiry', { payload: inquiry() })
      expect(error).toBeNull()
    }
    const { error, status } = await client.rpc('submit_inquiry', { payload: inquiry() })
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: 'P0001', message: expect.stringContaining('Too many inquiries from your network') })
  })

  it('cannot be called with GET: the read-only transaction refuses the insert (25006, 405)', async () => {
    const { error, status } = await stack.anonClient().rpc('submit_inquiry', { payload: JSON.stringify(inquiry()) }, { get: true })
    expect(status).toBe(405)
    expect(error?.code).toBe('25006')
  })
})

describe('resolve_salesperson_link', () => {
  it('returns the four outcomes of the spec', async () => {
    const client = stack.anonClient()
    const call = (salesperson_name: string, service_id: string) =>
      client.rpc('resolve_salesperson_link', { salesperson_name, service_id })
    expect((await call('jane-doe', 'saas')).data).toEqual({ valid: true, display_name: 'Jane Doe', email: 'jane@agency.test' })
    expect((await call('', 'saas')).data).toEqual({ valid: false, reason: 'Missing parameters' })
    expect((await call('old-timer', 'saas')).data).toEqual({ valid: false, reason: 'Salesperson not found or inactive' })
    expect((await call('nobody', 'saas')).data).toEqual({ valid: false, reason: 'Salesperson not found or inactive' })
    expect((await call('jane-doe', 'mobile-apps')).data).toEqual({ valid: false, reason: 'Service not authorized for this salesperson' })
  })

  it('works over GET too (stable function)', async () => {
    const { data, error } = await stack.anonClient()
      .rpc('resolve_salesperson_link', { salesperson_name: 'jane-doe', service_id: 'web-apps' }, { get: true })
    expect(error).toBeNull()
    expect(data).toMatchObject({ valid: true })
  })

  it('does not open the table to visitors', async () => {
    const { error, status } = await stack.anonClient().from('salesperson_links').select()
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })
})

describe('function lookup and result shapes', () => {
  it('unknown function: PGRST202 with 404', async () => {
    const { error, status } = await stack.anonClient().rpc('nope', { a: 1 })
    expect(status).toBe(404)
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.nope(a) in the schema cache',
      details: 'Searched for the function public.nope with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    })
  })

  it('wrong argument names: PGRST202', async () => {
    const { error } = await stack.anonClient().rpc('resolve_salesperson_link', { name: 'x' })
    expect(error?.code).toBe('PGRST202')
  })

  it('functions outside public (private.is_admin) are not exposed', async () => {
    const { error, status } = await (await stack.adminClient()).rpc('is_admin')
    expect(status).toBe(404)
    expect(error?.code).toBe('PGRST202')
  })

  it('returns a set of scalars as an array, with defaults for missing arguments', async () => {
    const client = stack.anonClient()
    expect((await client.rpc('test_slugs')).data).toEqual(['p-1', 'p-2', 'p-3'])
    expect((await client.rpc('test_slugs', { prefix: 'x' })).data).toEqual(['x-1', 'x-2', 'x-3'])
  })

  it('returns table rows that can be filtered, ordered, paged and counted', async () => {
    const { data, error, count } = await stack.anonClient()
      .rpc('test_rows', {}, { count: 'exact' })
      .gte('n', 2)
      .order('n', { ascending: false })
      .range(0, 1)
    expect(error).toBeNull()
    expect(count).toBe(3)
    expect(data).toEqual([{ n: 4, label: 'row 4' }, { n: 3, label: 'row 3' }])
    const single = await stack.anonClient().rpc('test_rows').eq('n', 2).single()
    expect(single.data).toEqual({ n: 2, label: 'row 2' })
  })

  it('a void function answers 204', async () => {
    const { data, error, status } = await stack.anonClient().rpc('test_nothing')
    expect(error).toBeNull()
    expect(status).toBe(204)
    expect(data).toBeNull()
  })

  it('a function with one unnamed jsonb argument receives the whole body', async () => {
    const { data, error } = await stack.anonClient().rpc('test_echo', { any: ['thing'] })
    expect(error).toBeNull()
    expect(data).toEqual({ any: ['thing'] })
  })
})

describe('what SQL learns about the request', () => {
  it('x-forwarded-for names the connection when the client sent none, as a proxy would', async () => {
    const { data, error } = await stack.anonClient().rpc('test_forwarded_for' as never)
    expect(error).toBeNull()
    expect(data).toBe('127.0.0.1')
  })

  it('a chain the client sends gets the connection appended, and the database takes that hop', async () => {
    const source = newSourceAddress()
    const client = stack.anonClient({ sourceAddress: source })
    const { data } = await client.rpc('test_forwarded_for' as never).setHeader('X-Forwarded-For', '203.0.113.5, 10.0.0.2')
    expect(data).toBe(`203.0.113.5, 10.0.0.2, ${source}`)
    const hops = await stack.db.query<{ trusted_proxy_hops: number }>('select trusted_proxy_hops from private.client_address_settings')
    expect(hops.rows).toEqual([{ trusted_proxy_hops: 1 }])
  })

  it('JSON nested deeper than the stack takes is a clear 400, not a 500', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`
    const response = await fetch(`${stack.url}/rest/v1/rpc/test_echo`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: deep,
    })
    expect(response.status).toBe(400)
    const error = (await response.json()) as { code: string; message: string; details: string | null }
    expect(error.code).toBe('PGRST102')
    expect(`${error.message} ${error.details ?? ''}`).toMatch(/nest/)
    // Brackets inside strings are text, not nesting.
    const text = await stack.anonClient().rpc('test_echo' as never, { note: '['.repeat(5000) } as never)
    expect(text.error).toBeNull()
  })
})
