/**
 * Row-level security, table by table: what a visitor (anon), a signed-in stranger
 * (authenticated, not in admins) and an admin may do (ARCHITECTURE, Security model).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/lib/database.types'
import { startTestStack, type TestStack } from '../support/local-stack'

// Untyped on purpose: the matrix addresses tables and columns by name in a loop.
type Client = SupabaseClient
type Role = 'anon' | 'stranger' | 'admin'
type TableName = keyof Database['public']['Tables']
type Op = 'select' | 'insert' | 'update' | 'delete'

let stack: TestStack
let service: Client
const clients = {} as Record<Role, Client>
let strangerId = ''

const rows: Record<Exclude<TableName, 'admins'>, () => Record<string, unknown>> = {
  portfolios: () => ({ title: 'RLS project', description: 'Testing policies', service_id: 'saas' }),
  blogs: () => ({ title: 'RLS post', content: 'Testing policies', author: { name: 'Tester' } }),
  customer_inquiries: () => ({
    first_name: 'Rita',
    last_name: 'Les',
    email: 'rita@example.com',
    service_interest: 'SaaS Solutions',
    budget_range: '$5,000 - $15,000',
    project_timeline: '1-2 months',
    message: 'A message long enough.',
    source_page: 'contact',
  }),
  salesperson_links: () => ({
    salesperson_name: `rls-${Math.random().toString(36).slice(2, 8)}`,
    display_name: 'Rls Person',
    email: 'rls@example.com',
    services: ['saas'],
  }),
  publish_requests: () => ({ reason: 'manual', status: 'skipped' }),
}

// The expected matrix: true = allowed.
const expected: Record<TableName, Record<Role, Record<Op, boolean>>> = {
  portfolios: {
    anon: { select: true, insert: false, update: false, delete: false },
    stranger: { select: true, insert: false, update: false, delete: false },
    admin: { select: true, insert: true, update: true, delete: true },
  },
  blogs: {
    anon: { select: true, insert: false, update: false, delete: false },
    stranger: { select: true, insert: false, update: false, delete: false },
    admin: { select: true, insert: true, update: true, delete: true },
  },
  customer_inquiries: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: true, delete: true },
  },
  salesperson_links: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: true, update: true, delete: true },
  },
  admins: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: false, delete: false },
  },
  // Written only by request_publish() and what delivers the request.
  publish_requests: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: false, delete: false },
  },
}

/** A row the service role makes, so every role has something to try to read and change. */
async function seedRow(table: TableName): Promise<string> {
  if (table === 'admins') {
    // Another admin's row: what an attacker would try to read, change or remove.
    const user = await stack.createUser(`rls-other-${Math.random().toString(36).slice(2, 8)}@example.com`, 'pw-other-1')
    const { error } = await service.from('admins').insert({ user_id: user.id })
    if (error) throw error
    return user.id
  }
  const { data, error } = await service.from(table).insert(rows[table]() as never).select('*').single()
  if (error) throw error
  return (data as { id: string }).id
}

const keyColumn = (table: TableName) => (table === 'admins' ? 'user_id' : 'id')

async function countVisible(table: TableName, id: string): Promise<number> {
  const { count } = await service.from(table).select('*', { count: 'exact', head: true }).eq(keyColumn(table), id)
  return count ?? 0
}

/** Tries the operation and tells whether it took effect (RLS often "succeeds" on 0 rows). */
async function attempt(client: Client, table: TableName, op: Op): Promise<boolean> {
  const id = await seedRow(table)
  const key = keyColumn(table)
  switch (op) {
    case 'select': {
      const { data, error } = await client.from(table).select('*').eq(key, id)
      return !error && (data?.length ?? 0) === 1
    }
    case 'insert': {
      const row = table === 'admins' ? { user_id: strangerId } : rows[table]()
      const { error } = await client.from(table).insert(row as never)
      return !error
    }
    case 'update': {
      const change: Record<TableName, Record<string, unknown>> = {
        portfolios: { title: 'Changed' },
        blogs: { title: 'Changed' },
        customer_inquiries: { status: 'closed' },
        salesperson_links: { display_name: 'Changed' },
        admins: { created_at: '2000-01-01T00:00:00Z' },
        publish_requests: { detail: 'Changed' },
      }
      await client.from(table).update(change[table] as never).eq(key, id)
      const { data } = await service.from(table).select('*').eq(key, id).single()
      const [column, value] = Object.entries(change[table])[0]
      const stored = (data as Record<string, unknown> | null)?.[column]
      return column === 'created_at' ? new Date(String(stored)).getUTCFullYear() === 2000 : stored === value
    }
    case 'delete': {
      await client.from(table).delete().eq(key, id)
      return (await countVisible(table, id)) === 0
    }
  }
}

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  await stack.createAdminUser('rls-admin@example.com', 'admin-password-1')
  strangerId = (await stack.createUser('rls-stranger@example.com', 'stranger-password-1')).id
  clients.anon = stack.anonClient()
  clients.stranger = await stack.signedInClient('rls-stranger@example.com', 'stranger-password-1')
  clients.admin = await stack.signedInClient('rls-admin@example.com', 'admin-password-1')
})

