// Contract of the local stack's PostgREST reads, exercised with the real supabase-js client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack } from '../support/local-stack'
import type { TestStack } from '../support/local-stack'

let stack: TestStack

interface PortfolioSeed {
  slug: string
  title: string
  service_id: string
  technologies?: string[]
  metrics?: Record<string, unknown>
  industry?: string | null
  created_at?: string
}

const rows: PortfolioSeed[] = [
  { slug: 'alpha', title: 'Alpha shop', service_id: 'web-apps', technologies: ['React', 'Node'], metrics: { users: 10 }, industry: 'Retail', created_at: '2026-01-01T10:00:00Z' },
  { slug: 'beta', title: 'Beta bank', service_id: 'saas', technologies: ['Go'], metrics: { users: 20 }, industry: 'Finance', created_at: '2026-01-02T10:00:00Z' },
  { slug: 'gamma', title: 'Gamma, the "app"', service_id: 'mobile-apps', technologies: ['Swift', 'Kotlin'], metrics: {}, industry: null, created_at: '2026-01-03T10:00:00Z' },
  { slug: 'delta', title: 'Delta calls', service_id: 'ai-calling', technologies: [], metrics: { calls: 5 }, industry: 'Health', created_at: '2026-01-04T10:00:00Z' },
  { slug: 'epsilon', title: 'Epsilon bots', service_id: 'ai-automation', technologies: ['Python'], metrics: {}, industry: 'Retail', created_at: '2026-01-05T10:00:00Z' },
]

beforeAll(async () => {
  stack = await startTestStack()
  const { error } = await stack.serviceClient()
    .from('portfolios')
    .insert(rows.map((row) => ({ ...row, description: `About ${row.title}` })))
  if (error) throw new Error(error.message)
})

afterAll(() => stack?.stop())

const slugs = (data: { slug: string }[] | null) => (data ?? []).map((row) => row.slug)

