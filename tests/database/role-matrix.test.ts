/**
 * The role matrix: every cell of the role table in docs/architecture.md ("Security model"),
 * asserted with a real client of each role signed in through the stack's Auth. A table's
 * cell is tried per operation on a row the service role makes (of each kind the table has:
 * a sales member's own lead, another's, an unowned one; a published or a draft post), a
 * function's cell by calling it. The document is the expectation, so the two cannot drift; a
 * table or function of the schema without a row in it fails the first test.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webpBlob } from '../support/image-bytes'
import { startTestStack, uniqueSuffix, type TestStack, type TestUser } from '../support/local-stack'
import {
  forRow, parseExecute, parseRoleTable, parseScoped, parseTableGrant, readRoleTable, ROLES, TABLE_OPS,
  type Role, type RoleTableEntry, type Scoped, type TableGrant, type TableOp,
} from '../support/role-table'

// Untyped on purpose: the matrix addresses tables, columns and functions by name in a loop.
type Client = SupabaseClient

const ENTRIES = readRoleTable()

let stack: TestStack
let service: Client
const members = {} as Record<'admin' | 'editor' | 'salesA' | 'salesB' | 'deactivatedAdmin' | 'deactivatedSales', TestUser>

/**
 * Who acts, and which column of the table says what they may do. The deactivated column is
 * asserted twice: for a deactivated admin (nothing of an admin's is left) and a deactivated
 * sales member (not even their own leads).
 */
const ACTORS = {
  anon: 'anon',
  sales: 'sales',
  editor: 'editor',
  admin: 'admin',
  'deactivated admin': 'deactivated',
  'deactivated sales': 'deactivated',
} as const satisfies Record<string, Role>
type Actor = keyof typeof ACTORS
const ACTOR_NAMES = Object.keys(ACTORS) as Actor[]
const clients = {} as Record<Actor, Client>

/** The member whose rows are "own" for the actor: the deactivated sales member's own, else sales member A's. */
let ownRowsOf: 'salesA' | 'deactivatedSales' = 'salesA'
const actAs = (actor: Actor) => {
  ownRowsOf = actor === 'deactivated sales' ? 'deactivatedSales' : 'salesA'
  return clients[actor]
}

// ---------------------------------------------------------------------------------------------
// Kinds of row: who owns the row a role acts on.

/** own: the acting sales member's (A, or the deactivated one); other: another sales member's (B); unowned: nobody's. */
const OWNED_KINDS = ['own', 'other', 'unowned'] as const
type OwnedKind = (typeof OWNED_KINDS)[number]
const CONTENT_KINDS = ['published', 'draft'] as const
/** The audit trail's records: content (projects, posts, media) or any other kind. */
const AUDIT_KINDS = ['content', 'other'] as const
type Kind = OwnedKind | (typeof CONTENT_KINDS)[number] | (typeof AUDIT_KINDS)[number] | null

const ownerOf = (kind: Kind): string | null =>
  kind === 'own' ? members[ownRowsOf].id : kind === 'other' ? members.salesB.id : null

