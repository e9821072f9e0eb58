/**
 * The roles at the database, through the REST API with each member's own session: a sales
 * member reads and follows up only the leads they own (status, notes and deal value; any
 * other column refused by a trigger), an editor edits content and never sees a lead, and a
 * deactivated member is refused at the next request whatever their token says. A lead's owner
 * is set at insert from the salesperson link it came through.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webpBlob } from '../support/image-bytes'
import { startTestStack, uniqueSuffix, type TestStack, type TestUser } from '../support/local-stack'
import { newSourceAddress } from '../support/source-address'

let stack: TestStack
let service: SupabaseClient
let admin: SupabaseClient
let sam: TestUser
let samClient: SupabaseClient
let rita: TestUser
let ritaClient: SupabaseClient
let editor: TestUser
let editorClient: SupabaseClient
let stranger: SupabaseClient
let samLink = ''
let ritaLink = ''

/** A lead as the service role stores it (the insert trigger sets its owner from the link). */
async function addLead(fields: Record<string, unknown> = {}): Promise<{ id: string; owner_id: string | null }> {
  const { data, error } = await service.from('customer_inquiries').insert({
    first_name: 'Lena', last_name: 'Park', email: `lena-${uniqueSuffix()}@example.com`, service_interest: 'SaaS Solutions',
    budget_range: '$5,000 - $15,000', project_timeline: '1-2 months', message: 'A message long enough.',
    source_page: 'contact', ...fields,
  }).select('id, owner_id').single()
  if (error) throw error
  return data as { id: string; owner_id: string | null }
}

async function addLink(name: string, memberId: string | null): Promise<string> {
  const { data, error } = await service.from('salesperson_links').insert({
    salesperson_name: name, display_name: name, email: `${name}@agency.test`, services: ['saas'], member_id: memberId,
  }).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

const leadRow = async (id: string) =>
  (await service.from('customer_inquiries').select('*').eq('id', id).single()).data as Record<string, unknown>

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  admin = await stack.adminClient()
  sam = await stack.createMember(`sam-${uniqueSuffix()}@agency.test`, 'sam-password-1', 'sales')
  rita = await stack.createMember(`rita-${uniqueSuffix()}@agency.test`, 'rita-password-1', 'sales')
  editor = await stack.createMember(`ed-${uniqueSuffix()}@agency.test`, 'ed-password-1', 'editor')
  const outsider = await stack.createUser(`out-${uniqueSuffix()}@example.com`, 'out-password-1')
  samClient = await stack.signedInClient(sam.email, sam.password)
  ritaClient = await stack.signedInClient(rita.email, rita.password)
  editorClient = await stack.signedInClient(editor.email, editor.password)
  stranger = await stack.signedInClient(outsider.email, outsider.password)
  samLink = await addLink(`sam-${uniqueSuffix()}`, sam.id)
  ritaLink = await addLink(`rita-${uniqueSuffix()}`, rita.id)
}, 120_000)

afterAll(() => stack?.stop())

const linkName = async (id: string) =>
  ((await service.from('salesperson_links').select('salesperson_name').eq('id', id).single()).data as { salesperson_name: string }).salesperson_name

describe('my_membership', () => {
  it('tells each member their own role, and a signed-in non-member null', async () => {
    expect((await samClient.rpc('my_membership')).data).toEqual({
      user_id: sam.id, email: sam.email, display_name: sam.email.split('@')[0], role: 'sales', active: true, booking_url: null,
    })
    expect(((await editorClient.rpc('my_membership')).data as { role: string }).role).toBe('editor')
    expect(((await admin.rpc('my_membership')).data as { role: string }).role).toBe('admin')
    const outsider = await stranger.rpc('my_membership')
    expect(outsider.error).toBeNull()
    expect(outsider.data).toBeNull()
    expect((await stack.anonClient().rpc('my_membership')).error?.code).toBe('42501')
  })
})

