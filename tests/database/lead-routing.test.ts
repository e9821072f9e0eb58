/**
 * Lead routing: who owns a lead when it enters the inbox. The referral link's active sales
 * member first; else the next sales member of the weighted round-robin (those who take new
 * leads and are not away); else nobody. Held leads get their owner when approved, spam never;
 * the round-robin can be switched off. Concurrent submissions on separate connections (real
 * PostgreSQL under test:pg) take turns, so no member is given more than the weights allow.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, uniqueSuffix, type TestStack, type TestUser } from '../support/local-stack'
import { databaseUrl, postgresUnderTest } from '../support/postgres'
import { newSourceAddress } from '../support/source-address'

let stack: TestStack
let service: SupabaseClient
let admin: SupabaseClient
let sam: TestUser
let samClient: SupabaseClient
let editor: TestUser
/** The round-robin's members for these tests (sam is only ever the referral member). */
let queue: TestUser[] = []
let samLinkName = ''

const leadFields = (fields: Record<string, unknown> = {}) => ({
  first_name: 'Lena', last_name: 'Park', email: `lena-${uniqueSuffix()}@example.com`, service_interest: 'SaaS Solutions',
  budget_range: '$5,000 - $15,000', project_timeline: '1-2 months', message: 'A message long enough.',
  source_page: 'contact', ...fields,
})

/** A lead as the service role stores it (the insert trigger routes it). */
async function addLead(fields: Record<string, unknown> = {}): Promise<{ id: string; owner_id: string | null }> {
  const { data, error } = await service.from('customer_inquiries').insert(leadFields(fields)).select('id, owner_id').single()
  if (error) throw error
  return data as { id: string; owner_id: string | null }
}

const ownerOf = async (id: string) =>
  ((await service.from('customer_inquiries').select('owner_id').eq('id', id).single()).data as { owner_id: string | null }).owner_id

/** Puts exactly these members in the queue with these weights; everyone else out of it. */
async function queueOf(weights: Array<[TestUser, number, boolean?]>) {
  await stack.db.query('update public.team_members set takes_new_leads = false, away = false')
  for (const [member, weight, away] of weights) {
    const { error } = await admin.rpc('set_member_routing', {
      p_user_id: member.id, p_takes_new_leads: true, p_lead_weight: weight, p_away: away ?? false,
    })
    if (error) throw error
  }
}

/** n leads without a referral, inserted one after another in the database; how many each owner got. */
async function routeLeads(n: number): Promise<Map<string | null, number>> {
  const marker = `rr-${uniqueSuffix()}`
  await stack.db.query(`
    do $$ begin
      for i in 1..${n} loop
        insert into public.customer_inquiries (first_name, last_name, email, service_interest, budget_range,
            project_timeline, message, source_page, company)
          values ('Rob', 'Ins', 'rob' || i || '@example.com', 'SaaS Solutions', '$5,000 - $15,000', '1-2 months',
            'A message long enough.', 'contact', '${marker}');
      end loop;
    end $$`)
  return countOwners(marker)
}

async function countOwners(company: string): Promise<Map<string | null, number>> {
  const { rows } = await stack.db.query<{ owner_id: string | null; n: number }>(
    'select owner_id, count(*)::int as n from public.customer_inquiries where company = $1 group by owner_id',
    [company],
  )
  return new Map(rows.map((row) => [row.owner_id, Number(row.n)]))
}

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  admin = await stack.adminClient()
  sam = await stack.createMember(`sam-${uniqueSuffix()}@agency.test`, 'sam-password-1', 'sales')
  samClient = await stack.signedInClient(sam.email, sam.password)
  editor = await stack.createMember(`ed-${uniqueSuffix()}@agency.test`, 'ed-password-1', 'editor')
  queue = []
  for (const name of ['ana', 'ben', 'cleo', 'dev']) {
    queue.push(await stack.createMember(`${name}-${uniqueSuffix()}@agency.test`, `${name}-password-1`, 'sales'))
  }
  samLinkName = `sam-${uniqueSuffix()}`
  const { error } = await service.from('salesperson_links').insert({
    salesperson_name: samLinkName, display_name: 'Sam', email: sam.email, services: ['saas'], member_id: sam.id,
  })
  if (error) throw error
}, 120_000)

afterAll(() => stack?.stop())

beforeEach(async () => {
  await stack.db.query('update private.lead_routing_settings set round_robin_enabled = true')
})