const SIGNING_SECRET = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`

const inquiryRow = (marker = uniqueSuffix()) => ({
  first_name: 'Rita',
  last_name: 'Les',
  email: `rita-${marker}@example.com`,
  service_interest: `Matrix ${marker}`,
  budget_range: '$5,000 - $15,000',
  project_timeline: '1-2 months',
  message: 'A message long enough.',
  source_page: 'contact',
  // A lead source of its own, so the reports show whether this lead counts for the caller.
  last_utm_source: `matrix-${marker}`,
  last_touch_at: new Date().toISOString(),
})

/** An inquiry the service role stores, owned as the kind says; its id and its marker. */
async function serviceInquiry(kind: Kind = 'unowned'): Promise<{ id: string; marker: string }> {
  const marker = uniqueSuffix()
  const { data, error } = await service.from('customer_inquiries').insert(inquiryRow(marker)).select('id').single()
  if (error) throw error
  const id = (data as { id: string }).id
  // Arranged behind the API: which member owns a lead is what this matrix varies.
  await stack.db.query('update public.customer_inquiries set owner_id = $1 where id = $2', [ownerOf(kind), id])
  return { id, marker }
}

/** A converted inquiry of the kind: its won conversion waits for a deal value. */
async function convertedInquiry(kind: Kind): Promise<string> {
  const { id } = await serviceInquiry(kind)
  const { error } = await service.from('customer_inquiries').update({ status: 'converted' }).eq('id', id)
  if (error) throw error
  return id
}

async function serviceConversion(kind: Kind): Promise<string> {
  const row = { inquiry_id: (await serviceInquiry(kind)).id, stage: 'qualified', occurred_at: new Date().toISOString() }
  const { data, error } = await service.from('conversions').insert(row).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

async function newUser(prefix: string): Promise<TestUser> {
  const suffix = uniqueSuffix()
  return stack.createUser(`${prefix}-${suffix}@example.com`, `pw-${suffix}-matrix`)
}

async function addMember(user: TestUser, role: 'admin' | 'editor' | 'sales', active = true): Promise<void> {
  await stack.db.query(
    `insert into public.team_members (user_id, email, display_name, role, active, deactivated_at)
     values ($1, $2, $3, $4, $5, case when $5 then null else now() end)
     on conflict (user_id) do update set role = excluded.role, active = excluded.active, deactivated_at = excluded.deactivated_at`,
    [user.id, user.email, user.email.split('@')[0], role, active],
  )
}

// ---------------------------------------------------------------------------------------------
// Tables: how to make a row of each kind, a row to insert, a change to make.

interface TableFixture {
  kinds: readonly Kind[]
  key: string
  /** A row the service role makes for the roles to act on; its key value. */
  seed(kind: Kind): Promise<string>
  /** A new row to try to insert (a fixed table's row is removed first). */
  insertRow(kind: Kind): Promise<Record<string, unknown>>
  /** A change per column; the first is the one tried unless the cell limits the columns. */
  changes: Record<string, unknown>
  /** One row for the whole site, or one per platform: the key of the row the seed puts back. */
  fixed?: string
}

const fixedTable = (key: string, fixedKey: string, row: Record<string, unknown>, changes: Record<string, unknown>, table: string): TableFixture => ({
  kinds: [null],
  key,
  fixed: fixedKey,
  async seed() {
    // The fixed row: put it back if an attempt removed it.
    const { error } = await service.from(table).upsert(row as never)
    if (error) throw error
    return fixedKey
  },
  insertRow: async () => row,
  changes,
})

/** A table whose rows the service role inserts as they are. */
const plainTable = (table: string, row: (kind: Kind) => Record<string, unknown>, changes: Record<string, unknown>, kinds: readonly Kind[] = [null]): TableFixture => ({
  kinds,
  key: 'id',
  async seed(kind) {
    const { data, error } = await service.from(table).insert(row(kind) as never).select('id').single()
    if (error) throw error
    return (data as { id: string }).id
  },
  insertRow: async (kind) => row(kind),
  changes,
})

/** A table whose rows belong to an inquiry of the kind. */
const inquiryPartTable = (
  table: string,
  key: string,
  row: (kind: Kind) => Promise<Record<string, unknown>>,
  changes: Record<string, unknown>,
): TableFixture => ({
  kinds: OWNED_KINDS,
  key,
  async seed(kind) {
    const { data, error } = await service.from(table).insert(await row(kind) as never).select(key).single()
    if (error) throw error
    return (data as unknown as Record<string, string>)[key]!
  },
  insertRow: row,
  changes,
})

const contentStatus = (kind: Kind) => (kind === 'draft' ? 'draft' : 'published')

const FIXTURES: Record<string, TableFixture> = {
  portfolios: plainTable('portfolios', (kind) => ({
    title: 'Matrix project', description: 'Testing policies', service_id: 'saas', status: contentStatus(kind),
  }), { title: 'Changed' }, CONTENT_KINDS),
  blogs: plainTable('blogs', (kind) => ({
    title: 'Matrix post', content: 'Testing policies', author: { name: 'Tester' }, status: contentStatus(kind),
  }), { title: 'Changed' }, CONTENT_KINDS),
  customer_inquiries: {
    kinds: OWNED_KINDS,
    key: 'id',
    seed: async (kind) => (await serviceInquiry(kind)).id,
    insertRow: async (kind) => ({ ...inquiryRow(), ...(ownerOf(kind) ? { owner_id: ownerOf(kind) } : {}) }),
    changes: { status: 'closed', notes: 'Called back on Monday.', company: 'Changed Co' },
  },
  inquiry_recipient_consents: inquiryPartTable('inquiry_recipient_consents', 'inquiry_id', async (kind) => ({
    inquiry_id: (await serviceInquiry(kind)).id, recipient: 'meta', granted: true, decided_at: new Date().toISOString(),
  }), { granted: false }),
  inquiry_consent_events: inquiryPartTable('inquiry_consent_events', 'id', async (kind) => ({
    inquiry_id: (await serviceInquiry(kind)).id, recipient: 'meta', via: 'visitor',
  }), { via: 'admin' }),
  notification_outbox: inquiryPartTable('notification_outbox', 'id', async (kind) => ({
    inquiry_id: (await serviceInquiry(kind)).id,
    destination_kind: 'webhook',
    destination_name: 'Matrix hook',
    event: 'inquiry.created',
    payload: { note: 'matrix' },
    // Not due for a year: no delivery run would take it.
    next_attempt_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
  }), { state: 'delivered' }),
  conversions: inquiryPartTable('conversions', 'id', async (kind) => ({
    inquiry_id: (await serviceInquiry(kind)).id, stage: 'won', occurred_at: new Date().toISOString(),
  }), { stage: 'qualified' }),
  conversion_deliveries: inquiryPartTable('conversion_deliveries', 'id', async (kind) => ({
    conversion_id: await serviceConversion(kind), platform: 'meta', state: 'queued',
  }), { state: 'accepted' }),
  inquiry_meetings: inquiryPartTable('inquiry_meetings', 'id', async (kind) => ({
    inquiry_id: (await serviceInquiry(kind)).id, provider: 'cal.com', external_id: `matrix-${uniqueSuffix()}`, matched_by: 'reference',
  }), { status: 'cancelled' }),
  salesperson_links: plainTable('salesperson_links', (kind) => ({
    salesperson_name: `matrix-${uniqueSuffix()}`,
    display_name: 'Matrix Person',
    email: 'matrix@example.com',
    services: ['saas'],
    member_id: ownerOf(kind),
  }), { display_name: 'Changed' }, OWNED_KINDS),
  team_members: {
    kinds: [null],
    key: 'user_id',
    async seed() {
      // Another member's row: what an attacker would try to read, change or remove.
      const user = await newUser('matrix-member')
      await addMember(user, 'editor')
      return user.id
    },
    async insertRow() {
      // Making oneself (or anyone) an admin.
      const user = await newUser('matrix-climber')
      return { user_id: user.id, email: user.email, display_name: 'Climber', role: 'admin', active: true }
    },
    changes: { display_name: 'Changed' },
  },
  audit_events: {
    kinds: AUDIT_KINDS,
    key: 'id',
    async seed(kind) {
      // Written only by the database's own triggers: arranged here as the superuser.
      const { rows } = await stack.db.query<{ id: string }>(
        `insert into public.audit_events (actor_label, kind, action, record_id, record_label)
         values ('matrix', $1, 'update', $2, 'Matrix record') returning id::text`,
        [kind === 'content' ? 'blog' : 'inquiry', crypto.randomUUID()],
      )
      return rows[0]!.id
    },
    insertRow: async (kind) => ({ kind: kind === 'content' ? 'blog' : 'inquiry', action: 'update', record_id: crypto.randomUUID() }),
    changes: { record_label: 'Changed' },
  },
  publish_requests: plainTable('publish_requests', () => ({ reason: 'manual', status: 'skipped' }), { detail: 'Changed' }),
  notification_destinations: plainTable('notification_destinations', () => ({
    kind: 'webhook',
    name: 'Matrix hook',
    // Nothing listens there: the matrix never waits for a delivery.
    webhook_url: 'http://127.0.0.1:9/matrix',
    signing_secret: SIGNING_SECRET,
    enabled: false,
  }), { name: 'Changed' }),
  notification_settings: fixedTable('id', 'true', { id: true, reminder_after_hours: 4 }, { reminder_after_hours: 99 }, 'notification_settings'),
  retention_settings: fixedTable('id', 'true', { id: true, inquiry_months: 36 }, { trash_days: 99 }, 'retention_settings'),
  retention_runs: plainTable('retention_runs', () => ({ removed: { inquiries_expired: 0 } }), { removed: { changed: 1 } }),
  privacy_requests: plainTable('privacy_requests', () => ({ action: 'lookup', email_hash: 'a'.repeat(64), counts: {} }), { action: 'erase' }),
  conversion_settings: fixedTable('id', 'true', { id: true, won_name: 'Won' }, { won_name: 'Deal closed' }, 'conversion_settings'),
  conversion_destinations: fixedTable('platform', 'meta', { platform: 'meta', enabled: false }, {
    // As stored: the platform's defaults filled in, keys in jsonb's order.
    settings: { dataset_id: '1234567890', won_event_name: 'Converted', qualified_event_name: 'Marketing Qualified Lead' },
  }, 'conversion_destinations'),
}

async function countStored(table: string, key: string, id: string): Promise<number> {
  const { count, error } = await service.from(table).select('*', { count: 'exact', head: true }).eq(key, id)
  if (error) throw error
  return count ?? 0
}

async function storedValue(table: string, key: string, id: string, column: string): Promise<unknown> {
  const { data } = await service.from(table).select(column).eq(key, id).maybeSingle()
  return (data as Record<string, unknown> | null)?.[column]
}

/** The column an update tries: the first change there is (a cell naming columns tries each of them). */
function updateColumn(table: string, grant: TableGrant): string {
  const changes = FIXTURES[table]!.changes
  for (const column of grant.updateColumns ?? []) {
    if (!(column in changes)) throw new Error(`The matrix has no change of ${table}.${column} to try`)
  }
  return Object.keys(changes)[0]!
}

/** Tries the operation on a row of the kind and tells whether it took effect (RLS often "succeeds" on 0 rows). */
async function attempt(client: Client, table: string, kind: Kind, op: TableOp, column?: string): Promise<boolean> {
  const fixture = FIXTURES[table]
  if (!fixture) throw new Error(`The matrix does not know how to make a row of ${table}: add it to FIXTURES`)
  const id = await fixture.seed(kind)
  const { key } = fixture
  switch (op) {
    case 'select': {
      const { data, error } = await client.from(table).select('*').eq(key, id)
      return !error && (data?.length ?? 0) === 1
    }
    case 'insert': {
      if (fixture.fixed) {
        // Only a missing fixed row could be added: remove it first, so the insert is a real try.
        await service.from(table).delete().eq(key, id)
        const { error } = await client.from(table).insert(await fixture.insertRow(kind) as never)
        const added = !error && (await countStored(table, key, id)) === 1
        await fixture.seed(kind)
        return added
      }
      const { error } = await client.from(table).insert(await fixture.insertRow(kind) as never)
      return !error
    }
    case 'update': {
      const value = fixture.changes[column!]
      await client.from(table).update({ [column!]: value } as never).eq(key, id)
      return JSON.stringify(await storedValue(table, key, id, column!)) === JSON.stringify(value)
    }
    case 'delete': {
      await client.from(table).delete().eq(key, id)
      const gone = (await countStored(table, key, id)) === 0
      if (fixture.fixed) await fixture.seed(kind)
      return gone
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The media bucket: list, upload, replace, delete through the Storage API.

const file = (byte: number) => webpBlob(8, byte)

async function seedFile(bucket: string): Promise<string> {
  const path = `matrix/${uniqueSuffix()}/seed.webp`
  const { error } = await service.storage.from(bucket).upload(path, file(1))
  if (error) throw error
  return path
}

async function storedByte(bucket: string, path: string) {
  const response = await fetch(service.storage.from(bucket).getPublicUrl(path).data.publicUrl)
  return response.ok ? new Uint8Array(await response.arrayBuffer()).at(-1) : null
}

async function attemptInBucket(client: Client, name: string, op: TableOp): Promise<boolean> {
  const path = await seedFile(name)
  const bucket = client.storage.from(name)
  switch (op) {
    case 'select': {
      const { data } = await bucket.list(path.split('/').slice(0, -1).join('/'))
      return (data ?? []).some((item) => item.name === 'seed.webp')
    }
    case 'insert': {
      const fresh = `matrix/${uniqueSuffix()}/new.webp`
      await bucket.upload(fresh, file(2))
      return (await storedByte(name, fresh)) === 2
    }
    case 'update':
      await bucket.upload(path, file(3), { upsert: true })
      return (await storedByte(name, path)) === 3
    case 'delete':
      await bucket.remove([path])
      return (await storedByte(name, path)) === null
  }
}

// ---------------------------------------------------------------------------------------------
// Functions: how to call each one, and for those that act on one lead, whether it did.

interface CallContext {
  kind: Kind
  /** What prepare() made: the inquiry, delivery or member the call is about. */
  target: string
  marker: string
}

interface FunctionCase {
  kinds?: readonly Kind[]
  prepare?(kind: Kind): Promise<{ target: string; marker?: string }>
  args(context: CallContext): Record<string, unknown>
  /** For a function whose answer or effect concerns the target: did the call reach it? */
  reached?(context: CallContext, data: unknown): Promise<boolean> | boolean
}

const holdsMarker = ({ marker }: CallContext, data: unknown) => JSON.stringify(data ?? null).includes(marker)

async function wonValue(inquiryId: string): Promise<{ value: unknown; answered: unknown }> {
  const { data } = await service.from('conversions').select('value, value_answered_at').eq('inquiry_id', inquiryId).eq('stage', 'won').single()
  const row = data as { value: unknown; value_answered_at: unknown } | null
  return { value: row?.value ?? null, answered: row?.value_answered_at ?? null }
}

const ownedInquiry = async (kind: Kind) => {
  const { id, marker } = await serviceInquiry(kind)
  return { target: id, marker }
}

const FUNCTIONS: Record<string, FunctionCase> = {
  submit_inquiry: {
    args: () => ({ payload: { ...inquiryRow(), service_interest: 'SaaS Solutions', form_fill_ms: 9000, website: '' } }),
  },
  withdraw_consent: {
    args: () => ({ receipts: [], recipients: ['meta'] }),
  },
  consent_recipients: { args: () => ({}) },
  retention_policy: { args: () => ({}) },
  resolve_salesperson_link: {
    args: () => ({ salesperson_name: 'nobody-here', service_id: 'saas' }),
  },
  my_membership: {
    args: () => ({}),
    reached: (_context, data) => data !== null && typeof data === 'object',
  },
  list_inquiries: {
    kinds: OWNED_KINDS,
    prepare: ownedInquiry,
    args: () => ({ filters: { screening: 'all' }, page_offset: 0, page_limit: 1000 }),
    reached: holdsMarker,
  },
  inquiry_lead_breakdown: {
    kinds: OWNED_KINDS,
    prepare: ownedInquiry,
    args: () => ({ since: new Date(Date.now() - 3_600_000).toISOString() }),
    reached: holdsMarker,
  },
  inquiry_filter_options: {
    kinds: OWNED_KINDS,
    prepare: ownedInquiry,
    args: () => ({}),
    reached: holdsMarker,
  },
  set_conversion_value: {
    kinds: OWNED_KINDS,
    prepare: async (kind) => ({ target: await convertedInquiry(kind) }),
    args: ({ target }) => ({ target_inquiry: target, deal_value: '1234.50', deal_currency: 'EUR' }),
    reached: async ({ target }) => Number((await wonValue(target)).value) === 1234.5,
  },
  skip_conversion_value: {
    kinds: OWNED_KINDS,
    prepare: async (kind) => ({ target: await convertedInquiry(kind) }),
    args: ({ target }) => ({ target_inquiry: target }),
    reached: async ({ target }) => (await wonValue(target)).answered !== null,
  },
  retry_conversion_delivery: {
    async prepare() {
      const row = { conversion_id: await serviceConversion('unowned'), platform: 'meta', state: 'rejected' }
      const { data, error } = await service.from('conversion_deliveries').insert(row).select('id').single()
      if (error) throw error
      return { target: (data as { id: string }).id }
    },
    args: ({ target }) => ({ delivery_id: target }),
  },
  conversion_feed_csv: { args: () => ({ file_name: 'won.csv' }) },
  conversion_report: { args: () => ({ period_start: '2026-10-01', period_end: '2026-10-31' }) },
  regenerate_conversion_feed_token: { args: () => ({}) },
  retry_notification: {
    async prepare() {
      const id = await FIXTURES.notification_outbox!.seed('unowned')
      await service.from('notification_outbox').update({ state: 'failed' }).eq('id', id)
      return { target: id }
    },
    args: ({ target }) => ({ notification_id: target }),
  },
  privacy_lookup: { args: () => ({ email: `nobody-${uniqueSuffix()}@example.com` }) },
  privacy_export: { args: () => ({ email: `nobody-${uniqueSuffix()}@example.com` }) },
  privacy_erase: { args: () => ({ email: `nobody-${uniqueSuffix()}@example.com` }) },
  privacy_erasure_record: { args: () => ({ email: `nobody-${uniqueSuffix()}@example.com` }) },
  privacy_record_withdrawal: { args: () => ({ email: `nobody-${uniqueSuffix()}@example.com`, recipients: ['meta'] }) },
  client_address_check: { args: () => ({}) },
  set_client_address_hops: {
    async prepare() {
      const { rows } = await stack.db.query<{ rest: number; fn: number }>(
        'select trusted_proxy_hops as rest, function_proxy_hops as fn from private.client_address_settings',
      )
      // The values there already: an allowed call changes nothing for the other suites' sake.
      return { target: `${rows[0]!.rest}:${rows[0]!.fn}` }
    },
    args: ({ target }) => ({ rest_hops: Number(target.split(':')[0]), function_hops: Number(target.split(':')[1]) }),
  },
  content_changes_since: { args: () => ({}) },
  get_publish_settings: { args: () => ({}) },
  set_publish_settings: { args: () => ({}) },
  request_publish: { args: () => ({}) },
  list_team: { args: () => ({}) },
  list_activity: { args: () => ({ p_limit: 5 }) },
  record_history: {
    kinds: AUDIT_KINDS,
    prepare: async (kind) => ({ target: kind === 'content' ? 'blog' : 'inquiry' }),
    args: ({ target }) => ({ p_kind: target, p_record_id: crypto.randomUUID() }),
  },
  set_member_role: {
    async prepare() {
      const user = await newUser('matrix-role')
      await addMember(user, 'editor')
      return { target: user.id }
    },
    args: ({ target }) => ({ p_user_id: target, p_role: 'sales' }),
  },
  set_member_active: {
    async prepare() {
      const user = await newUser('matrix-active')
      await addMember(user, 'editor')
      return { target: user.id }
    },
    args: ({ target }) => ({ p_user_id: target, p_active: false }),
  },
  set_member_links: {
    async prepare() {
      const user = await newUser('matrix-links')
      await addMember(user, 'sales')
      return { target: user.id }
    },
    args: ({ target }) => ({ p_user_id: target, p_link_ids: [] }),
  },
  assign_inquiries: {
    prepare: ownedInquiry,
    args: ({ target }) => ({ p_ids: [target], p_owner: members.salesB.id }),
  },
  add_invited_member: {
    async prepare() {
      return { target: (await newUser('matrix-invited')).id }
    },
    args: ({ target }) => ({ p_user_id: target, p_email: `invited-${uniqueSuffix()}@example.com`, p_display_name: 'Invited', p_role: 'editor', p_link_ids: [] }),
  },
  // Only the service role, pg_cron or a delivery function: arguments of the right shape.
  apply_retention: { args: () => ({}) },
  claim_build_hook_calls: { args: () => ({}) },
  record_build_hook_call: { args: () => ({ request_id: crypto.randomUUID(), succeeded: false, outcome: 'matrix' }) },
  claim_notifications: { args: () => ({ batch_size: 5, lease_seconds: 60 }) },
  record_notification_results: { args: () => ({ results: [] }) },
  queue_notification_reminders: { args: () => ({}) },
  notification_delivery_settings: { args: () => ({}) },
  notification_still_claimed: { args: () => ({ notification_id: crypto.randomUUID() }) },
  claim_conversion_deliveries: { args: () => ({ max_rows: 1 }) },
  record_conversion_delivery: { args: () => ({ delivery_id: crypto.randomUUID(), outcome: 'accepted' }) },
  conversion_delivery_still_claimed: { args: () => ({ delivery_id: crypto.randomUUID() }) },
  conversion_destination_for_test: { args: () => ({ target_platform: 'meta' }) },
  conversion_feed_for_token: { args: () => ({ feed_token: 'not-the-token', file_name: 'won.csv', mark: false }) },
  webhook_address_policy: { args: () => ({}) },
  audit_password_verification_attempt: { args: () => ({ event: { user_id: members.salesB.id, valid: false } }) },
  speed_to_lead: { args: () => ({ p_from: '2026-10-01T00:00:00Z', p_to: '2026-11-01T00:00:00Z' }) },
  get_lead_routing: { args: () => ({}) },
  // The default already: an allowed call changes nothing for the other cells.
  set_lead_routing: { args: () => ({ p_round_robin_enabled: true }) },
  set_member_routing: {
    async prepare() {
      const user = await newUser('matrix-routing')
      await addMember(user, 'sales')
      return { target: user.id }
    },
    args: ({ target }) => ({ p_user_id: target, p_takes_new_leads: false, p_lead_weight: 1, p_away: false }),
  },
  set_my_away: { args: () => ({ p_away: false }) },
  // booking-webhook: the admins' secret and attach RPCs; the webhook's own (service role).
  rotate_booking_webhook_secret: { args: () => ({ p_provider: 'calendly' }) },
  booking_webhook_secret_hints: { args: () => ({}) },
  attach_meeting: {
    async prepare() {
      const row = { provider: 'cal.com', external_id: `matrix-unmatched-${uniqueSuffix()}` }
      const { data, error } = await service.from('inquiry_meetings').insert(row).select('id').single()
      if (error) throw error
      return { target: (data as { id: string }).id, marker: (await serviceInquiry('unowned')).id }
    },
    args: ({ target, marker }) => ({ p_meeting: target, p_inquiry: marker }),
  },
  booking_webhook_secret: { args: () => ({ p_provider: 'cal.com' }) },
  record_booking_event: { args: () => ({ p_provider: 'cal.com', p_body_sha256: 'not-a-digest', p_event: {} }) },
  // booking-link:
  set_member_booking_url: {
    async prepare() {
      const user = await newUser('matrix-booking')
      await addMember(user, 'sales')
      return { target: user.id }
    },
    args: ({ target }) => ({ p_user_id: target, p_url: 'https://cal.com/matrix/30min' }),
  },
  set_my_booking_url: { args: () => ({ p_url: null }) },
  get_booking_settings: { args: () => ({}) },
  set_booking_settings: { args: () => ({ p_default_url: null }) },
}

type Verdict = 'allowed' | 'refused' | `failed: ${string}`

/**
 * Calls the function as the client. Refused: a permission error (42501), or, for a function
 * about one row, a call that did not reach it. Allowed: no error (and the row reached). Any
 * other error is neither, and fails the cell with its message.
 */
async function call(client: Client, name: string, kind: Kind): Promise<Verdict> {
  const spec = FUNCTIONS[name]
  if (!spec) throw new Error(`The matrix does not know how to call ${name}: add it to FUNCTIONS`)
  const prepared = spec.prepare ? await spec.prepare(kind) : { target: '' }
  const context: CallContext = { kind, target: prepared.target, marker: prepared.marker ?? '\u0000' }
  const { data, error } = await client.rpc(name, spec.args(context))
  if (error?.code === '42501') return 'refused'
  if (spec.reached) return (await spec.reached(context, error ? null : data)) ? (error ? `failed: ${error.code} ${error.message}` : 'allowed') : 'refused'
  return error ? `failed: ${error.code} ${error.message}` : 'allowed'
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  members.admin = await newUser('matrix-admin')
  members.editor = await newUser('matrix-editor')
  members.salesA = await newUser('matrix-sales-a')
  members.salesB = await newUser('matrix-sales-b')
  members.deactivatedAdmin = await newUser('matrix-deactivated-admin')
  members.deactivatedSales = await newUser('matrix-deactivated-sales')
  await addMember(members.admin, 'admin')
  await addMember(members.editor, 'editor')
  await addMember(members.salesA, 'sales')
  await addMember(members.salesB, 'sales')
  await addMember(members.deactivatedAdmin, 'admin')
  await addMember(members.deactivatedSales, 'sales')
  const signIn = (user: TestUser) => stack.signedInClient(user.email, user.password)
  clients.anon = stack.anonClient()
  clients.admin = await signIn(members.admin)
  clients.editor = await signIn(members.editor)
  clients.sales = await signIn(members.salesA)
  // Signed in while active, switched off afterwards: the token still says authenticated.
  clients['deactivated admin'] = await signIn(members.deactivatedAdmin)
  clients['deactivated sales'] = await signIn(members.deactivatedSales)
  await addMember(members.deactivatedAdmin, 'admin', false)
  await addMember(members.deactivatedSales, 'sales', false)
})

afterAll(async () => {
  await stack?.stop()
})

const tables = ENTRIES.filter((entry) => entry.subject === 'table')
const buckets = ENTRIES.filter((entry) => entry.subject === 'bucket')
const functions = ENTRIES.filter((entry) => entry.subject === 'function')

describe('the role table', () => {
  it('has a row for every public table and function of the schema, and none for what is not there', async () => {
    const inSchema = await stack.db.query<{ kind: string; name: string }>(`
      select 'table' as kind, c.relname as name
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
          and not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype = 'e')
      union
      select 'function', p.proname
        from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1, 2`)
    const schema = inSchema.rows.map((row) => `${row.kind} ${row.name}`)
    const documented = [...tables, ...functions].map((entry) => `${entry.subject} ${entry.name}`)
    expect({
      'without a row in the role table': schema.filter((name) => !documented.includes(name)),
      'in the role table but not in the schema': documented.filter((name) => !schema.includes(name)),
    }).toEqual({ 'without a row in the role table': [], 'in the role table but not in the schema': [] })
  })

  it('is read as its grammar says, and a cell outside it stops the suite', () => {
    expect(parseTableGrant('S U(status, notes)')).toEqual({ ops: new Set(['select', 'update']), updateColumns: ['status', 'notes'] })
    expect(parseTableGrant('-')).toEqual({ ops: new Set(), updateColumns: null })
    expect(parseScoped('own: x; other: -', parseExecute)).toEqual({ kind: 'per-row', values: new Map([['own', true], ['other', false]]) })
    for (const cell of ['SU', 'S X', 'S S', 'S(a)', 'U()', 'read', '']) expect(() => parseTableGrant(cell), cell).toThrow()
    for (const cell of ['X', 'yes', '']) expect(() => parseExecute(cell), cell).toThrow()
    expect(() => parseScoped('own: S; own: -', parseTableGrant)).toThrow()
    const header = '## Security model\n\n| table or function | anon | sales | editor | admin | deactivated | rule |\n|---|---|---|---|---|---|---|\n'
    expect(parseRoleTable(`${header}| \`rpc/f\` | x | - | - | x | - | |\n`)).toEqual([
      { subject: 'function', name: 'f', cells: { anon: { kind: 'all', value: true }, sales: { kind: 'all', value: false }, editor: { kind: 'all', value: false }, admin: { kind: 'all', value: true }, deactivated: { kind: 'all', value: false } } },
    ])
    expect(() => parseRoleTable(`${header}| \`t\` | S | - | - | S |\n`)).toThrow(/cells/)
    expect(() => parseRoleTable(`${header}| \`t\` | S | - | - | S | - | |\n| \`t\` | S | - | - | S | - | |\n`)).toThrow(/two rows/)
  })

  it('names, per row, the kinds the matrix can make', () => {
    for (const entry of ENTRIES) {
      const known: readonly Kind[] = entry.subject === 'table' ? FIXTURES[entry.name]?.kinds ?? [null]
        : entry.subject === 'function' ? FUNCTIONS[entry.name]?.kinds ?? [null] : [null]
      for (const role of ROLES) {
        const cell = entry.cells[role] as Scoped<unknown>
        if (cell.kind === 'per-row') expect([...cell.values.keys()].sort(), `${entry.name} as ${role}`).toEqual([...known].sort())
      }
    }
  })
})