describe('a lead\'s owner at insert', () => {
  it('is the active sales member tied to the link it came through', async () => {
    expect((await addLead({ salesperson_name: await linkName(samLink) })).owner_id).toBe(sam.id)
  })

  it('is set the same for a visitor\'s inquiry sent through the referral link (rpc/submit_inquiry)', async () => {
    const visitor = stack.anonClient({ sourceAddress: newSourceAddress() })
    const send = (salesperson: string | null) => visitor.rpc('submit_inquiry', {
      payload: {
        first_name: 'Ada', last_name: 'Lovelace', email: `ada-${uniqueSuffix()}@example.com`, phone: '', company: '',
        service_interest: 'Web Applications', budget_range: '$15,000 - $50,000', project_timeline: '3-6 months',
        message: 'We would like a web application for our engines.', source_page: 'contact', website: '',
        form_fill_ms: 12_000, attribution: { salesperson },
      },
    })
    const referred = await send(await linkName(samLink))
    const direct = await send(null)
    expect(referred.error ?? direct.error).toBeNull()
    const owners = async (id: string) => ((await leadRow(id)).owner_id as string | null)
    expect(await owners((referred.data as { id: string }).id)).toBe(sam.id)
    expect(await owners((direct.data as { id: string }).id)).toBeNull()
  })

  it('is nobody without a link, through a link tied to no one, or tied to a member not in sales', async () => {
    expect((await addLead()).owner_id).toBeNull()
    expect((await addLead({ salesperson_name: `ghost-${uniqueSuffix()}` })).owner_id).toBeNull()
    const untied = await addLink(`free-${uniqueSuffix()}`, null)
    expect((await addLead({ salesperson_name: await linkName(untied) })).owner_id).toBeNull()
    const editorLink = await addLink(`ed-${uniqueSuffix()}`, editor.id)
    expect((await addLead({ salesperson_name: await linkName(editorLink) })).owner_id).toBeNull()
  })

  it('is nobody when the tied member is deactivated', async () => {
    const kim = await stack.createMember(`kim-${uniqueSuffix()}@agency.test`, 'kim-password-1', 'sales')
    const link = await addLink(`kim-${uniqueSuffix()}`, kim.id)
    await stack.db.query('update public.team_members set active = false where user_id = $1', [kim.id])
    expect((await addLead({ salesperson_name: await linkName(link) })).owner_id).toBeNull()
  })
})