describe('set_member_routing', () => {
  it('sets a sales member\'s place in the queue, for admins only', async () => {
    const [ana] = queue
    expect((await admin.rpc('set_member_routing', { p_user_id: ana!.id, p_takes_new_leads: true, p_lead_weight: 7, p_away: true })).error).toBeNull()
    const { rows } = await stack.db.query<{ takes_new_leads: boolean; lead_weight: number; away: boolean }>(
      'select takes_new_leads, lead_weight, away from public.team_members where user_id = $1', [ana!.id])
    expect(rows[0]).toEqual({ takes_new_leads: true, lead_weight: 7, away: true })
    const bySales = await samClient.rpc('set_member_routing', { p_user_id: sam.id, p_takes_new_leads: true, p_lead_weight: 1, p_away: false })
    expect(bySales.error?.code).toBe('42501')
  })

  it('refuses a weight out of 1 to 10, a member not in sales and an unknown one, changing nothing', async () => {
    const [ana] = queue
    const before = (await stack.db.query('select takes_new_leads, lead_weight, away from public.team_members where user_id = $1', [ana!.id])).rows
    for (const weight of [0, 11, -1, null]) {
      const { error } = await admin.rpc('set_member_routing', { p_user_id: ana!.id, p_takes_new_leads: false, p_lead_weight: weight, p_away: false })
      expect(error?.code).toBe('P0001')
      expect(error?.message).toBe('The lead weight must be a whole number from 1 to 10.')
    }
    const fractional = await admin.rpc('set_member_routing', { p_user_id: ana!.id, p_takes_new_leads: false, p_lead_weight: 2.5, p_away: false })
    expect(fractional.error).not.toBeNull()
    expect((await stack.db.query('select takes_new_leads, lead_weight, away from public.team_members where user_id = $1', [ana!.id])).rows).toEqual(before)
    const notSales = await admin.rpc('set_member_routing', { p_user_id: editor.id, p_takes_new_leads: true, p_lead_weight: 1, p_away: false })
    expect(notSales.error?.message).toBe('Only sales members take leads.')
    const unknown = await admin.rpc('set_member_routing', { p_user_id: crypto.randomUUID(), p_takes_new_leads: true, p_lead_weight: 1, p_away: false })
    expect(unknown.error?.message).toBe('No such team member.')
  })
})

describe('set_my_away', () => {
  it('lets a sales member mark themselves away and back, and nobody else', async () => {
    expect((await samClient.rpc('set_my_away', { p_away: true })).data).toBe(true)
    // The team screen's own-row read, as the member's Away switch does it.
    expect((await samClient.from('team_members').select('away').eq('user_id', sam.id).single()).data).toEqual({ away: true })
    const away = async () => (await stack.db.query<{ away: boolean }>('select away from public.team_members where user_id = $1', [sam.id])).rows[0]!.away
    expect(await away()).toBe(true)
    expect((await samClient.rpc('set_my_away', { p_away: false })).data).toBe(false)
    expect(await away()).toBe(false)
    expect((await admin.rpc('set_my_away', { p_away: true })).error?.code).toBe('42501')
    expect((await stack.anonClient().rpc('set_my_away', { p_away: true })).error?.code).toBe('42501')
  })
})

describe('the lead routing setting', () => {
  it('is on by default, read and changed by admins only', async () => {
    expect((await admin.rpc('get_lead_routing')).data).toEqual({ round_robin_enabled: true })
    expect((await admin.rpc('set_lead_routing', { p_round_robin_enabled: false })).data).toEqual({ round_robin_enabled: false })
    expect((await admin.rpc('get_lead_routing')).data).toEqual({ round_robin_enabled: false })
    expect((await admin.rpc('set_lead_routing', { p_round_robin_enabled: null })).error?.code).toBe('P0001')
    expect((await samClient.rpc('get_lead_routing')).error?.code).toBe('42501')
    expect((await samClient.rpc('set_lead_routing', { p_round_robin_enabled: true })).error?.code).toBe('42501')
    expect((await admin.rpc('get_lead_routing')).data).toEqual({ round_robin_enabled: false })
  })
})