type TableEntry = Extract<RoleTableEntry, { subject: 'table' }>

interface TableCase {
  label: string
  actor: Actor
  kind: Kind
  op: TableOp
  column: string | undefined
  allowed: boolean
}

/** One case per role, kind of row and operation (an update limited to columns adds the refusal of another). */
function tableCases(entry: TableEntry): TableCase[] {
  const kinds = FIXTURES[entry.name]?.kinds ?? [null]
  return ACTOR_NAMES.flatMap((actor) => kinds.flatMap((kind) => TABLE_OPS.flatMap((op): TableCase[] => {
    const grant = forRow(entry.cells[ACTORS[actor]], kind)
    const label = `${actor}${kind ? ` (${kind})` : ''} ${op}`
    if (op !== 'update') return [{ label, actor, kind, op, column: undefined, allowed: grant.ops.has(op) }]
    // Each column the cell names, or else one change of the row.
    const first = updateColumn(entry.name, grant)
    const columns = grant.updateColumns ?? [first]
    const cases = columns.map((column): TableCase => ({ label: `${label} ${column}`, actor, kind, op, column, allowed: grant.ops.has(op) }))
    if (grant.updateColumns) {
      const other = Object.keys(FIXTURES[entry.name]!.changes).find((name) => !grant.updateColumns!.includes(name))
      if (!other) throw new Error(`The matrix has no change of ${entry.name} outside ${grant.updateColumns.join(', ')} to try`)
      cases.push({ label: `${label} ${other}`, actor, kind, op, column: other, allowed: false })
    }
    return cases
  })))
}