describe('a sales member', () => {
  let own = ''
  let others = ''
  let unowned = ''

  beforeAll(async () => {
    own = (await addLead({ salesperson_name: await linkName(samLink), first_name: 'Own' })).id
    others = (await addLead({ salesperson_name: await linkName(ritaLink), first_name: 'Others' })).id
    unowned = (await addLead({ first_name: 'Unowned' })).id
  })

  it('reads their own leads, not another member\'s, not an unowned one', async () => {
    const { data, error } = await samClient.from('customer_inquiries').select('id').in('id', [own, others, unowned])
    expect(error).toBeNull()
    expect(data).toEqual([{ id: own }])
    expect((await ritaClient.from('customer_inquiries').select('id').in('id', [own, others, unowned])).data).toEqual([{ id: others }])
    expect((await admin.from('customer_inquiries').select('id').in('id', [own, others, unowned])).data).toHaveLength(3)
  })

  it('lists only their own leads, each naming its owner', async () => {
    const { data, error } = await samClient.rpc('list_inquiries', { filters: {}, page_offset: 0, page_limit: 1000 })
    expect(error).toBeNull()
    const rows = (data as { rows: { id: string; owner_id: string; owner_name: string; owner_active: boolean }[] }).rows
    expect(rows.map((row) => row.id)).toContain(own)
    expect(rows.every((row) => row.owner_id === sam.id)).toBe(true)
    expect(rows.find((row) => row.id === own)).toMatchObject({ owner_name: sam.email.split('@')[0], owner_active: true })
    expect((data as { total: number }).total).toBe(rows.length)
    // The trash is the admins': the same list with deleted = true is empty for them.
    const trashed = await samClient.rpc('list_inquiries', { filters: { deleted: true }, page_offset: 0, page_limit: 10 })
    expect((trashed.data as { total: number }).total).toBe(0)
  })

  it('and admins see every lead with its owner, an unowned one with none', async () => {
    const { data } = await admin.rpc('list_inquiries', { filters: {}, page_offset: 0, page_limit: 1000 })
    const rows = (data as { rows: { id: string; owner_id: string | null; owner_name: string | null }[] }).rows
    expect(rows.find((row) => row.id === unowned)).toMatchObject({ owner_id: null, owner_name: null })
    expect(rows.find((row) => row.id === others)).toMatchObject({ owner_id: rita.id })
  })

  it('changes the status and the notes of their own lead', async () => {
    const { data, error } = await samClient.from('customer_inquiries')
      .update({ status: 'contacted', notes: 'Called, wants a quote.' }).eq('id', own).select('id')
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(await leadRow(own)).toMatchObject({ status: 'contacted', notes: 'Called, wants a quote.' })
  })

  it.each([
    ['the email', { email: 'changed@example.com' }],
    ['the owner', { owner_id: null }],
    ['the trash', { deleted_at: '2026-01-01T00:00:00Z' }],
    ['the screening', { screening: 'spam' }],
    ['the status with another column', { status: 'closed', company: 'Changed Inc' }],
  ])('cannot change %s of their own lead: the whole update is refused', async (_name, change) => {
    const before = await leadRow(own)
    const { error } = await samClient.from('customer_inquiries').update(change).eq('id', own)
    expect(error).toMatchObject({ code: '42501', message: 'A sales member can change only the status and notes of their leads.' })
    expect(await leadRow(own)).toEqual(before)
  })

  it('changes nothing of another member\'s lead or an unowned one, and deletes nothing', async () => {
    for (const id of [others, unowned]) {
      const update = await samClient.from('customer_inquiries').update({ status: 'closed' }).eq('id', id).select('id')
      expect(update.data ?? []).toEqual([])
      expect((await leadRow(id)).status).toBe('new')
    }
    const remove = await samClient.from('customer_inquiries').delete().eq('id', own).select('id')
    expect(remove.data ?? []).toEqual([])
    expect(await leadRow(own)).toBeTruthy()
  })

  it('sets the deal value of their own converted lead, not of another\'s', async () => {
    const mine = (await addLead({ salesperson_name: await linkName(samLink) })).id
    expect((await samClient.from('customer_inquiries').update({ status: 'converted' }).eq('id', mine)).error).toBeNull()
    const set = await samClient.rpc('set_conversion_value', { target_inquiry: mine, deal_value: '1200', deal_currency: 'EUR' })
    expect(set.error).toBeNull()
    const conversions = await samClient.from('conversions').select('stage, value').eq('inquiry_id', mine).eq('stage', 'won')
    expect(conversions.data).toEqual([{ stage: 'won', value: 1200 }])

    const theirs = (await addLead({ salesperson_name: await linkName(ritaLink) })).id
    await ritaClient.from('customer_inquiries').update({ status: 'converted' }).eq('id', theirs)
    const refused = await samClient.rpc('set_conversion_value', { target_inquiry: theirs, deal_value: '5', deal_currency: 'EUR' })
    expect(refused.error?.code).toBe('42501')
    expect((await samClient.rpc('skip_conversion_value', { target_inquiry: theirs })).error?.code).toBe('42501')
    expect((await samClient.from('conversions').select('id').eq('inquiry_id', theirs)).data).toEqual([])
    expect((await ritaClient.rpc('skip_conversion_value', { target_inquiry: theirs })).error).toBeNull()
  })

  it('reads their own salesperson links and changes none', async () => {
    const { data } = await samClient.from('salesperson_links').select('id')
    expect(data).toEqual([{ id: samLink }])
    const update = await samClient.from('salesperson_links').update({ display_name: 'Changed' }).eq('id', samLink).select('id')
    expect(update.data ?? []).toEqual([])
    expect((await samClient.from('salesperson_links').insert({
      salesperson_name: `x-${uniqueSuffix()}`, display_name: 'X', email: 'x@agency.test', services: ['saas'],
    })).error?.code).toBe('42501')
  })

  it('has no settings, privacy requests, team or content to write', async () => {
    expect((await samClient.rpc('privacy_lookup', { email: 'someone@example.com' })).error?.code).toBe('42501')
    expect((await samClient.rpc('list_team')).error?.code).toBe('42501')
    expect((await samClient.rpc('request_publish')).error?.code).toBe('42501')
    expect((await samClient.from('notification_settings').select('*')).data).toEqual([])
    expect((await samClient.from('retention_settings').select('*')).data).toEqual([])
    expect((await samClient.from('blogs').insert({ title: 'No', content: 'No', author: { name: 'Sam' } })).error?.code).toBe('42501')
  })
})