describe('a new lead\'s owner', () => {
  it('is the referral link\'s sales member first, without taking a round-robin turn', async () => {
    const [ana] = queue
    await queueOf([[ana!, 1]])
    const turns = async () => (await stack.db.query<{ assigned: number }>(
      'select coalesce(sum(assigned), 0)::int as assigned from private.lead_routing_turns')).rows[0]!.assigned
    const before = await turns()
    expect((await addLead({ salesperson_name: samLinkName })).owner_id).toBe(sam.id)
    expect(await turns()).toBe(before)
    expect((await addLead()).owner_id).toBe(ana!.id)
  })

  it('is routed the same for a visitor\'s inquiry sent through rpc/submit_inquiry', async () => {
    const [ana] = queue
    await queueOf([[ana!, 1]])
    const visitor = stack.anonClient({ sourceAddress: newSourceAddress() })
    const { data, error } = await visitor.rpc('submit_inquiry', {
      payload: {
        first_name: 'Ada', last_name: 'Lovelace', email: `ada-${uniqueSuffix()}@example.com`, phone: '', company: '',
        service_interest: 'Web Applications', budget_range: '$15,000 - $50,000', project_timeline: '3-6 months',
        message: 'We would like a web application for our engines.', source_page: 'contact', website: '',
        form_fill_ms: 12_000, attribution: { salesperson: null },
      },
    })
    expect(error).toBeNull()
    expect(await ownerOf((data as { id: string }).id)).toBe(ana!.id)
  })

  it('is the round-robin\'s pick when the referral member is no longer an active sales member', async () => {
    const [ana] = queue
    await queueOf([[ana!, 1]])
    await stack.db.query('update public.team_members set active = false where user_id = $1', [sam.id])
    try {
      expect((await addLead({ salesperson_name: samLinkName })).owner_id).toBe(ana!.id)
    } finally {
      await stack.db.query('update public.team_members set active = true where user_id = $1', [sam.id])
    }
  })

  it('shares 1,000 leads by weight, each member within 2% of their share, and skips the away member', async () => {
    const [ana, ben, cleo, dev] = queue
    await queueOf([[ana!, 1], [ben!, 2], [cleo!, 3], [dev!, 5, true]])
    const counts = await routeLeads(1000)
    expect(counts.get(dev!.id) ?? 0).toBe(0)
    expect(counts.get(null) ?? 0).toBe(0)
    for (const [member, weight] of [[ana!, 1], [ben!, 2], [cleo!, 3]] as const) {
      const share = (counts.get(member.id) ?? 0) / 1000
      expect(Math.abs(share - weight / 6)).toBeLessThanOrEqual(0.02)
    }
  })

  it('gives a member back from away their share from then on, not the leads they missed', async () => {
    const [ana, , , dev] = queue
    await queueOf([[ana!, 1], [dev!, 1, true]])
    await routeLeads(20)
    await queueOf([[ana!, 1], [dev!, 1, false]])
    const counts = await routeLeads(10)
    // Half each from now on (a turn may straddle), not the twenty missed while away.
    expect(Math.abs((counts.get(ana!.id) ?? 0) - 5)).toBeLessThanOrEqual(1)
    expect(Math.abs((counts.get(dev!.id) ?? 0) - 5)).toBeLessThanOrEqual(1)
  })

  it('is nobody when the round-robin is off (a referral lead still goes to its member), or nobody takes new leads', async () => {
    const [ana] = queue
    await queueOf([[ana!, 1]])
    expect((await admin.rpc('set_lead_routing', { p_round_robin_enabled: false })).error).toBeNull()
    expect((await addLead()).owner_id).toBeNull()
    expect((await addLead({ salesperson_name: samLinkName })).owner_id).toBe(sam.id)
    expect((await admin.rpc('set_lead_routing', { p_round_robin_enabled: true })).error).toBeNull()
    await queueOf([])
    expect((await addLead()).owner_id).toBeNull()
  })

  it('is kept when the service role gives one', async () => {
    const [ana, ben] = queue
    await queueOf([[ana!, 1]])
    expect((await addLead({ owner_id: ben!.id })).owner_id).toBe(ben!.id)
  })
})

describe('held and spam leads', () => {
  it('get no owner at insert, not even the referral member', async () => {
    const [ana] = queue
    await queueOf([[ana!, 1]])
    expect((await addLead({ screening: 'held', screening_reason: 'client_rate', salesperson_name: samLinkName })).owner_id).toBeNull()
    expect((await addLead({ screening: 'held', screening_reason: 'client_rate' })).owner_id).toBeNull()
    expect((await addLead({ screening: 'spam', screening_reason: 'honeypot', salesperson_name: samLinkName })).owner_id).toBeNull()
  })

  it('get their owner when an admin approves them: the referral member first, else the round-robin', async () => {
    const [ana] = queue
    await queueOf([[ana!, 1]])
    const referred = await addLead({ screening: 'held', screening_reason: 'client_rate', salesperson_name: samLinkName })
    const direct = await addLead({ screening: 'held', screening_reason: 'client_rate' })
    for (const { id } of [referred, direct]) {
      expect((await admin.from('customer_inquiries').update({ screening: 'clear', screening_reason: null }).eq('id', id)).error).toBeNull()
    }
    expect(await ownerOf(referred.id)).toBe(sam.id)
    expect(await ownerOf(direct.id)).toBe(ana!.id)
  })

  it('a spam lead gets one only when moved out of spam (Not spam), never while spam', async () => {
    const [ana] = queue
    await queueOf([[ana!, 1]])
    const spam = await addLead({ screening: 'spam', screening_reason: 'honeypot' })
    await admin.from('customer_inquiries').update({ screening: 'held', screening_reason: 'admin' }).eq('id', spam.id)
    expect(await ownerOf(spam.id)).toBeNull()
    await admin.from('customer_inquiries').update({ screening: 'spam', screening_reason: 'admin' }).eq('id', spam.id)
    expect(await ownerOf(spam.id)).toBeNull()
    await admin.from('customer_inquiries').update({ screening: 'clear', screening_reason: null }).eq('id', spam.id)
    expect(await ownerOf(spam.id)).toBe(ana!.id)
  })

  it('an approved lead that already has an owner keeps it', async () => {
    const [ana, ben] = queue
    await queueOf([[ana!, 1]])
    const held = await addLead({ screening: 'held', screening_reason: 'client_rate', owner_id: ben!.id })
    await admin.from('customer_inquiries').update({ screening: 'clear', screening_reason: null }).eq('id', held.id)
    expect(await ownerOf(held.id)).toBe(ben!.id)
  })
})

