/**
 * The audit trail: the database records who changed what, in the transaction of the change, so
 * a change made through the REST API with a member's token is recorded like one made in the
 * back office; secrets appear only as "changed"; the trail is append-only (update, delete and
 * truncate refused, for the owner too) except for rows past the retention period, which the
 * retention job removes; sign-ins are recorded with the client's network only; admins read it
 * through list_activity (keyset-paged) and record_history.
 */
import { randomBytes } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, uniqueSuffix, type TestStack, type TestUser } from '../support/local-stack'

let stack: TestStack
let service: SupabaseClient
let admin: SupabaseClient
let adminUser: TestUser
let stranger: SupabaseClient

interface AuditRow {
  id: number
  at: string
  actor_id: string | null
  actor_label: string
  kind: string
  action: string
  record_id: string | null
  record_label: string | null
  changes: Record<string, unknown>
  network: string | null
}

async function trail(where: string, params: unknown[] = []): Promise<AuditRow[]> {
  const { rows } = await stack.db.query<AuditRow>(
    `select id::int as id, at, actor_id, actor_label, kind, action, record_id, record_label, changes, network
       from public.audit_events where ${where} order by id`,
    params,
  )
  return rows
}

async function newInquiry(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await service.from('customer_inquiries').insert({
    first_name: 'Jane',
    last_name: 'Doe',
    email: `jane.${uniqueSuffix()}@client.example`,
    service_interest: 'SaaS Solutions',
    budget_range: '$5,000 - $15,000',
    project_timeline: '1-2 months',
    message: 'Please call me back about the project.',
    source_page: 'contact',
    ...overrides,
  }).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

async function newPost(status = 'draft'): Promise<string> {
  const { data, error } = await admin.from('blogs').insert({
    title: `Audit post ${uniqueSuffix()}`,
    content: '<p>Body</p>',
    author: { name: 'Writer' },
    status,
  }).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  adminUser = await stack.createAdminUser('audit-admin@example.com', 'admin-password-1')
  await stack.createUser('audit-stranger@example.com', 'stranger-password-1')
  admin = await stack.signedInClient('audit-admin@example.com', 'admin-password-1')
  stranger = await stack.signedInClient('audit-stranger@example.com', 'stranger-password-1')
})

afterAll(async () => {
  await stack?.stop()
})

