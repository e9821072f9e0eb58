// Contract of the local stack's PostgREST writes (insert, update, delete, upsert) and of the
// errors hosted Supabase returns for them, exercised with the real supabase-js client.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, uniqueSuffix } from '../support/local-stack'
import type { TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient

const portfolio = (overrides: Record<string, unknown> = {}) => ({
  slug: `p-${uniqueSuffix()}`,
  title: 'A project',
  description: 'What we built',
  service_id: 'web-apps',
  ...overrides,
})

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
})

afterAll(() => stack?.stop())

describe('insert', () => {
  it('without representation: 201 and no data', async () => {
    const row = portfolio()
    const { data, error, status } = await admin.from('portfolios').insert(row)
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toBeNull()
    const stored = await stack.db.query('select title from public.portfolios where slug = $1', [row.slug])
    expect(stored.rows).toEqual([{ title: 'A project' }])
  })

  it('with representation: 201 and the row with its defaults', async () => {
    const { data, error, status } = await admin
      .from('portfolios')
      .insert(portfolio({ technologies: ['React'], metrics: { uptime: '99.9%' } }))
      .select()
      .single()
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toMatchObject({ title: 'A project', technologies: ['React'], metrics: { uptime: '99.9%' }, features: [], gallery: [] })
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(typeof data.created_at).toBe('string')
  })

  it('inserts an array, with the columns parameter supabase-js adds', async () => {
    const a = portfolio({ industry: 'Retail' })
    const b = portfolio()
    const { data, error } = await admin.from('portfolios').insert([a, b]).select('slug, industry')
    expect(error).toBeNull()
    expect(data).toEqual([{ slug: a.slug, industry: 'Retail' }, { slug: b.slug, industry: null }])
  })

  it('fills missing keys with column defaults when defaultToNull is false', async () => {
    const a = portfolio({ technologies: ['Go'] })
    const b = portfolio()
    const { data, error } = await admin
      .from('portfolios')
      .insert([a, b], { defaultToNull: false })
      .select('slug, technologies')
    expect(error).toBeNull()
    expect(data).toEqual([{ slug: a.slug, technologies: ['Go'] }, { slug: b.slug, technologies: [] }])
  })

  it('reports an unknown column as PGRST204', async () => {
    const { error, status } = await admin.from('portfolios').insert(portfolio({ nope: 1 }))
    expect(status).toBe(400)
    expect(error?.code).toBe('PGRST204')
    expect(error?.message).toBe("Could not find the 'nope' column of 'portfolios' in the schema cache")
  })
})