describe.each(tables.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
  it.each(tableCases(entry as TableEntry).map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    expect(await attempt(actAs(c.actor), entry.name, c.kind, c.op, c.column)).toBe(c.allowed)
  })
})

describe.each(buckets.map((entry) => [entry.name, entry] as const))('storage bucket %s', (name, entry) => {
  const cases = ACTOR_NAMES.flatMap((actor) => TABLE_OPS.map((op) => [`${actor} ${op}`, actor, op] as const))
  it.each(cases)('%s', async (_label, actor, op) => {
    const grant = forRow((entry as Extract<RoleTableEntry, { subject: 'bucket' }>).cells[ACTORS[actor]], null)
    expect(await attemptInBucket(actAs(actor), name, op)).toBe(grant.ops.has(op))
  })
})

describe.each(functions.map((entry) => [entry.name, entry] as const))('rpc/%s', (name, entry) => {
  const kinds = FUNCTIONS[name]?.kinds ?? [null]
  const cases = ACTOR_NAMES.flatMap((actor) => kinds.map((kind) => [`${actor}${kind ? ` (${kind})` : ''}`, actor, kind] as const))
  it.each(cases)('%s', async (_label, actor, kind) => {
    const allowed = forRow((entry as Extract<RoleTableEntry, { subject: 'function' }>).cells[ACTORS[actor]], kind)
    expect(await call(actAs(actor), name, kind)).toBe(allowed ? 'allowed' : 'refused')
  })
})