describe('written by the database, in the transaction of the change', () => {
  it("records a REST update made with a member's token: who, the record, and each field's before and after", async () => {
    const id = await newInquiry()
    const { error } = await admin.from('customer_inquiries').update({ status: 'contacted' }).eq('id', id)
    expect(error).toBeNull()
    const rows = await trail(`kind = 'inquiry' and record_id = $1`, [id])
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actor_id: adminUser.id,
      actor_label: 'audit-admin@example.com',
      action: 'update',
      record_label: `Inquiry ${id.slice(0, 8)}`,
      changes: { status: { before: 'new', after: 'contacted' } },
      network: null,
    })
  })

  it("records a sales member's REST update of their own lead, the status with before and after", async () => {
    const sam = await stack.createMember(`audit-sam-${uniqueSuffix()}@example.com`, 'sam-password-1', 'sales')
    const id = await newInquiry()
    expect((await admin.rpc('assign_inquiries', { p_ids: [id], p_owner: sam.id })).error).toBeNull()
    const client = await stack.signedInClient(sam.email, sam.password)
    const { error } = await client.from('customer_inquiries').update({ status: 'contacted', notes: 'Left a voicemail' }).eq('id', id)
    expect(error).toBeNull()
    const rows = await trail(`kind = 'inquiry' and record_id = $1`, [id])
    expect(rows.map((row) => [row.actor_label, row.changes])).toEqual([
      ['audit-admin@example.com', { owner_id: { before: null, after: sam.id } }],
      [sam.email, { status: { before: 'new', after: 'contacted' }, notes: 'changed' }],
    ])
    // A sales member reads no trail, not even their own lead's.
    expect((await client.rpc('record_history', { p_kind: 'inquiry', p_record_id: id })).error?.code).toBe('42501')
    expect((await client.from('audit_events').select('id')).data).toEqual([])
  })

  it('records trash, restore and purge of a lead, and a change by the system as the system', async () => {
    const id = await newInquiry()
    await admin.from('customer_inquiries').update({ deleted_at: new Date().toISOString() }).eq('id', id)
    await admin.from('customer_inquiries').update({ deleted_at: null }).eq('id', id)
    await service.from('customer_inquiries').update({ status: 'closed' }).eq('id', id)
    await admin.from('customer_inquiries').delete().eq('id', id)
    const rows = await trail(`kind = 'inquiry' and record_id = $1`, [id])
    expect(rows.map((row) => [row.action, row.actor_label])).toEqual([
      ['trash', 'audit-admin@example.com'],
      ['restore', 'audit-admin@example.com'],
      ['update', 'system'],
      ['purge', 'audit-admin@example.com'],
    ])
    expect(rows[2]).toMatchObject({ actor_id: null, changes: { status: { before: 'new', after: 'closed' } } })
  })

  it("keeps no copy of the lead's personal data: no name or email in any row about it", async () => {
    const id = await newInquiry({ first_name: 'Zebulon', email: 'zebulon.unique@client.example' })
    await admin.from('customer_inquiries').update({ status: 'in_progress' }).eq('id', id)
    await admin.from('customer_inquiries').delete().eq('id', id)
    const rows = await trail(`record_id = $1`, [id])
    expect(rows.length).toBeGreaterThanOrEqual(2)
    expect(JSON.stringify(rows)).not.toMatch(/zebulon/i)
  })

  it("records a lead's deal value under the lead, so its history is one list", async () => {
    const id = await newInquiry()
    await admin.from('customer_inquiries').update({ status: 'converted' }).eq('id', id)
    const { error } = await admin.rpc('set_conversion_value', { target_inquiry: id, deal_value: '1200', deal_currency: 'EUR' })
    expect(error).toBeNull()
    const { data, error: historyError } = await admin.rpc('record_history', { p_kind: 'inquiry', p_record_id: id })
    expect(historyError).toBeNull()
    const history = data as AuditRow[]
    expect(history.map((row) => `${row.kind}:${row.action}`)).toContain('conversion:update')
    const valued = history.find((row) => row.kind === 'conversion' && row.action === 'update' && row.record_label === 'won')
    expect(valued?.changes).toMatchObject({ value: { before: null, after: 1200 }, currency: { before: null, after: 'EUR' } })
    expect(history[0]!.id).toBeGreaterThan(history[history.length - 1]!.id)
  })

  it('leaves no record when the change is rolled back', async () => {
    const id = await newInquiry()
    const { error } = await admin.from('customer_inquiries').update({ status: 'not-a-status' }).eq('id', id)
    expect(error).not.toBeNull()
    expect(await trail(`record_id = $1`, [id])).toEqual([])
  })

  it('derives publish and unpublish from the publication columns, and records create and delete', async () => {
    const id = await newPost('draft')
    await admin.from('blogs').update({ title: 'Renamed post' }).eq('id', id)
    await admin.from('blogs').update({ status: 'published' }).eq('id', id)
    await admin.from('blogs').update({ status: 'draft' }).eq('id', id)
    await admin.from('blogs').delete().eq('id', id)
    const rows = await trail(`kind = 'blog' and record_id = $1`, [id])
    expect(rows.map((row) => row.action)).toEqual(['insert', 'update', 'publish', 'unpublish', 'delete'])
    expect(rows[1]!.changes).toEqual({ title: { before: expect.stringMatching(/^Audit post /), after: 'Renamed post' } })
    expect(rows[2]!.changes).toEqual({ status: { before: 'draft', after: 'published' } })
    expect(rows[4]!.record_label).toBe('Renamed post')
  })

  it('records a settings change with its before and after', async () => {
    const { error } = await admin.from('retention_settings').update({ trash_days: 45 }).eq('id', true)
    expect(error).toBeNull()
    const rows = await trail(`kind = 'privacy_settings'`)
    expect(rows.at(-1)).toMatchObject({
      action: 'update', record_label: 'Retention policy', changes: { trash_days: { before: 30, after: 45 } },
    })
    await admin.from('retention_settings').update({ trash_days: 30 }).eq('id', true)
  })

  it('shows a secret only as "changed", never its value', async () => {
    const secret = `whsec_${randomBytes(32).toString('base64')}`
    const { data, error } = await admin.from('notification_destinations').insert({
      kind: 'webhook', name: 'Audit hook', webhook_url: 'https://hooks.example.com/in', signing_secret: secret,
    }).select('id').single()
    expect(error).toBeNull()
    const id = (data as { id: string }).id
    const rotated = `whsec_${randomBytes(32).toString('base64')}`
    expect((await admin.from('notification_destinations').update({ signing_secret: rotated }).eq('id', id)).error).toBeNull()
    const rows = await trail(`kind = 'notification_settings' and record_id = $1`, [id])
    expect(rows.map((row) => row.action)).toEqual(['insert', 'update'])
    expect(rows[0]!.changes).toMatchObject({ name: { before: null, after: 'Audit hook' } })
    expect(rows[1]!.changes).toMatchObject({ signing_secret_hint: 'changed' })
    const text = JSON.stringify(rows)
    expect(text).not.toContain(secret)
    expect(text).not.toContain(rotated)
    expect(text).not.toContain(rotated.slice(-4))
  })
})