describe('select', () => {
  it('returns every column with arrays, jsonb and timestamps as PostgREST renders them', async () => {
    const { data, error, status } = await stack.anonClient().from('portfolios').select('*').eq('slug', 'alpha')
    expect(error).toBeNull()
    expect(status).toBe(200)
    const [row] = data!
    expect(row.technologies).toEqual(['React', 'Node'])
    expect(row.metrics).toEqual({ users: 10 })
    expect(row.detailed_metrics).toEqual([])
    expect(row.extended_testimonial).toBeNull()
    expect(row.created_at).toBe('2026-01-01T10:00:00+00:00')
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('selects a column list, renames and casts', async () => {
    const { data, error } = await stack.anonClient()
      .from('portfolios')
      .select('slug, name:title, tech:technologies, createdText:created_at::text')
      .eq('slug', 'beta')
    expect(error).toBeNull()
    expect(data).toEqual([{ slug: 'beta', name: 'Beta bank', tech: ['Go'], createdText: '2026-01-02 10:00:00+00' }])
  })

  it('selects and filters inside jsonb with arrows', async () => {
    const { data, error } = await stack.anonClient()
      .from('portfolios')
      .select('slug, metrics->users')
      .eq('metrics->>users', '20')
    expect(error).toBeNull()
    expect(data).toEqual([{ slug: 'beta', users: 20 }])
  })

  it('filters with eq, neq, gt, gte, lt, lte', async () => {
    const client = stack.anonClient()
    const q = () => client.from('portfolios').select('slug').order('created_at')
    expect(slugs((await q().neq('slug', 'alpha')).data)).toEqual(['beta', 'gamma', 'delta', 'epsilon'])
    expect(slugs((await q().gt('created_at', '2026-01-03T10:00:00Z')).data)).toEqual(['delta', 'epsilon'])
    expect(slugs((await q().gte('created_at', '2026-01-03T10:00:00Z')).data)).toEqual(['gamma', 'delta', 'epsilon'])
    expect(slugs((await q().lt('created_at', '2026-01-02T10:00:00Z')).data)).toEqual(['alpha'])
    expect(slugs((await q().lte('created_at', '2026-01-02T10:00:00Z')).data)).toEqual(['alpha', 'beta'])
  })

  it('filters with like, ilike, in, is and not', async () => {
    const client = stack.anonClient()
    const q = () => client.from('portfolios').select('slug').order('slug')
    expect(slugs((await q().like('title', '%shop')).data)).toEqual(['alpha'])
    expect(slugs((await q().ilike('title', '*BANK*')).data)).toEqual(['beta'])
    expect(slugs((await q().in('slug', ['alpha', 'delta', 'nope'])).data)).toEqual(['alpha', 'delta'])
    expect(slugs((await q().in('title', ['Gamma, the "app"'])).data)).toEqual(['gamma'])
    expect(slugs((await q().is('industry', null)).data)).toEqual(['gamma'])
    expect(slugs((await q().not('industry', 'is', null).eq('industry', 'Retail')).data)).toEqual(['alpha', 'epsilon'])
    expect(slugs((await q().not('slug', 'in', '(alpha,beta,gamma)')).data)).toEqual(['delta', 'epsilon'])
    expect(slugs((await q().in('slug', [])).data)).toEqual([])
  })

  it('filters array and jsonb columns with contains and containedBy', async () => {
    const client = stack.anonClient()
    const q = () => client.from('portfolios').select('slug').order('slug')
    expect(slugs((await q().contains('technologies', ['Swift'])).data)).toEqual(['gamma'])
    expect(slugs((await q().containedBy('technologies', ['Go', 'Python'])).data)).toEqual(['beta', 'delta', 'epsilon'])
    expect(slugs((await q().contains('metrics', { users: 10 })).data)).toEqual(['alpha'])
    expect(slugs((await q().overlaps('technologies', ['Node', 'Go'])).data)).toEqual(['alpha', 'beta'])
  })

  it('combines filters with or, nested and, and quoted values', async () => {
    const client = stack.anonClient()
    const { data, error } = await client
      .from('portfolios')
      .select('slug')
      .or('slug.eq.alpha,and(service_id.eq.saas,title.ilike.*bank*),title.eq."Gamma, the \\"app\\""')
      .order('slug')
    expect(error).toBeNull()
    expect(slugs(data)).toEqual(['alpha', 'beta', 'gamma'])
  })

  it('accepts not.or= and in lists inside or', async () => {
    const params = new URLSearchParams({ select: 'slug', 'not.or': '(slug.eq.alpha,slug.in.(beta,gamma))', order: 'slug' })
    const res = await fetch(`${stack.url}/rest/v1/portfolios?${params}`, { headers: { apikey: stack.anonKey } })
    expect(res.status).toBe(200)
    expect(slugs(await res.json())).toEqual(['delta', 'epsilon'])
  })

  it('orders by several columns with nulls first or last', async () => {
    const client = stack.anonClient()
    const last = await client.from('portfolios').select('slug').order('industry', { ascending: true, nullsFirst: false }).order('slug', { ascending: false })
    expect(slugs(last.data)).toEqual(['beta', 'delta', 'epsilon', 'alpha', 'gamma'])
    const first = await client.from('portfolios').select('slug').order('industry', { ascending: false, nullsFirst: true }).order('slug')
    expect(slugs(first.data)).toEqual(['gamma', 'alpha', 'epsilon', 'delta', 'beta'])
  })
})

describe('paging and counts', () => {
  it('returns a range with the exact count (206 Partial Content)', async () => {
    const { data, count, status, error } = await stack.anonClient()
      .from('portfolios')
      .select('slug', { count: 'exact' })
      .order('created_at', { ascending: false })
      .range(1, 2)
    expect(error).toBeNull()
    expect(status).toBe(206)
    expect(count).toBe(5)
    expect(slugs(data)).toEqual(['delta', 'gamma'])
  })

  it('sends Content-Range like PostgREST', async () => {
    const get = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${stack.url}/rest/v1/portfolios?${query}`, { headers: { apikey: stack.anonKey, ...headers } })
    const all = await get('select=slug', { Prefer: 'count=exact' })
    expect(all.status).toBe(200)
    expect(all.headers.get('content-range')).toBe('0-4/5')
    const none = await get('select=slug&slug=eq.nope', { Prefer: 'count=exact' })
    expect(none.status).toBe(200)
    expect(none.headers.get('content-range')).toBe('*/0')
    const uncounted = await get('select=slug&limit=2')
    expect(uncounted.headers.get('content-range')).toBe('0-1/*')
    const ranged = await get('select=slug&order=slug', { Range: '3-10', Prefer: 'count=exact' })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-range')).toBe('3-4/5')
    expect(slugs(await ranged.json())).toEqual(['epsilon', 'gamma'])
    const beyond = await get('select=slug&offset=9', { Prefer: 'count=exact' })
    expect(beyond.status).toBe(416)
    expect(await beyond.json()).toMatchObject({ code: 'PGRST103', details: 'An offset of 9 was requested, but there are only 5 rows.' })
  })

  it('counts with HEAD and no body', async () => {
    const { data, count, error, status } = await stack.anonClient()
      .from('portfolios')
      .select('*', { count: 'exact', head: true })
      .eq('industry', 'Retail')
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(count).toBe(2)
    expect(data).toBeNull()
  })

  it('applies limit', async () => {
    const { data } = await stack.anonClient().from('portfolios').select('slug').order('slug').limit(2)
    expect(slugs(data)).toEqual(['alpha', 'beta'])
  })
})

describe('single and maybeSingle', () => {
  it('single() returns the object', async () => {
    const { data, error, status } = await stack.anonClient().from('portfolios').select('slug, title').eq('slug', 'delta').single()
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual({ slug: 'delta', title: 'Delta calls' })
  })

  it('single() with no row is a 406 PGRST116', async () => {
    const { data, error, status } = await stack.anonClient().from('portfolios').select('slug').eq('slug', 'nope').single()
    expect(data).toBeNull()
    expect(status).toBe(406)
    expect(error).toEqual({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 0 rows',
      hint: null,
    })
  })

  it('single() with several rows is a 406 PGRST116', async () => {
    const { error, status } = await stack.anonClient().from('portfolios').select('slug').eq('industry', 'Retail').single()
    expect(status).toBe(406)
    expect(error?.details).toBe('The result contains 2 rows')
  })

  it('maybeSingle() returns the object, or null without an error', async () => {
    const client = stack.anonClient()
    const one = await client.from('portfolios').select('slug').eq('slug', 'beta').maybeSingle()
    expect(one.error).toBeNull()
    expect(one.data).toEqual({ slug: 'beta' })
    const none = await client.from('portfolios').select('slug').eq('slug', 'nope').maybeSingle()
    expect(none.error).toBeNull()
    expect(none.data).toBeNull()
    const many = await client.from('portfolios').select('slug').eq('industry', 'Retail').maybeSingle()
    expect(many.error?.code).toBe('PGRST116')
  })

  it('strips nulls on request', async () => {
    const { data } = await stack.anonClient().from('portfolios').select('slug, industry').eq('slug', 'gamma').stripNulls()
    expect(data).toEqual([{ slug: 'gamma' }])
  })
})
