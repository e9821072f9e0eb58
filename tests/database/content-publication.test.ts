/**
 * Drafts and scheduling at the database: visitors (and signed-in non-admins) read only what is
 * published, or scheduled and due; admins read everything; the job that marks due items
 * published is nobody's to call through the API.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, uniqueSuffix, type TestStack } from '../support/local-stack'

let stack: TestStack
let anon: SupabaseClient
let stranger: SupabaseClient
let admin: SupabaseClient

const past = () => new Date(Date.now() - 60_000).toISOString()
const future = () => new Date(Date.now() + 3_600_000).toISOString()

type State = { status: 'draft' | 'scheduled' | 'published'; publish_at: string | null }
const STATES: Record<string, () => State> = {
  draft: () => ({ status: 'draft', publish_at: null }),
  'scheduled, not yet due': () => ({ status: 'scheduled', publish_at: future() }),
  'scheduled and due': () => ({ status: 'scheduled', publish_at: past() }),
  published: () => ({ status: 'published', publish_at: past() }),
}
const VISIBLE_TO_VISITORS: Record<string, boolean> = {
  draft: false,
  'scheduled, not yet due': false,
  'scheduled and due': true,
  published: true,
}

const rows: Record<'portfolios' | 'blogs', (state: State) => Record<string, unknown>> = {
  portfolios: (state: State) => ({ title: `Project ${uniqueSuffix()}`, description: 'States', service_id: 'saas', ...state }),
  blogs: (state: State) => ({ title: `Post ${uniqueSuffix()}`, content: 'States', author: { name: 'Tester' }, ...state }),
}

async function insertAs(table: keyof typeof rows, state: State): Promise<string> {
  const { data, error } = await stack.serviceClient().from(table).insert(rows[table](state)).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

beforeAll(async () => {
  stack = await startTestStack()
  anon = stack.anonClient()
  await stack.createUser('pub-stranger@example.com', 'stranger-password-1')
  stranger = await stack.signedInClient('pub-stranger@example.com', 'stranger-password-1')
  admin = await stack.adminClient()
})

afterAll(() => stack?.stop())

describe.each(['portfolios', 'blogs'] as const)('%s', (table) => {
  it.each(Object.keys(STATES))('a %s row: visitors and non-admins see it only when it is public; admins always', async (name) => {
    const id = await insertAs(table, STATES[name]!())
    for (const client of [anon, stranger]) {
      const { data, error } = await client.from(table).select('id').eq('id', id)
      expect(error).toBeNull()
      expect(data?.length).toBe(VISIBLE_TO_VISITORS[name] ? 1 : 0)
    }
    const { data } = await admin.from(table).select('id').eq('id', id)
    expect(data?.length).toBe(1)
  })

  it('a visitor’s count leaves drafts out', async () => {
    await insertAs(table, STATES.draft!())
    const visitor = await anon.from(table).select('id', { count: 'exact', head: true })
    const everything = await admin.from(table).select('id', { count: 'exact', head: true })
    expect(visitor.count).toBeLessThan(everything.count ?? 0)
  })

  it('refuses a scheduled row without its time, and an unknown state', async () => {
    const noTime = await admin.from(table).insert(rows[table]({ status: 'scheduled', publish_at: null }))
    expect(noTime.error?.code).toBe('23514')
    const unknown = await admin.from(table).insert(rows[table]({ status: 'hidden' as never, publish_at: null }))
    expect(unknown.error?.code).toBe('23514')
  })

  it('keeps rows written without a state public (Migrate Static Data, older backups)', async () => {
    const { status: _status, publish_at: _publishAt, ...withoutState } = rows[table](STATES.published!())
    const { data, error } = await admin.from(table).insert(withoutState).select('status').single()
    expect(error).toBeNull()
    expect(data).toEqual({ status: 'published' })
  })
})

describe('marking due scheduled items published', () => {
  it('publishes what is due and leaves the rest', async () => {
    const due = await insertAs('blogs', STATES['scheduled and due']!())
    const notYet = await insertAs('portfolios', STATES['scheduled, not yet due']!())
    const { rows: ran } = await stack.db.query<{ published: number }>('select private.publish_due_content() as published')
    expect(ran[0]!.published).toBeGreaterThanOrEqual(1)
    const { rows: after } = await stack.db.query<{ id: string; status: string }>(
      `select id, status from public.blogs where id = $1 union all select id, status from public.portfolios where id = $2`,
      [due, notYet],
    )
    expect(after).toEqual([{ id: due, status: 'published' }, { id: notYet, status: 'scheduled' }])
  })

  it('cannot be called through the API by anyone', async () => {
    for (const client of [anon, stranger, admin]) {
      const { error } = await client.rpc('publish_due_content' as never)
      expect(error).not.toBeNull()
    }
  })
})

describe('a scheduled item coming due asks the public pages to rebuild', () => {
  const scheduledRequests = async () =>
    Number((await stack.db.query<{ n: number }>(`select count(*)::int as n from public.publish_requests where reason = 'scheduled'`)).rows[0]!.n)

  it('one request per run that published something, none when nothing was due', async () => {
    await stack.db.query('select private.publish_due_content()')
    const before = await scheduledRequests()
    await stack.db.query('select private.publish_due_content()')
    expect(await scheduledRequests()).toBe(before)

    await insertAs('blogs', STATES['scheduled and due']!())
    await insertAs('portfolios', STATES['scheduled and due']!())
    await stack.db.query('select private.publish_due_content()')
    expect(await scheduledRequests()).toBe(before + 1)
  })

  it('leaves the asking to auto-publish when that is on (its trigger already asked)', async () => {
    await stack.db.query('update private.publish_settings set auto_publish = true where id')
    try {
      const before = await scheduledRequests()
      await insertAs('blogs', STATES['scheduled and due']!())
      const autoBefore = Number((await stack.db.query<{ n: number }>(`select count(*)::int as n from public.publish_requests where reason = 'auto'`)).rows[0]!.n)
      await stack.db.query('select private.publish_due_content()')
      expect(await scheduledRequests()).toBe(before)
      const autoAfter = Number((await stack.db.query<{ n: number }>(`select count(*)::int as n from public.publish_requests where reason = 'auto'`)).rows[0]!.n)
      expect(autoAfter).toBeGreaterThan(autoBefore)
    } finally {
      await stack.db.query('update private.publish_settings set auto_publish = false where id')
    }
  })
})