describe('the team', () => {
  it("records a member's role change with its before and after, under the member", async () => {
    const member = await stack.createMember(`audit-editor-${uniqueSuffix()}@example.com`, 'editor-password-1', 'editor')
    const { error } = await admin.rpc('set_member_role', { p_user_id: member.id, p_role: 'sales' })
    expect(error).toBeNull()
    const rows = await trail(`kind = 'team' and record_id = $1 and action = 'update'`, [member.id])
    expect(rows).toEqual([expect.objectContaining({
      actor_id: adminUser.id, record_label: member.email, changes: { role: { before: 'editor', after: 'sales' } },
    })])
  })

  it('lets an editor read the history of content, and nothing else', async () => {
    const editor = await stack.createMember(`audit-writer-${uniqueSuffix()}@example.com`, 'writer-password-1', 'editor')
    const writer = await stack.signedInClient(editor.email, editor.password)
    const post = await newPost()
    const lead = await newInquiry()
    await admin.from('customer_inquiries').update({ status: 'contacted' }).eq('id', lead)

    const history = await writer.rpc('record_history', { p_kind: 'blog', p_record_id: post })
    expect(history.error).toBeNull()
    expect((history.data as AuditRow[]).map((row) => row.action)).toEqual(['insert'])
    const refused = await writer.rpc('record_history', { p_kind: 'inquiry', p_record_id: lead })
    expect(refused.error?.code).toBe('42501')
    expect((await writer.rpc('list_activity', {})).error?.code).toBe('42501')
    const { data } = await writer.from('audit_events').select('kind')
    expect(new Set((data as Array<{ kind: string }>).map((row) => row.kind))).toEqual(new Set(['blog']))
  })

  it("records a lead's notes only as changed: they are free text about a person", async () => {
    const id = await newInquiry()
    const { error } = await admin.from('customer_inquiries').update({ notes: 'Called Zebulon, wants a quote' }).eq('id', id)
    expect(error).toBeNull()
    const rows = await trail(`kind = 'inquiry' and record_id = $1`, [id])
    expect(rows.map((row) => row.changes)).toEqual([{ notes: 'changed' }])
  })
})

