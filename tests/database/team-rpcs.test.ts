/**
 * The team screen's RPCs at the database: admins only (42501 for anyone else), each bad input
 * answered with its sentence and nothing changed, and the last active admin kept by a trigger
 * whoever writes team_members (the RPCs, the service role, SQL). This file's stack starts with
 * one admin, so the guard is tested before any other admin exists.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, uniqueSuffix, type TestStack, type TestUser } from '../support/local-stack'

const LAST_ADMIN = 'The last active admin cannot be demoted or deactivated.'

let stack: TestStack
let service: SupabaseClient
let boss: TestUser
let bossClient: SupabaseClient
let sales: TestUser
let salesClient: SupabaseClient
let editor: TestUser

type Member = { user_id: string; role: string; active: boolean; deactivated_at: string | null; last_sign_in_at: string | null; link_ids: string[] }

const member = async (userId: string) =>
  (await stack.db.query<{ role: string; active: boolean }>('select role, active from public.team_members where user_id = $1', [userId])).rows[0]

async function addLink(memberId: string | null = null): Promise<string> {
  const name = `link-${uniqueSuffix()}`
  const { data, error } = await service.from('salesperson_links').insert({
    salesperson_name: name, display_name: name, email: `${name}@agency.test`, services: ['saas'], member_id: memberId,
  }).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

async function addLead(): Promise<string> {
  const { data, error } = await service.from('customer_inquiries').insert({
    first_name: 'Lena', last_name: 'Park', email: `lena-${uniqueSuffix()}@example.com`, service_interest: 'SaaS Solutions',
    budget_range: '$5,000 - $15,000', project_timeline: '1-2 months', message: 'A message long enough.', source_page: 'contact',
  }).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

const owners = async (ids: string[]) =>
  (await stack.db.query<{ owner_id: string | null }>('select owner_id from public.customer_inquiries where id = any($1) order by id', [ids])).rows.map((row) => row.owner_id)

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  boss = await stack.createAdminUser(`boss-${uniqueSuffix()}@agency.test`, 'boss-password-1')
  bossClient = await stack.signedInClient(boss.email, boss.password)
  sales = await stack.createMember(`sales-${uniqueSuffix()}@agency.test`, 'sales-password-1', 'sales')
  salesClient = await stack.signedInClient(sales.email, sales.password)
  editor = await stack.createMember(`editor-${uniqueSuffix()}@agency.test`, 'editor-password-1', 'editor')
}, 120_000)

afterAll(() => stack?.stop())

describe('the last active admin', () => {
  it('cannot be demoted or deactivated through the RPCs', async () => {
    const demote = await bossClient.rpc('set_member_role', { p_user_id: boss.id, p_role: 'editor' })
    expect(demote.error).toMatchObject({ code: 'P0001', message: LAST_ADMIN })
    const deactivate = await bossClient.rpc('set_member_active', { p_user_id: boss.id, p_active: false })
    expect(deactivate.error).toMatchObject({ code: 'P0001', message: LAST_ADMIN })
    expect(await member(boss.id)).toEqual({ role: 'admin', active: true })
  })

  it('cannot be demoted or deactivated by the service role or SQL either', async () => {
    const rest = await service.from('team_members').update({ active: false }).eq('user_id', boss.id)
    expect(rest.error?.message).toBe(LAST_ADMIN)
    await expect(stack.db.query(`update public.team_members set role = 'sales' where user_id = $1`, [boss.id])).rejects.toThrow(LAST_ADMIN)
    expect(await member(boss.id)).toEqual({ role: 'admin', active: true })
  })

  it('can be once another admin is active, and both at once is refused', async () => {
    const second = await stack.createMember(`second-${uniqueSuffix()}@agency.test`, 'second-password-1', 'editor')
    expect((await bossClient.rpc('set_member_role', { p_user_id: second.id, p_role: 'admin' })).error).toBeNull()
    await expect(stack.db.query(`update public.team_members set active = false where role = 'admin'`)).rejects.toThrow(LAST_ADMIN)
    expect(await member(boss.id)).toEqual({ role: 'admin', active: true })
    expect(await member(second.id)).toEqual({ role: 'admin', active: true })
    // One of the two may go; then the other is the last again.
    expect((await bossClient.rpc('set_member_active', { p_user_id: second.id, p_active: false })).error).toBeNull()
    expect(await member(second.id)).toEqual({ role: 'admin', active: false })
    expect((await bossClient.rpc('set_member_role', { p_user_id: boss.id, p_role: 'sales' })).error?.message).toBe(LAST_ADMIN)
  })
})

describe('list_team', () => {
  it('lists every member with their last sign-in and links, for admins only', async () => {
    const link = await addLink(sales.id)
    const { data, error } = await bossClient.rpc('list_team')
    expect(error).toBeNull()
    const rows = data as Member[]
    expect(rows.find((row) => row.user_id === sales.id)).toMatchObject({ role: 'sales', active: true, link_ids: [link] })
    expect(rows.find((row) => row.user_id === sales.id)!.last_sign_in_at).not.toBeNull()
    expect(rows.find((row) => row.user_id === editor.id)).toMatchObject({ role: 'editor', last_sign_in_at: null, link_ids: [] })
    expect((await salesClient.rpc('list_team')).error?.code).toBe('42501')
    expect((await stack.anonClient().rpc('list_team')).error?.code).toBe('42501')
  })
})

describe('set_member_role', () => {
  it('refuses a role that does not exist and a member who does not exist, changing nothing', async () => {
    const bad = await bossClient.rpc('set_member_role', { p_user_id: editor.id, p_role: 'owner' })
    expect(bad.error).toMatchObject({ code: 'P0001', message: 'That role does not exist.' })
    const nobody = await bossClient.rpc('set_member_role', { p_user_id: crypto.randomUUID(), p_role: 'sales' })
    expect(nobody.error).toMatchObject({ code: 'P0001', message: 'No such team member.' })
    expect(await member(editor.id)).toEqual({ role: 'editor', active: true })
  })

  it('is refused to non-admins', async () => {
    const { error } = await salesClient.rpc('set_member_role', { p_user_id: sales.id, p_role: 'admin' })
    expect(error?.code).toBe('42501')
    expect(await member(sales.id)).toEqual({ role: 'sales', active: true })
  })

  it('unties the links of a member who leaves sales', async () => {
    const moving = await stack.createMember(`moving-${uniqueSuffix()}@agency.test`, 'moving-password-1', 'sales')
    const link = await addLink(moving.id)
    expect((await bossClient.rpc('set_member_role', { p_user_id: moving.id, p_role: 'editor' })).error).toBeNull()
    expect((await stack.db.query('select member_id from public.salesperson_links where id = $1', [link])).rows).toEqual([{ member_id: null }])
  })
})

describe('set_member_links', () => {
  it('ties exactly the links given to a sales member', async () => {
    const a = await addLink()
    const b = await addLink()
    expect((await bossClient.rpc('set_member_links', { p_user_id: sales.id, p_link_ids: [a, b] })).error).toBeNull()
    expect((await bossClient.rpc('set_member_links', { p_user_id: sales.id, p_link_ids: [b] })).error).toBeNull()
    const { rows } = await stack.db.query<{ id: string }>('select id from public.salesperson_links where member_id = $1', [sales.id])
    expect(rows.map((row) => row.id)).toEqual([b])
  })

  it('refuses links for a member not in sales, and an unknown member, changing nothing', async () => {
    const link = await addLink()
    const refused = await bossClient.rpc('set_member_links', { p_user_id: editor.id, p_link_ids: [link] })
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'Salesperson links can be tied only to a sales member.' })
    const nobody = await bossClient.rpc('set_member_links', { p_user_id: crypto.randomUUID(), p_link_ids: [] })
    expect(nobody.error).toMatchObject({ code: 'P0001', message: 'No such team member.' })
    expect((await stack.db.query('select member_id from public.salesperson_links where id = $1', [link])).rows).toEqual([{ member_id: null }])
  })
})

describe('assign_inquiries', () => {
  it('assigns and unassigns leads, for admins only', async () => {
    const ids = [await addLead(), await addLead()]
    const { data, error } = await bossClient.rpc('assign_inquiries', { p_ids: ids, p_owner: sales.id })
    expect(error).toBeNull()
    expect(data).toBe(2)
    expect(await owners(ids)).toEqual([sales.id, sales.id])
    expect((await salesClient.from('customer_inquiries').select('id').in('id', ids)).data).toHaveLength(2)
    expect((await salesClient.rpc('assign_inquiries', { p_ids: ids, p_owner: null })).error?.code).toBe('42501')
    expect((await bossClient.rpc('assign_inquiries', { p_ids: ids, p_owner: null })).error).toBeNull()
    expect(await owners(ids)).toEqual([null, null])
  })

  it('refuses a deactivated member, a member not in sales and someone not in the team, changing nothing', async () => {
    const gone = await stack.createMember(`gone-${uniqueSuffix()}@agency.test`, 'gone-password-1', 'sales')
    expect((await bossClient.rpc('set_member_active', { p_user_id: gone.id, p_active: false })).error).toBeNull()
    const ids = [await addLead()]
    for (const owner of [gone.id, editor.id, boss.id, crypto.randomUUID()]) {
      const { error } = await bossClient.rpc('assign_inquiries', { p_ids: ids, p_owner: owner })
      expect(error).toMatchObject({ code: 'P0001', message: 'Leads can be assigned only to an active sales member.' })
    }
    expect(await owners(ids)).toEqual([null])
  })
})

describe('set_member_active', () => {
  it('records when a member was deactivated and clears it on reactivation', async () => {
    const temp = await stack.createMember(`temp-${uniqueSuffix()}@agency.test`, 'temp-password-1', 'editor')
    expect((await bossClient.rpc('set_member_active', { p_user_id: temp.id, p_active: false })).error).toBeNull()
    const off = (await bossClient.rpc('list_team')).data as Member[]
    expect(off.find((row) => row.user_id === temp.id)!.deactivated_at).not.toBeNull()
    expect((await bossClient.rpc('set_member_active', { p_user_id: temp.id, p_active: true })).error).toBeNull()
    const on = (await bossClient.rpc('list_team')).data as Member[]
    expect(on.find((row) => row.user_id === temp.id)).toMatchObject({ active: true, deactivated_at: null })
  })
})

describe('add_invited_member', () => {
  const invite = (fields: Partial<{ p_user_id: string; p_email: string; p_display_name: string; p_role: string; p_link_ids: string[] }>) =>
    service.rpc('add_invited_member', { p_user_id: null, p_email: '', p_display_name: '', p_role: 'sales', p_link_ids: [], ...fields })

  it('adds the invited user with their role and links (service role only)', async () => {
    const user = await stack.createUser(`invited-${uniqueSuffix()}@agency.test`, 'invited-password-1')
    const link = await addLink()
    const refused = await bossClient.rpc('add_invited_member', {
      p_user_id: user.id, p_email: user.email, p_display_name: '', p_role: 'sales', p_link_ids: [link],
    })
    expect(refused.error?.code).toBe('42501')
    const { data, error } = await invite({ p_user_id: user.id, p_email: user.email, p_link_ids: [link] })
    expect(error).toBeNull()
    expect(data).toEqual({ user_id: user.id, email: user.email, display_name: user.email.split('@')[0], role: 'sales', active: true })
    const row = ((await bossClient.rpc('list_team')).data as (Member & { invited_at: string | null })[]).find((r) => r.user_id === user.id)
    expect(row).toMatchObject({ link_ids: [link] })
    expect(row!.invited_at).not.toBeNull()
  })

  it('answers each bad input with its sentence and adds no one', async () => {
    const user = await stack.createUser(`fresh-${uniqueSuffix()}@agency.test`, 'fresh-password-1')
    const link = await addLink()
    const cases: [Parameters<typeof invite>[0], string][] = [
      [{ p_user_id: user.id, p_email: 'not-an-address' }, 'Enter a valid email address.'],
      [{ p_user_id: user.id, p_email: user.email, p_role: 'owner' }, 'That role does not exist.'],
      [{ p_user_id: user.id, p_email: sales.email }, 'This address already belongs to a team member.'],
      [{ p_user_id: sales.id, p_email: user.email }, 'This address already belongs to a team member.'],
      [{ p_user_id: user.id, p_email: user.email, p_role: 'editor', p_link_ids: [link] }, 'Salesperson links can be tied only to a sales member.'],
      [{ p_user_id: crypto.randomUUID(), p_email: `nobody-${uniqueSuffix()}@agency.test` }, 'No such team member.'],
    ]
    for (const [fields, message] of cases) {
      const { error } = await invite(fields)
      expect(error, message).toMatchObject({ code: 'P0001', message })
    }
    expect((await stack.db.query('select 1 from public.team_members where user_id = $1', [user.id])).rows).toEqual([])
    expect((await stack.db.query('select member_id from public.salesperson_links where id = $1', [link])).rows).toEqual([{ member_id: null }])
  })
})
