/**
 * Row-level security beyond the role table's cells (those are asserted, cell by cell, by
 * role-matrix.test.ts, generated from docs/architecture.md): what a visitor reads with a filter
 * that matches everything, the inquiry reports' answers to a signed-in user who is not a
 * member (a "stranger"), and secrets that are write-only even to an admin.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'

// Untyped on purpose: the checks address tables and functions by name in loops.
type Client = SupabaseClient
type Role = 'anon' | 'stranger' | 'admin'

let stack: TestStack
let service: Client
const clients = {} as Record<Role, Client>

const SIGNING_SECRET = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`

const rows = {
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
  notification_destinations: () => ({
    kind: 'webhook',
    name: 'RLS hook',
    // Nothing listens there: these checks never wait for a delivery.
    webhook_url: 'http://127.0.0.1:9/rls',
    signing_secret: SIGNING_SECRET,
    enabled: false,
  }),
}

/** A row the service role makes, for the roles to try to read; its id. */
async function seedRow(table: 'customer_inquiries' | 'salesperson_links' | 'notification_outbox'): Promise<string> {
  if (table === 'notification_outbox') {
    const row = {
      inquiry_id: await seedRow('customer_inquiries'),
      destination_kind: 'webhook',
      destination_name: 'RLS hook',
      event: 'inquiry.created',
      payload: { note: 'RLS' },
      // Not due for a year: no delivery run (there is none on this stack anyway) would take it.
      next_attempt_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    }
    const { data, error } = await service.from(table).insert(row).select('id').single()
    if (error) throw error
    return (data as { id: string }).id
  }
  const { data, error } = await service.from(table).insert(rows[table]() as never).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  await stack.createAdminUser('rls-admin@example.com', 'admin-password-1')
  await stack.createUser('rls-stranger@example.com', 'stranger-password-1')
  clients.anon = stack.anonClient()
  clients.stranger = await stack.signedInClient('rls-stranger@example.com', 'stranger-password-1')
  clients.admin = await stack.signedInClient('rls-admin@example.com', 'admin-password-1')
})

afterAll(async () => {
  await stack?.stop()
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

  it('add an inquiry only through submit_inquiry, which answers with its id, created_at and withdrawal secret and nothing else', async () => {
    const { data, error } = await clients.anon.rpc('submit_inquiry', {
      payload: { ...rows.customer_inquiries(), first_name: 'Rita', last_name: 'Les', form_fill_ms: 9000, website: '' } as never,
    })
    expect(error).toBeNull()
    expect(Object.keys(data as object).sort()).toEqual(['booking', 'created_at', 'id', 'withdrawal_token'])
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
    // The client hash stays in the database.
    expect(JSON.stringify(data)).not.toContain('client_hash')
  })

  it("an admin's select=* never carries the client's hash, kept where no API role reaches", async () => {
    const { data: sent, error: sendError } = await clients.anon.rpc('submit_inquiry', {
      payload: {
        first_name: 'Hash', last_name: 'Holder', email: 'hash.holder@example.com', service_interest: 'Web Applications',
        budget_range: '$5,000 - $15,000', project_timeline: '1-2 months', message: 'An inquiry with a client hash.',
        source_page: 'contact', form_fill_ms: 10_000,
      } as never,
    })
    expect(sendError).toBeNull()
    const id = (sent as { id: string }).id
    const kept = await stack.db.query<{ client_hash: string }>('select client_hash from private.inquiry_clients where inquiry_id = $1', [id])
    expect(kept.rows[0]!.client_hash).toMatch(/^[0-9a-f]{64}$/)

    const { data, error } = await clients.admin.from('customer_inquiries').select('*').eq('id', id).single()
    expect(error).toBeNull()
    expect(data).not.toHaveProperty('client_hash')
    expect(JSON.stringify(data)).not.toContain(kept.rows[0]!.client_hash)
    for (const role of ['anon', 'admin'] as const) {
      const { data: rows } = await clients[role].schema('private' as never).from('inquiry_clients' as never).select('*')
      expect(rows ?? []).toEqual([])
    }
  })
})

