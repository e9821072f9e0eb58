import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  countActiveInquiries,
  hardDeleteInquiry,
  INQUIRY_MESSAGES,
  listInquiries,
  restoreInquiry,
  softDeleteInquiry,
  summariseInquiries,
  updateInquiryStatus,
} from '@/features/inquiries/api/inquiries'
import { NO_INQUIRY_FILTERS, type InquiryFilters } from '@/features/inquiries/model/inquiry-filters'
import type { Database } from '@/lib/database.types'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient<Database>
let stranger: SupabaseClient<Database>
let service: SupabaseClient<Database>

const filters = (overrides: Partial<InquiryFilters> = {}): InquiryFilters => ({ ...NO_INQUIRY_FILTERS, ...overrides })

async function addInquiry(values: Partial<Database['public']['Tables']['customer_inquiries']['Insert']>) {
  const { data, error } = await service
    .from('customer_inquiries')
    .insert({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      service_interest: 'Custom Software',
      budget_range: '$50,000 - $100,000',
      project_timeline: '6-12 months',
      message: 'Compilers for everyone, please.',
      source_page: 'contact',
      ...values,
    })
    .select('id')
    .single()
  if (error) throw error
  return data.id
}

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  service = stack.serviceClient()
  await stack.createAdminUser('inq-admin@example.com', 'inq-password-1')
  await stack.createUser('inq-stranger@example.com', 'inq-password-2')
  admin = await stack.signedInClient('inq-admin@example.com', 'inq-password-1')
  stranger = await stack.signedInClient('inq-stranger@example.com', 'inq-password-2')
  await addInquiry({ first_name: 'Alan', last_name: 'Turing', company: 'Bletchley', created_at: '2025-03-01T10:00:00Z' })
  await addInquiry({ email: 'ops@acme.test', company: 'ACME 50%', status: 'in_progress', created_at: '2025-03-02T10:00:00Z' })
  await addInquiry({ service_interest: 'Mobile Apps', status: 'converted', created_at: '2025-03-03T10:00:00Z' })
  for (let i = 0; i < 30; i += 1) await addInquiry({ first_name: `Bulk${i}`, created_at: `2025-02-${String((i % 27) + 1).padStart(2, '0')}T08:00:00Z` })
})

afterAll(async () => {
  await stack?.stop()
})

describe('inquiries', () => {
  it('lists active ones newest first, a page at a time, with the total', async () => {
    const first = await listInquiries(admin, filters(), 0, 10)
    expect(first.total).toBe(33)
    expect(first.inquiries).toHaveLength(10)
    expect(first.inquiries[0].firstName).toBe('Grace')
    const last = await listInquiries(admin, filters(), 3, 10)
    expect(last.inquiries).toHaveLength(3)
  })

  it('searches names, email, company and service interest, case-insensitively', async () => {
    expect((await listInquiries(admin, filters({ search: 'turing' }))).total).toBe(1)
    expect((await listInquiries(admin, filters({ search: 'ACME.TEST' }))).total).toBe(1)
    expect((await listInquiries(admin, filters({ search: 'bletch' }))).total).toBe(1)
    expect((await listInquiries(admin, filters({ search: 'mobile apps' }))).total).toBe(1)
    // LIKE wildcards in the text are literal.
    expect((await listInquiries(admin, filters({ search: '50%' }))).total).toBe(1)
    expect((await listInquiries(admin, filters({ search: '%' }))).total).toBe(1)
    expect((await listInquiries(admin, filters({ search: 'a,b)' }))).total).toBe(0)
  })

  it('filters by status and date, and summarises the whole filtered set', async () => {
    expect((await listInquiries(admin, filters({ status: 'converted' }))).total).toBe(1)
    const march = filters({ range: { from: new Date('2025-03-01T12:00:00Z'), to: new Date('2025-03-03T12:00:00Z') } })
    expect((await listInquiries(admin, march)).total).toBe(3)
    expect(await summariseInquiries(admin, march)).toEqual({ total: 3, new: 1, inProgress: 1, converted: 1 })
    expect(await summariseInquiries(admin, filters({ status: 'new' }))).toEqual({
      total: 31,
      new: 31,
      inProgress: 0,
      converted: 0,
    })
    expect(await countActiveInquiries(admin, 'new')).toBe(31)
  })

  it('changes status, trashes, restores and deletes permanently', async () => {
    const id = await addInquiry({ first_name: 'Lifecycle' })
    await updateInquiryStatus(admin, id, 'contacted')
    expect((await listInquiries(admin, filters({ search: 'Lifecycle' }))).inquiries[0].status).toBe('contacted')

    await softDeleteInquiry(admin, id)
    expect((await listInquiries(admin, filters({ search: 'Lifecycle' }))).total).toBe(0)
    const trash = await listInquiries(admin, filters({ deleted: true, search: 'Lifecycle' }))
    expect(trash.inquiries[0].deletedAt).not.toBeNull()

    await restoreInquiry(admin, id)
    expect((await listInquiries(admin, filters({ search: 'Lifecycle' }))).total).toBe(1)

    await hardDeleteInquiry(admin, id)
    expect((await listInquiries(admin, filters({ search: 'Lifecycle' }))).total).toBe(0)
    expect((await listInquiries(admin, filters({ deleted: true, search: 'Lifecycle' }))).total).toBe(0)
  })

  it('a signed-in stranger reads nothing and changes nothing', async () => {
    const id = await addInquiry({ first_name: 'Guarded' })
    expect((await listInquiries(stranger, filters())).total).toBe(0)
    await expect(updateInquiryStatus(stranger, id, 'closed')).rejects.toThrow(INQUIRY_MESSAGES.updateStatus)
    await expect(softDeleteInquiry(stranger, id)).rejects.toThrow(INQUIRY_MESSAGES.trash)
    await expect(hardDeleteInquiry(stranger, id)).rejects.toThrow(INQUIRY_MESSAGES.hardDelete)
    const { data } = await service.from('customer_inquiries').select('status, deleted_at').eq('id', id).single()
    expect(data).toEqual({ status: 'new', deleted_at: null })
  })
})
