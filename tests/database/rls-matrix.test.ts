/**
 * Row-level security, table by table: what a visitor (anon), a signed-in stranger
 * (authenticated, not in team_members) and an admin may do.
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

const SIGNING_SECRET = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`

/** An inquiry the service role stores, for outbox rows to belong to. */
async function serviceInquiry(): Promise<string> {
  const { data, error } = await service.from('customer_inquiries').insert(rows.customer_inquiries()).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

/** Tables whose rows belong to another row the service role makes first. */
type DependentTable =
  | 'notification_outbox' | 'conversions' | 'conversion_deliveries' | 'inquiry_recipient_consents' | 'inquiry_consent_events'
  // audit: the audit trail's rows are written by triggers only
  | 'audit_events'

const rows: Record<Exclude<TableName, 'team_members' | DependentTable>, () => Record<string, unknown>> = {
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
  notification_destinations: () => ({
    kind: 'webhook',
    name: 'RLS hook',
    // Nothing listens there: the matrix never waits for a delivery.
    webhook_url: 'http://127.0.0.1:9/rls',
    signing_secret: SIGNING_SECRET,
    enabled: false,
  }),
  notification_settings: () => ({ id: true, reminder_after_hours: 4 }),
  retention_settings: () => ({ id: true, inquiry_months: 36 }),
  retention_runs: () => ({ removed: { inquiries_expired: 0 } }),
  privacy_requests: () => ({ action: 'lookup', email_hash: 'a'.repeat(64), counts: {} }),
  conversion_settings: () => ({ id: true, won_name: 'Won' }),
  conversion_destinations: () => ({ platform: 'meta', enabled: false }),
}

const outboxRow = (inquiryId: string) => ({
  inquiry_id: inquiryId,
  destination_kind: 'webhook',
  destination_name: 'RLS hook',
  event: 'inquiry.created',
  payload: { note: 'RLS' },
  // Not due for a year: no delivery run (there is none on this stack anyway) would take it.
  next_attempt_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
})

/** A conversion of a new inquiry (its trigger adds the google_ads delivery row). */
async function serviceConversion(): Promise<string> {
  const row = { inquiry_id: await serviceInquiry(), stage: 'qualified', occurred_at: new Date().toISOString() }
  const { data, error } = await service.from('conversions').insert(row).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

/** A new row of a dependent table, for an insert attempt. */
async function dependentRow(table: DependentTable): Promise<Record<string, unknown>> {
  switch (table) {
    case 'notification_outbox':
      return outboxRow(await serviceInquiry())
    case 'conversions':
      return { inquiry_id: await serviceInquiry(), stage: 'won', occurred_at: new Date().toISOString() }
    case 'conversion_deliveries':
      return { conversion_id: await serviceConversion(), platform: 'meta', state: 'queued' }
    case 'inquiry_recipient_consents':
      return { inquiry_id: await serviceInquiry(), recipient: 'meta', granted: true, decided_at: new Date().toISOString() }
    case 'inquiry_consent_events':
      return { inquiry_id: await serviceInquiry(), recipient: 'meta', via: 'visitor' }
    // audit: what a client would try to add to the trail
    case 'audit_events':
      return { kind: 'blog', action: 'insert', actor_label: 'forged' }
  }
}

const isDependent = (table: TableName): table is DependentTable =>
  table === 'notification_outbox' || table === 'conversions' || table === 'conversion_deliveries' ||
  table === 'inquiry_recipient_consents' || table === 'inquiry_consent_events' ||
  // audit:
  table === 'audit_events'

// The expected matrix: true = allowed.
const expected: Record<TableName, Record<Role, Record<Op, boolean>>> = {
  // audit: admins read the trail; nobody writes it through the API
  audit_events: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: false, delete: false },
  },
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
  team_members: {
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
  notification_destinations: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: true, update: true, delete: true },
  },
  // One row for the whole site: read and changed, never added or removed through the API.
  notification_settings: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: true, delete: false },
  },
  // Written by the inquiry trigger and the delivery function (service role) only.
  notification_outbox: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: false, delete: false },
  },
  // One row for the whole site: read and changed by admins, never added or removed.
  retention_settings: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: true, delete: false },
  },
  // Written only by apply_retention().
  retention_runs: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: false, delete: false },
  },
  // The audit trail of data-subject requests: written only by the privacy functions, never changed.
  privacy_requests: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: false, delete: false },
  },
  // One row for the whole site: names and default currency changed by admins, never added or removed.
  conversion_settings: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: true, delete: false },
  },
  // One row per platform: admins switch and configure them; removing one is switching it off.
  conversion_destinations: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: true, update: true, delete: false },
  },
  // Written only by the status-change trigger and set_conversion_value.
  conversions: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: false, delete: false },
  },
  // Written only by the conversions trigger, the feed and the delivery functions.
  conversion_deliveries: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: false, delete: false },
  },
  // The consent a lead carries per recipient: written only by the submission and the two
  // withdrawal paths (rpc/withdraw_consent with the inquiry's secret, rpc/privacy_record_withdrawal).
  inquiry_recipient_consents: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: false, delete: false },
  },
  // The log of consent withdrawals: written only by the withdrawal paths, never changed.
  inquiry_consent_events: {
    anon: { select: false, insert: false, update: false, delete: false },
    stranger: { select: false, insert: false, update: false, delete: false },
    admin: { select: true, insert: false, update: false, delete: false },
  },
}