describe('50 submissions at once', () => {
  /**
   * On PostgreSQL: 50 connections, each inserting a lead in its own transaction that stays open
   * a moment after the insert, all started together. On PGlite (one connection) the same 50
   * through the REST API, queued by the stack.
   */
  async function sendAtOnce(company: string, n: number) {
    const server = postgresUnderTest()
    if (!server) {
      const results = await Promise.all(Array.from({ length: n }, () => service.from('customer_inquiries').insert(leadFields({ company }))))
      for (const { error } of results) expect(error).toBeNull()
      return
    }
    const { rows } = await stack.db.query<{ name: string }>('select current_database() as name')
    const url = databaseUrl(server.serverUrl, rows[0]!.name)
    const clients = Array.from({ length: n }, () => new pg.Client({ connectionString: url }))
    await Promise.all(clients.map((client) => client.connect()))
    try {
      await Promise.all(clients.map(async (client) => {
        const lead = leadFields({ company })
        await client.query('begin')
        await client.query(
          `insert into public.customer_inquiries (first_name, last_name, email, service_interest, budget_range,
             project_timeline, message, source_page, company) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [lead.first_name, lead.last_name, lead.email, lead.service_interest, lead.budget_range,
            lead.project_timeline, lead.message, lead.source_page, company],
        )
        await client.query('select pg_sleep(0.02)')
        await client.query('commit')
      }))
    } finally {
      await Promise.all(clients.map((client) => client.end()))
    }
  }

  it('go round the queue by weight, no member given more than the weights allow', async () => {
    const [ana, ben, cleo] = queue
    await queueOf([[ana!, 1], [ben!, 2], [cleo!, 2]])
    const company = `burst-${uniqueSuffix()}`
    await sendAtOnce(company, 50)
    const counts = await countOwners(company)
    expect(counts.get(null) ?? 0).toBe(0)
    // Weights 1:2:2 of 50 leads: 10, 20 and 20, give or take the one lead a turn can straddle.
    for (const [member, share] of [[ana!, 10], [ben!, 20], [cleo!, 20]] as const) {
      expect(Math.abs((counts.get(member.id) ?? 0) - share)).toBeLessThanOrEqual(1)
    }
  }, 60_000)
})

describe('the inbox\'s owner filter', () => {
  it('lists the unassigned leads, or the caller\'s own; anything else is refused', async () => {
    await queueOf([])
    const marker = `filter-${uniqueSuffix()}`
    const unowned = await addLead({ company: marker })
    const samsLead = await addLead({ company: marker, salesperson_name: samLinkName })
    const ids = async (client: SupabaseClient, owner: string) => {
      const { data, error } = await client.rpc('list_inquiries', { filters: { owner, search: marker }, page_offset: 0, page_limit: 100 })
      expect(error).toBeNull()
      return ((data as { rows: Array<{ id: string }> }).rows).map((row) => row.id).sort()
    }
    expect(await ids(admin, 'all')).toEqual([unowned.id, samsLead.id].sort())
    expect(await ids(admin, 'unassigned')).toEqual([unowned.id])
    expect(await ids(admin, 'mine')).toEqual([])
    expect(await ids(samClient, 'mine')).toEqual([samsLead.id])
    expect(await ids(samClient, 'unassigned')).toEqual([])
    const bad = await admin.rpc('list_inquiries', { filters: { owner: 'everyone' } })
    expect(bad.error?.code).toBe('22023')
  })
})