describe('append-only', () => {
  it("refuses an admin's delete and update through the API", async () => {
    await newPost()
    const before = await trail('true')
    const removed = await admin.from('audit_events').delete().gt('id', 0).select('id')
    expect(removed.error?.code).toBe('42501')
    const changed = await admin.from('audit_events').update({ actor_label: 'someone else' }).gt('id', 0).select('id')
    expect(changed.error?.code).toBe('42501')
    const inserted = await admin.from('audit_events').insert({ kind: 'blog', action: 'insert' }).select('id')
    expect(inserted.error?.code).toBe('42501')
    expect(await trail('true')).toEqual(before)
  })

  it('refuses the service role too', async () => {
    const removed = await service.from('audit_events').delete().gt('id', 0).select('id')
    expect(removed.error?.code).toBe('42501')
  })

  it('refuses delete, update and truncate even for the owner, with a clear message', async () => {
    await newPost()
    for (const statement of [
      'delete from public.audit_events',
      `update public.audit_events set actor_label = 'someone else'`,
      'truncate public.audit_events',
    ]) {
      await expect(stack.db.query(statement)).rejects.toThrow('The audit trail cannot be changed.')
    }
    expect((await trail('true')).length).toBeGreaterThan(0)
  })

  it('retention removes only the rows older than the period (2 years by default)', async () => {
    // Rows are arranged in the past with the triggers' refusal paused, as only the owner can.
    await stack.db.query('alter table public.audit_events disable trigger audit_events_append_only')
    try {
      await stack.db.query(
        `insert into public.audit_events (kind, action, record_id, at) values
           ('blog', 'update', 'old-row', now() - interval '2 years 1 day'),
           ('blog', 'update', 'young-row', now() - interval '1 year 11 months')`,
      )
    } finally {
      await stack.db.query('alter table public.audit_events enable trigger audit_events_append_only')
    }
    // Even past the period, an update is refused; only the delete the policy allows passes.
    await expect(stack.db.query(`update public.audit_events set actor_label = 'x' where record_id = 'old-row'`))
      .rejects.toThrow('The audit trail cannot be changed.')
    const { data, error } = await service.rpc('apply_retention')
    expect(error).toBeNull()
    expect(data).toMatchObject({ audit_events_removed: 1 })
    expect((await trail(`record_id in ('old-row', 'young-row')`)).map((row) => row.record_id)).toEqual(['young-row'])
  })

  it('keeps the trail for the years an admin set', async () => {
    expect((await admin.from('retention_settings').select('audit_years').single()).data).toEqual({ audit_years: 2 })
    const { error } = await admin.from('retention_settings').update({ audit_years: 0 }).eq('id', true)
    expect(error?.code).toBe('23514')
  })
})

describe('sign-ins', () => {
  it('records a sign-in from the entry Supabase Auth writes, with the network only', async () => {
    await stack.createUser('audit-signin@example.com', 'signin-password-1')
    await stack.signedInClient('audit-signin@example.com', 'signin-password-1')
    const rows = await trail(`kind = 'sign_in' and actor_label = 'audit-signin@example.com'`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'sign_in', network: expect.stringMatching(/^127\.0\.0\.0\/24$|^::\/48$/) })
  })

  it("records a wrong password for an existing account through the stack's hook, and nothing for an unknown address", async () => {
    const user = await stack.createUser(`audit-wrong-${uniqueSuffix()}@example.com`, 'signin-password-1')
    const client = stack.anonClient()
    expect((await client.auth.signInWithPassword({ email: user.email, password: 'not-the-password' })).error?.message)
      .toBe('Invalid login credentials')
    expect((await client.auth.signInWithPassword({ email: `nobody-${uniqueSuffix()}@example.com`, password: 'x' })).error).not.toBeNull()
    const rows = await trail(`kind = 'sign_in' and action = 'sign_in_failed' and record_id = $1`, [user.id])
    expect(rows).toEqual([expect.objectContaining({ actor_label: user.email, network: null })])
    expect(await trail(`kind = 'sign_in' and actor_label like 'nobody-%'`)).toEqual([])
  })

  it('keeps an IPv4 /24 or an IPv6 /48, never the address', async () => {
    const user = await stack.createUser(`audit-net-${uniqueSuffix()}@example.com`, 'signin-password-1')
    for (const address of ['203.0.113.77', '2001:db8:1234:5678::1', '::ffff:198.51.100.23']) {
      await stack.db.query(
        `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), $1::json, now(), $2)`,
        [JSON.stringify({ action: 'login', actor_id: user.id, actor_username: user.email, log_type: 'account' }), address],
      )
    }
    const rows = await trail(`kind = 'sign_in' and record_id = $1`, [user.id])
    expect(rows.map((row) => row.network)).toEqual(['203.0.113.0/24', '2001:db8:1234::/48', '198.51.100.0/24'])
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.77|5678|198\.51\.100\.23/)
  })

  it("records a failed password as Supabase Auth's verification hook reports it, and lets the sign-in go on", async () => {
    const user = await stack.createUser(`audit-fail-${uniqueSuffix()}@example.com`, 'signin-password-1')
    const { rows: answers } = await stack.db.query<{ answer: unknown }>(
      'select public.audit_password_verification_attempt($1::jsonb) as answer',
      [JSON.stringify({ user_id: user.id, valid: false })],
    )
    expect(answers[0]!.answer).toEqual({ decision: 'continue' })
    await stack.db.query('select public.audit_password_verification_attempt($1::jsonb)', [JSON.stringify({ user_id: user.id, valid: true })])
    const rows = await trail(`kind = 'sign_in' and record_id = $1`, [user.id])
    expect(rows).toEqual([expect.objectContaining({ action: 'sign_in_failed', actor_label: user.email, actor_id: user.id })])
  })

  it('offers the hook to nobody through the API', async () => {
    for (const client of [stack.anonClient(), stranger, admin, service]) {
      const { error } = await client.rpc('audit_password_verification_attempt', { event: { user_id: adminUser.id, valid: false } })
      expect(error).not.toBeNull()
    }
  })
})

