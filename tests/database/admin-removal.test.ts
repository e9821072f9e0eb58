/**
 * An admin taken out of public.team_members keeps a valid session (the access token lives an hour),
 * but the policies ask is_admin() on every request: the very next one is refused everything an
 * admin may do, and a visitor's rights are all that is left.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, uniqueSuffix, type TestStack, type TestUser } from '../support/local-stack'

let stack: TestStack
let service: SupabaseClient
let admin: TestUser
let session: SupabaseClient
let inquiryId = ''
let projectId = ''

beforeAll(async () => {
  stack = await startTestStack()
  service = stack.serviceClient()
  admin = await stack.createAdminUser(`leaving-${uniqueSuffix()}@example.com`, 'admin-password-1')
  session = await stack.signedInClient(admin.email, admin.password)

  const inquiry = await service.from('customer_inquiries').insert({
    first_name: 'Rita', last_name: 'Les', email: 'rita@example.com', service_interest: 'SaaS Solutions',
    budget_range: '$5,000 - $15,000', project_timeline: '1-2 months', message: 'A message long enough.',
    source_page: 'contact',
  }).select('id').single()
  const project = await service.from('portfolios').insert({
    title: 'Kept project', description: 'Stays as it is', service_id: 'saas',
  }).select('id').single()
  if (inquiry.error || project.error) throw inquiry.error ?? project.error
  inquiryId = inquiry.data.id
  projectId = project.data.id
})

afterAll(async () => {
  await stack?.stop()
})

describe('an admin removed from the team, with the same session', () => {
  it('could do an admin\'s work before', async () => {
    const { data } = await session.from('customer_inquiries').select('id').eq('id', inquiryId)
    expect(data).toHaveLength(1)
  })

  it('is refused at the next request', async () => {
    const { error: removeError } = await service.from('team_members').delete().eq('user_id', admin.id)
    expect(removeError).toBeNull()

    const read = await session.from('customer_inquiries').select('id').eq('id', inquiryId)
    expect(read.data ?? []).toEqual([])
    const membership = await session.from('team_members').select('user_id')
    expect(membership.data ?? []).toEqual([])

    await session.from('customer_inquiries').update({ status: 'closed' }).eq('id', inquiryId)
    await session.from('portfolios').update({ title: 'Changed' }).eq('id', projectId)
    await session.from('portfolios').delete().eq('id', projectId)
    const insert = await session.from('portfolios').insert({ title: 'New', description: 'Refused', service_id: 'saas' })
    expect(insert.error?.code).toBe('42501')

    const inquiry = await service.from('customer_inquiries').select('status').eq('id', inquiryId).single()
    expect(inquiry.data?.status).toBe('new')
    const project = await service.from('portfolios').select('title').eq('id', projectId).single()
    expect(project.data?.title).toBe('Kept project')
  })

  it('still reads what any visitor reads', async () => {
    const { data, error } = await session.from('portfolios').select('id').eq('id', projectId)
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
  })
})