describe('notification secrets', () => {
  it('are write-only: an admin writes them through the API and reads back only a masked hint', async () => {
    const secret = `whsec_${Buffer.from('secret-bytes-for-the-rls-test-0123').toString('base64')}`
    const { data: created, error } = await clients.admin
      .from('notification_destinations')
      .insert({ ...rows.notification_destinations(), signing_secret: secret })
      .select('*')
      .single()
    expect(error).toBeNull()
    expect(created).toMatchObject({ signing_secret: null, signing_secret_hint: `whsec_…${secret.slice(-4)}` })

    const { data: read } = await clients.admin.from('notification_destinations').select('signing_secret, signing_secret_hint').eq('id', created.id).single()
    expect(read).toEqual({ signing_secret: null, signing_secret_hint: `whsec_…${secret.slice(-4)}` })
    expect(JSON.stringify(read)).not.toContain(secret.slice(6, 20))

    const apiKey = 're_live_1234567890abcdef'
    const { error: keyError } = await clients.admin.from('notification_settings').update({ email_api_key: apiKey }).eq('id', true)
    expect(keyError).toBeNull()
    const { data: settings } = await clients.admin.from('notification_settings').select('*').eq('id', true).single()
    expect(settings).toMatchObject({ email_api_key: null, email_api_key_hint: 're_…cdef' })
    expect(JSON.stringify(settings)).not.toContain('1234567890')

    // Stored where the API cannot reach, even for an admin: the private schema is not exposed.
    for (const table of ['notification_destination_secrets', 'notification_settings_secrets']) {
      const { data, error: privateError } = await clients.admin.schema('private' as never).from(table).select('*')
      expect(privateError).not.toBeNull()
      expect(data).toBeNull()
    }
    const stored = await stack.db.query<{ signing_secret: string }>(
      'select signing_secret from private.notification_destination_secrets where destination_id = $1', [created.id],
    )
    expect(stored.rows[0]?.signing_secret).toBe(secret)
  })

  it('are given to the delivery function (service role) only', async () => {
    for (const role of ['anon', 'stranger', 'admin'] as Role[]) {
      const { data, error } = await clients[role].rpc('notification_delivery_settings' as never)
      expect(error, role).not.toBeNull()
      expect(data, role).toBeNull()
    }
    const { data, error } = await service.rpc('notification_delivery_settings' as never)
    expect(error).toBeNull()
    expect((data as { destinations: unknown[] }).destinations.length).toBeGreaterThan(0)
  })

  it('no visitor or non-admin can run the delivery functions or retry a notification', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['claim_notifications', { batch_size: 5, lease_seconds: 60 }],
      ['record_notification_results', { results: [] }],
      ['queue_notification_reminders', {}],
    ]
    for (const role of ['anon', 'stranger', 'admin'] as Role[]) {
      for (const [name, args] of calls) {
        const { error } = await clients[role].rpc(name as never, args as never)
        expect(error?.code, `${role} ${name}`).toBe('42501')
      }
    }
    const id = await seedRow('notification_outbox')
    await service.from('notification_outbox').update({ state: 'failed' }).eq('id', id)
    for (const role of ['anon', 'stranger'] as Role[]) {
      const { error } = await clients[role].rpc('retry_notification', { notification_id: id })
      expect(error?.code, role).toBe('42501')
    }
    const { data: row } = await service.from('notification_outbox').select('state').eq('id', id).single()
    expect(row?.state).toBe('failed')
  })
})

describe('conversion destination secrets', () => {
  it('are write-only: an admin writes one through the API and reads back only a hint', async () => {
    const secret = 'EAAB-meta-access-token-0123456789abcdef'
    const { data, error } = await clients.admin
      .from('conversion_destinations')
      .update({ secret, settings: { dataset_id: '123456789012345' }, enabled: true })
      .eq('platform', 'meta')
      .select('*')
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ platform: 'meta', enabled: true, secret: null, secret_hint: '…cdef' })
    // An upsert without a secret keeps the stored one and its hint.
    const { error: upsertError } = await clients.admin.from('conversion_destinations').upsert({ platform: 'meta', enabled: true })
    expect(upsertError).toBeNull()
    const { data: read } = await clients.admin.from('conversion_destinations').select('*').eq('platform', 'meta').single()
    expect(read).toMatchObject({ secret: null, secret_hint: '…cdef' })
    expect(JSON.stringify(read)).not.toContain('0123456789')

    for (const role of ['anon', 'stranger', 'admin'] as Role[]) {
      const { data: hidden } = await clients[role].schema('private' as never).from('conversion_destination_secrets' as never).select('*')
      expect(hidden, role).toBeNull()
    }
    const stored = await stack.db.query<{ secret: string }>("select secret from private.conversion_destination_secrets where platform = 'meta'")
    expect(stored.rows[0]?.secret).toBe(secret)
    await service.from('conversion_destinations').update({ enabled: false }).eq('platform', 'meta')
  })

  it('must be there before a destination is switched on', async () => {
    const { error } = await clients.admin.from('conversion_destinations').update({ enabled: true }).eq('platform', 'linkedin')
    expect(error).toMatchObject({ code: '22023', message: 'Add the secret before switching this destination on.' })
  })
})