describe('reading the trail', () => {
  it('list_activity pages newest first by keyset and filters by member, kind, record and date', async () => {
    const ids = [await newPost(), await newPost(), await newPost()]
    const first = await admin.rpc('list_activity', { p_kind: 'blog', p_limit: 2 })
    expect(first.error).toBeNull()
    const page1 = first.data as AuditRow[]
    expect(page1).toHaveLength(2)
    expect(page1.map((row) => row.record_id)).toEqual([ids[2], ids[1]])
    const next = await admin.rpc('list_activity', { p_kind: 'blog', p_limit: 2, p_before_id: page1[1]!.id })
    expect((next.data as AuditRow[])[0]!.record_id).toBe(ids[0])

    const byRecord = await admin.rpc('list_activity', { p_record_id: ids[1] })
    expect((byRecord.data as AuditRow[]).map((row) => row.action)).toEqual(['insert'])
    const byActor = await admin.rpc('list_activity', { p_actor: adminUser.id, p_limit: 200 })
    expect((byActor.data as AuditRow[]).every((row) => row.actor_id === adminUser.id)).toBe(true)
    const future = await admin.rpc('list_activity', { p_from: new Date(Date.now() + 60_000).toISOString() })
    expect(future.data).toEqual([])
    const past = await admin.rpc('list_activity', { p_to: new Date(Date.now() - 86_400_000).toISOString(), p_kind: 'blog', p_limit: 200 })
    expect((past.data as AuditRow[]).filter((row) => ids.includes(row.record_id!))).toEqual([])
  })

  it('answers the first page from an index with 100,000 rows', async () => {
    await stack.db.query('alter table public.audit_events disable trigger audit_events_append_only')
    await stack.db.query(
      `insert into public.audit_events (kind, action, record_id, actor_label, at)
       select (array['inquiry','blog','portfolio','media'])[1 + g % 4], 'update', 'bulk-' || (g % 5000), 'bulk', now() - make_interval(secs => g)
         from generate_series(1, 100000) g`,
    )
    await stack.db.query('alter table public.audit_events enable trigger audit_events_append_only')
    await stack.db.query('analyze public.audit_events')
    for (const filter of [`true`, `e.kind = 'blog'`, `e.record_id = 'bulk-42'`]) {
      const { rows } = await stack.db.query<{ 'QUERY PLAN': string }>(
        `explain select * from public.audit_events e where ${filter} order by e.id desc limit 50`,
      )
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(plan).toMatch(/Index Scan/)
      expect(plan).not.toMatch(/Seq Scan/)
    }
  }, 120_000)

  it('refuses visitors and signed-in strangers', async () => {
    for (const client of [stack.anonClient(), stranger]) {
      for (const [fn, args] of [
        ['list_activity', {}],
        ['record_history', { p_kind: 'blog', p_record_id: 'x' }],
      ] as const) {
        const { data, error } = await client.rpc(fn, args)
        expect(data).toBeNull()
        // A visitor may not even call it; a signed-in stranger is refused by its role check.
        if (client === stranger) expect(error?.code).toBe('42501')
        else expect(error).not.toBeNull()
      }
    }
    const { data } = await stranger.from('audit_events').select('id')
    expect(data).toEqual([])
  })
})