describe('update and delete', () => {
  it('updates with filters, with and without representation', async () => {
    const row = portfolio()
    await admin.from('portfolios').insert(row)
    const minimal = await admin.from('portfolios').update({ title: 'Renamed' }).eq('slug', row.slug)
    expect(minimal.error).toBeNull()
    expect(minimal.status).toBe(204)
    expect(minimal.data).toBeNull()
    const full = await admin
      .from('portfolios')
      .update({ technologies: ['A', 'B'], extended_testimonial: { quote: 'Great' } })
      .eq('slug', row.slug)
      .select('title, technologies, extended_testimonial')
    expect(full.status).toBe(200)
    expect(full.data).toEqual([{ title: 'Renamed', technologies: ['A', 'B'], extended_testimonial: { quote: 'Great' } }])
  })

  it('updates nothing when no row matches', async () => {
    const { data, error } = await admin.from('portfolios').update({ title: 'x' }).eq('slug', 'does-not-exist').select()
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  it('refuses an update or delete without a filter (pg-safeupdate, as on Supabase)', async () => {
    const update = await admin.from('portfolios').update({ title: 'All' })
    expect(update.status).toBe(400)
    expect(update.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' })
    const del = await admin.from('portfolios').delete()
    expect(del.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' })
  })

  it('deletes with filters, with and without representation', async () => {
    const a = portfolio()
    const b = portfolio()
    await admin.from('portfolios').insert([a, b])
    const minimal = await admin.from('portfolios').delete().eq('slug', a.slug)
    expect(minimal.error).toBeNull()
    expect(minimal.status).toBe(204)
    const full = await admin.from('portfolios').delete().eq('slug', b.slug).select('slug')
    expect(full.status).toBe(200)
    expect(full.data).toEqual([{ slug: b.slug }])
    const left = await stack.db.query('select 1 from public.portfolios where slug = any($1)', [[a.slug, b.slug]])
    expect(left.rows).toHaveLength(0)
  })

  it('counts affected rows', async () => {
    const rows = [portfolio({ industry: 'count-me' }), portfolio({ industry: 'count-me' })]
    await admin.from('portfolios').insert(rows)
    const { count, error } = await admin.from('portfolios').delete({ count: 'exact' }).eq('industry', 'count-me')
    expect(error).toBeNull()
    expect(count).toBe(2)
  })

  it('undoes a write whose single() check fails', async () => {
    const rows = [portfolio({ industry: 'single-check' }), portfolio({ industry: 'single-check' })]
    await admin.from('portfolios').insert(rows)
    const { error, status } = await admin.from('portfolios').update({ title: 'Both' }).eq('industry', 'single-check').select().single()
    expect(status).toBe(406)
    expect(error?.code).toBe('PGRST116')
    const titles = await stack.db.query<{ title: string }>('select title from public.portfolios where industry = $1', ['single-check'])
    expect(titles.rows.map((r) => r.title)).toEqual(['A project', 'A project'])
  })
})

describe('upsert', () => {
  it('merges on a conflict column and inserts new rows', async () => {
    const row = portfolio({ title: 'First' })
    const inserted = await admin.from('portfolios').upsert(row, { onConflict: 'slug' }).select('slug, title')
    expect(inserted.status).toBe(201)
    const merged = await admin.from('portfolios').upsert({ ...row, title: 'Second' }, { onConflict: 'slug' }).select('slug, title')
    expect(merged.error).toBeNull()
    // PostgREST 12: 200 when every row was updated rather than inserted.
    expect(merged.status).toBe(200)
    expect(merged.data).toEqual([{ slug: row.slug, title: 'Second' }])
  })

  it('upserts on the primary key by default', async () => {
    const { data } = await admin.from('portfolios').insert(portfolio()).select('id, slug').single()
    const existing = data as { id: string; slug: string }
    const { error } = await admin.from('portfolios').upsert({ ...portfolio({ slug: existing.slug }), id: existing.id, title: 'By id' })
    expect(error).toBeNull()
    const stored = await stack.db.query('select title from public.portfolios where id = $1', [existing.id])
    expect(stored.rows).toEqual([{ title: 'By id' }])
  })

  it('ignores duplicates when asked to', async () => {
    const row = portfolio({ title: 'Kept' })
    await admin.from('portfolios').insert(row)
    const { data, error } = await admin
      .from('portfolios')
      .upsert({ ...row, title: 'Ignored' }, { onConflict: 'slug', ignoreDuplicates: true })
      .select()
    expect(error).toBeNull()
    expect(data).toEqual([])
    const stored = await stack.db.query('select title from public.portfolios where slug = $1', [row.slug])
    expect(stored.rows).toEqual([{ title: 'Kept' }])
  })
})

describe('PostgREST errors', () => {
  it('RLS and grants: a visitor inserting a portfolio gets 42501 with 401', async () => {
    const { error, status } = await stack.anonClient().from('portfolios').insert(portfolio())
    expect(status).toBe(401)
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table portfolios' })
  })

  it('RLS: a signed-in user who is not an admin gets 42501 with 403', async () => {
    const email = `user-${uniqueSuffix()}@test.local`
    await stack.createUser(email, 'a-user-password')
    const user = await stack.signedInClient(email, 'a-user-password')
    const { error, status } = await user.from('portfolios').insert(portfolio())
    expect(status).toBe(403)
    expect(error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "portfolios"' })
  })

  it('unique: two portfolios with the same slug give 23505 with 409', async () => {
    const row = portfolio()
    await admin.from('portfolios').insert(row)
    const { error, status } = await admin.from('portfolios').insert(portfolio({ slug: row.slug }))
    expect(status).toBe(409)
    expect(error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "portfolios_slug_key"',
      // Postgres leaves the key out of the detail when RLS applies to the caller.
      details: null,
    })
  })

  it('check: an unknown service gives 23514 with 400', async () => {
    const { error, status } = await admin.from('portfolios').insert(portfolio({ service_id: 'nope' }))
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '23514', message: expect.stringContaining('portfolios_service_id_check') })
  })

  it('not null: a missing title gives 23502 with 400', async () => {
    const { error, status } = await admin.from('portfolios').insert(portfolio({ title: null }))
    expect(status).toBe(400)
    expect(error?.code).toBe('23502')
  })

  it('malformed uuid: 22P02 with 400', async () => {
    const { error, status } = await stack.anonClient().from('portfolios').select().eq('id', 'not-a-uuid')
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' })
  })

  it('unknown table: PGRST205 with 404', async () => {
    const { error, status } = await stack.anonClient().from('nope').select()
    expect(status).toBe(404)
    expect(error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.nope' in the schema cache" })
  })

  it('unknown column: 42703 with 400', async () => {
    const { error, status } = await stack.anonClient().from('portfolios').select('nope')
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '42703', message: 'column portfolios.nope does not exist' })
  })

  it('tables without visitor access are invisible to visitors, not missing', async () => {
    const { error, status } = await stack.anonClient().from('customer_inquiries').select()
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })
})