describe('an editor', () => {
  it('reads no inquiry: a REST select returns nothing, and the list is refused', async () => {
    await addLead({ salesperson_name: await linkName(samLink) })
    const { data, error } = await editorClient.from('customer_inquiries').select('id')
    expect(error).toBeNull()
    expect(data).toEqual([])
    expect((await editorClient.rpc('list_inquiries', {})).error?.code).toBe('42501')
  })

  it('writes blogs and portfolios, drafts included', async () => {
    const post = await editorClient.from('blogs')
      .insert({ title: 'Editor post', content: 'Body', author: { name: 'Ed' }, status: 'draft' }).select('id').single()
    expect(post.error).toBeNull()
    const id = (post.data as { id: string }).id
    expect((await editorClient.from('blogs').select('id').eq('id', id)).data).toHaveLength(1)
    expect((await editorClient.from('blogs').update({ title: 'Edited' }).eq('id', id).select('title')).data).toEqual([{ title: 'Edited' }])
    expect((await editorClient.from('blogs').delete().eq('id', id).select('id')).data).toHaveLength(1)
    const project = await editorClient.from('portfolios').insert({ title: 'Editor project', description: 'D', service_id: 'saas' })
    expect(project.error).toBeNull()
  })

  it('uploads, lists and deletes site media', async () => {
    const folder = `editor/${uniqueSuffix()}`
    const bucket = editorClient.storage.from('site-media')
    expect((await bucket.upload(`${folder}/a.webp`, webpBlob(8, 1))).error).toBeNull()
    expect(((await bucket.list(folder)).data ?? []).map((item) => item.name)).toEqual(['a.webp'])
    expect((await bucket.remove([`${folder}/a.webp`])).error).toBeNull()
    expect(((await bucket.list(folder)).data ?? [])).toEqual([])
  })

  it('publishes and reads what changed, but never changes the publish settings', async () => {
    expect((await editorClient.rpc('content_changes_since', {})).error).toBeNull()
    expect((await editorClient.rpc('get_publish_settings')).error).toBeNull()
    expect((await editorClient.rpc('request_publish')).error).toBeNull()
    expect((await editorClient.from('publish_requests').select('id')).data?.length).toBeGreaterThan(0)
    expect((await editorClient.rpc('set_publish_settings', { auto_publish: true })).error?.code).toBe('42501')
  })

  it('has no conversions, notifications, privacy, team or salesperson links', async () => {
    expect((await editorClient.from('conversion_settings').select('*')).data).toEqual([])
    expect((await editorClient.from('notification_destinations').select('*')).data).toEqual([])
    expect((await editorClient.from('salesperson_links').select('*')).data).toEqual([])
    expect((await editorClient.rpc('privacy_lookup', { email: 'someone@example.com' })).error?.code).toBe('42501')
    expect((await editorClient.rpc('list_team')).error?.code).toBe('42501')
    expect((await editorClient.rpc('set_conversion_value', { target_inquiry: (await addLead()).id, deal_value: '1', deal_currency: 'EUR' })).error?.code).toBe('42501')
  })
})

describe('a deactivated member, with the session they had', () => {
  it('is refused at the next request: a sales member sees no lead and lists none', async () => {
    const lee = await stack.createMember(`lee-${uniqueSuffix()}@agency.test`, 'lee-password-1', 'sales')
    const leeClient = await stack.signedInClient(lee.email, lee.password)
    const link = await addLink(`lee-${uniqueSuffix()}`, lee.id)
    const lead = (await addLead({ salesperson_name: await linkName(link) })).id
    expect((await leeClient.from('customer_inquiries').select('id')).data).toEqual([{ id: lead }])

    expect((await admin.rpc('set_member_active', { p_user_id: lee.id, p_active: false })).error).toBeNull()

    expect((await leeClient.from('customer_inquiries').select('id')).data).toEqual([])
    expect((await leeClient.rpc('list_inquiries', {})).error?.code).toBe('42501')
    expect((await leeClient.from('customer_inquiries').update({ status: 'closed' }).eq('id', lead).select('id')).data ?? []).toEqual([])
    expect((await leeClient.rpc('my_membership')).data).toBeNull()
    expect((await leeClient.from('salesperson_links').select('id')).data).toEqual([])
    // The lead stays theirs, shown as owned by a deactivated member until reassigned.
    const { data } = await admin.rpc('list_inquiries', { filters: {}, page_offset: 0, page_limit: 1000 })
    expect((data as { rows: { id: string }[] }).rows.find((row) => row.id === lead)).toMatchObject({ owner_id: lee.id, owner_active: false })
  })

  it('is refused at the next request: an admin loses every admin right', async () => {
    const second = await stack.createMember(`second-${uniqueSuffix()}@agency.test`, 'second-password-1', 'admin')
    const secondClient = await stack.signedInClient(second.email, second.password)
    expect((await secondClient.rpc('list_team')).error).toBeNull()
    expect((await admin.rpc('set_member_active', { p_user_id: second.id, p_active: false })).error).toBeNull()
    expect((await secondClient.rpc('list_team')).error?.code).toBe('42501')
    expect((await secondClient.from('customer_inquiries').select('id')).data).toEqual([])
    expect((await secondClient.from('blogs').insert({ title: 'No', content: 'No', author: { name: 'X' } })).error?.code).toBe('42501')
    expect((await secondClient.from('team_members').select('user_id')).data).toEqual([])
  })
})
