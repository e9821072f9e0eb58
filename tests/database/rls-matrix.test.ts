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
})