/** Tables whose rows are fixed (one for the whole site, or one per platform): the row's key value. */
const FIXED_ROWS = {
  notification_settings: 'true',
  retention_settings: 'true',
  conversion_settings: 'true',
  conversion_destinations: 'meta',
} as const
type Fixed = keyof typeof FIXED_ROWS
const isFixed = (table: TableName): table is Fixed => table in FIXED_ROWS

/** A row the service role makes, so every role has something to try to read and change. */
async function seedRow(table: TableName): Promise<string> {
  if (isFixed(table)) {
    // The fixed row: put it back if an attempt removed it.
    const { error } = await service.from(table).upsert(rows[table]() as never)
    if (error) throw error
    return FIXED_ROWS[table]
  }
  if (table === 'conversion_deliveries') {
    const { data, error } = await service.from(table).select('id').eq('conversion_id', await serviceConversion()).single()
    if (error) throw error
    return (data as { id: string }).id
  }
  // audit: a row of the trail comes from an audited change (a post the service role adds)
  if (table === 'audit_events') {
    const post = await service.from('blogs').insert(rows.blogs()).select('id').single()
    if (post.error) throw post.error
    const { data, error } = await service.from('audit_events').select('id').eq('record_id', (post.data as { id: string }).id).single()
    if (error) throw error
    return String((data as { id: number }).id)
  }
  if (isDependent(table)) {
    const key = keyColumn(table)
    const { data, error } = await service.from(table).insert(await dependentRow(table) as never).select(key).single()
    if (error) throw error
    return (data as unknown as Record<string, string>)[key]!
  }
  if (table === 'team_members') {
    // Another admin's row: what an attacker would try to read, change or remove.
    const user = await stack.createUser(`rls-other-${Math.random().toString(36).slice(2, 8)}@example.com`, 'pw-other-1')
    const { error } = await service.from('team_members').insert({ user_id: user.id, email: user.email, display_name: 'Other', role: 'admin' })
    if (error) throw error
    return user.id
  }
  const { data, error } = await service.from(table).insert(rows[table]() as never).select('*').single()
  if (error) throw error
  return (data as { id: string }).id
}

const keyColumn = (table: TableName) =>
  table === 'team_members' ? 'user_id'
    : table === 'conversion_destinations' ? 'platform'
      : table === 'inquiry_recipient_consents' ? 'inquiry_id' : 'id'

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
      if (isFixed(table)) {
        // Only a missing fixed row could be added: remove it first, so the insert is a real try.
        await service.from(table).delete().eq(keyColumn(table), id)
        const { error } = await client.from(table).insert(rows[table]() as never)
        const added = !error && (await countVisible(table, id)) === 1
        await seedRow(table)
        return added
      }
      const row = table === 'team_members'
        ? { user_id: strangerId, email: 'rls-stranger@example.com', display_name: 'Stranger', role: 'admin' }
        : isDependent(table) ? await dependentRow(table) : rows[table]()
      const { error } = await client.from(table).insert(row as never)
      return !error
    }
    case 'update': {
      const change: Record<TableName, Record<string, unknown>> = {
        portfolios: { title: 'Changed' },
        blogs: { title: 'Changed' },
        customer_inquiries: { status: 'closed' },
        salesperson_links: { display_name: 'Changed' },
        team_members: { created_at: '2000-01-01T00:00:00Z' },
        publish_requests: { detail: 'Changed' },
        notification_destinations: { name: 'Changed' },
        notification_settings: { reminder_after_hours: 99 },
        notification_outbox: { state: 'delivered' },
        retention_settings: { trash_days: 99 },
        retention_runs: { removed: { changed: 1 } },
        privacy_requests: { action: 'erase' },
        conversion_settings: { won_name: 'Deal closed' },
        // As stored: the platform's defaults filled in, keys in jsonb's order.
        conversion_destinations: { settings: { dataset_id: '1234567890', won_event_name: 'Converted', qualified_event_name: 'Marketing Qualified Lead' } },
        conversions: { stage: 'qualified' },
        conversion_deliveries: { state: 'accepted' },
        inquiry_recipient_consents: { granted: false },
        inquiry_consent_events: { via: 'admin' },
        // audit:
        audit_events: { actor_label: 'Changed' },
      }
      await client.from(table).update(change[table] as never).eq(key, id)
      const { data } = await service.from(table).select('*').eq(key, id).single()
      const [column, value] = Object.entries(change[table])[0]
      const stored = (data as Record<string, unknown> | null)?.[column]
      if (column === 'created_at') return new Date(String(stored)).getUTCFullYear() === 2000
      return JSON.stringify(stored) === JSON.stringify(value)
    }
    case 'delete': {
      await client.from(table).delete().eq(key, id)
      const gone = (await countVisible(table, id)) === 0
      if (isFixed(table)) await seedRow(table)
      return gone
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

  it('add an inquiry only through submit_inquiry, which answers with its id, created_at and withdrawal secret and nothing else', async () => {
    const { data, error } = await clients.anon.rpc('submit_inquiry', {
      payload: { ...rows.customer_inquiries(), first_name: 'Rita', last_name: 'Les', form_fill_ms: 9000, website: '' } as never,
    })
    expect(error).toBeNull()
    expect(Object.keys(data as object).sort()).toEqual(['created_at', 'id', 'withdrawal_token'])
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