afterAll(async () => {
  await stack?.stop()
})

describe.each(Object.keys(expected) as TableName[])('%s', (table) => {
  describe.each(['anon', 'stranger', 'admin'] as Role[])('as %s', (role) => {
    it.each(['select', 'insert', 'update', 'delete'] as Op[])('%s', async (op) => {
      expect(await attempt(clients[role], table, op)).toBe(expected[table][role][op])
    })
  })
})

describe('visitors', () => {
  it('read nothing of inquiries or salesperson links, even with a filter that matches everything', async () => {
    await seedRow('customer_inquiries')
    await seedRow('salesperson_links')
    for (const table of ['customer_inquiries', 'salesperson_links'] as const) {
      const { data } = await clients.anon.from(table).select('*').not('id', 'is', null)
      expect(data ?? []).toEqual([])
    }
  })

  it('cannot call is_admin or reach the private schema', async () => {
    const { error } = await clients.anon.rpc('is_admin' as never)
    expect(error).not.toBeNull()
  })

  it('cannot read the screening settings (the client-address salt) by any route', async () => {
    for (const role of ['anon', 'stranger', 'admin'] as Role[]) {
      const { data, error } = await clients[role].from('inquiry_screening_settings' as never).select('*')
      expect(data).toBeNull()
      expect(error).not.toBeNull()
      const privateSchema = await clients[role].schema('private' as never).from('inquiry_screening_settings' as never).select('*')
      expect(privateSchema.data).toBeNull()
    }
  })

  it('add an inquiry only through submit_inquiry, which answers with its id and created_at and nothing else', async () => {
    const { data, error } = await clients.anon.rpc('submit_inquiry', {
      payload: { ...rows.customer_inquiries(), first_name: 'Rita', last_name: 'Les', form_fill_ms: 9000, website: '' } as never,
    })
    expect(error).toBeNull()
    expect(Object.keys(data as object).sort()).toEqual(['created_at', 'id'])
    const readBack = await clients.anon.from('customer_inquiries').select('*').eq('id', (data as { id: string }).id)
    expect(readBack.data ?? []).toEqual([])
  })
})

describe("the admin's inquiry reports", () => {
  const calls = {
    list_inquiries: (client: Client) => client.rpc('list_inquiries', { filters: { screening: 'all' }, page_offset: 0, page_limit: 50 }),
    inquiry_lead_breakdown: (client: Client) => client.rpc('inquiry_lead_breakdown', { since: '2000-01-01T00:00:00Z' }),
    inquiry_filter_options: (client: Client) => client.rpc('inquiry_filter_options', {}),
  }

  it.each(Object.keys(calls) as Array<keyof typeof calls>)('%s: a visitor may not call it', async (fn) => {
    await seedRow('customer_inquiries')
    const { data, error } = await calls[fn](clients.anon)
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
  })

  it('list_inquiries: a signed-in stranger is refused', async () => {
    await seedRow('customer_inquiries')
    const { data, error } = await calls.list_inquiries(clients.stranger)
    expect(data).toBeNull()
    expect(error).toMatchObject({ code: '42501', message: 'Only admins may list inquiries.' })
  })

  it.each(['inquiry_lead_breakdown', 'inquiry_filter_options'] as const)('%s: a signed-in stranger sees nothing', async (fn) => {
    await seedRow('customer_inquiries')
    const { data, error } = await calls[fn](clients.stranger)
    expect(error).toBeNull()
    const values = JSON.stringify(data)
    expect(values).not.toContain('Rita')
    expect(values).not.toContain('SaaS Solutions')
    expect(values).not.toContain('(not recorded)')
  })

  it('an admin reads the inquiries through them', async () => {
    await seedRow('customer_inquiries')
    const { data, error } = await calls.list_inquiries(clients.admin)
    expect(error).toBeNull()
    expect((data as { total: number }).total).toBeGreaterThan(0)
    expect(JSON.stringify(data)).toContain('rita@example.com')
    // The client hash stays in the table.
    expect(JSON.stringify(data)).not.toContain('client_hash')
  })
})
