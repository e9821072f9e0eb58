import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countActiveInquiries, hardDeleteInquiry, listInquiries, restoreInquiry, softDeleteInquiry, updateInquiryScreening, updateInquiryStatus } from '@/features/inquiry-inbox/api/inquiries'
import { EXPORT_PAGE_SIZE, listAllInquiries } from '@/features/inquiry-inbox/api/inquiry-export'
import { getInquiryFilterOptions, getLeadBreakdown } from '@/features/inquiry-inbox/api/inquiry-reports'
import { NO_INQUIRY_FILTERS, NO_SALESPERSON, type InquiryFilters } from '@/features/inquiry-inbox/model/inquiry-filters'
import type { Database } from '@/lib/database.types'
import { startTestStack, type TestStack } from '../support/local-stack'
import { INQUIRY_MESSAGES } from '@/features/inquiry-inbox/model/inquiry-admin-messages'

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
    expect((await listInquiries(admin, march)).summary).toEqual({ total: 3, new: 1, inProgress: 1, converted: 1 })
    expect((await listInquiries(admin, filters({ status: 'new' }))).summary).toEqual({
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
    await expect(listInquiries(stranger, filters())).rejects.toThrow(INQUIRY_MESSAGES.load)
    await expect(updateInquiryStatus(stranger, id, 'closed')).rejects.toThrow(INQUIRY_MESSAGES.updateStatus)
    await expect(softDeleteInquiry(stranger, id)).rejects.toThrow(INQUIRY_MESSAGES.trash)
    await expect(hardDeleteInquiry(stranger, id)).rejects.toThrow(INQUIRY_MESSAGES.hardDelete)
    const { data } = await service.from('customer_inquiries').select('status, deleted_at').eq('id', id).single()
    expect(data).toEqual({ status: 'new', deleted_at: null })
  })
})

describe('screening, attribution filters, export and the leads report', () => {
  const recent = () => new Date(Date.now() - 2 * 86_400_000).toISOString()

  it('keeps held and spam inquiries out of the inbox, counts the held ones, and moves them on an admin\'s word', async () => {
    const held = await addInquiry({ first_name: 'Heldback', screening: 'held', screening_reason: 'overall_rate', created_at: recent() })
    const spam = await addInquiry({ first_name: 'Spammy', screening: 'spam', screening_reason: 'honeypot', created_at: recent() })
    const inbox = await listInquiries(admin, filters())
    expect(inbox.inquiries.map((i) => i.firstName)).not.toContain('Heldback')
    expect(inbox.heldForReview).toBe(1)
    expect((await listInquiries(admin, filters({ screening: 'held' }))).inquiries.map((i) => i.id)).toEqual([held])
    expect((await listInquiries(admin, filters({ screening: 'spam' }))).inquiries.map((i) => i.id)).toEqual([spam])
    expect((await listInquiries(admin, filters({ screening: 'all', search: 'Heldback' }))).total).toBe(1)
    // Held and spam inquiries are not counted as leads on the dashboard either.
    const activeBefore = await countActiveInquiries(admin)

    await updateInquiryScreening(admin, held, 'clear')
    await updateInquiryScreening(admin, spam, 'clear')
    expect(await countActiveInquiries(admin)).toBe(activeBefore + 2)
    const { data } = await service.from('customer_inquiries').select('screening, screening_reason').eq('id', held).single()
    expect(data).toEqual({ screening: 'clear', screening_reason: null })

    await updateInquiryScreening(admin, held, 'spam')
    expect((await listInquiries(admin, filters({ screening: 'spam', search: 'Heldback' }))).inquiries[0]).toMatchObject({
      screening: 'spam',
      screeningReason: 'admin',
    })
    await expect(updateInquiryScreening(stranger, spam, 'spam')).rejects.toThrow(INQUIRY_MESSAGES.updateScreening)
  })

  it('filters by source and by salesperson, and maps the attribution onto the inquiry', async () => {
    await service.from('salesperson_links').insert({
      salesperson_name: 'maria-gomez', display_name: 'María Gómez', email: 'maria@agency.test', services: ['web-apps'],
    })
    const at = recent()
    await addInquiry({
      first_name: 'Campaigned', last_utm_source: 'newsletter', last_utm_medium: 'email', last_utm_campaign: 'november',
      last_landing_path: '/saas', last_touch_at: at, first_landing_path: '/blogs', first_touch_at: at, created_at: at,
    })
    await addInquiry({ first_name: 'Referred', salesperson_name: 'maria-gomez', last_touch_at: at, last_landing_path: '/maria-gomez/web-apps', created_at: at })

    const bySource = await listInquiries(admin, filters({ source: 'newsletter' }))
    expect(bySource.inquiries.map((i) => i.firstName)).toEqual(['Campaigned'])
    expect(bySource.inquiries[0]).toMatchObject({
      leadSource: 'newsletter',
      leadMedium: 'email',
      lastTouch: { utmCampaign: 'november', landingPath: '/saas' },
      firstTouch: { landingPath: '/blogs' },
      salesperson: null,
    })

    const bySalesperson = await listInquiries(admin, filters({ salesperson: 'maria-gomez' }))
    expect(bySalesperson.inquiries.map((i) => i.firstName)).toEqual(['Referred'])
    expect(bySalesperson.inquiries[0]!.salesperson).toEqual({ name: 'maria-gomez', displayName: 'María Gómez' })
    const withoutSalesperson = await listInquiries(admin, filters({ salesperson: NO_SALESPERSON, search: 'Referred' }))
    expect(withoutSalesperson.total).toBe(0)

    const options = await getInquiryFilterOptions(admin)
    expect(options.sources).toEqual(expect.arrayContaining(['newsletter', '(direct)', '(not recorded)']))
    expect(options.salespeople).toEqual([{ name: 'maria-gomez', displayName: 'María Gómez' }])

    const report = await getLeadBreakdown(admin, new Date(Date.now() - 30 * 86_400_000))
    expect(report.bySource).toEqual(expect.arrayContaining([{ key: 'newsletter', label: null, count: 1 }]))
    expect(report.bySalesperson).toEqual(expect.arrayContaining([{ key: 'maria-gomez', label: 'María Gómez', count: 1 }]))
    expect(report.total).toBe(report.bySource.reduce((sum, c) => sum + c.count, 0))

    await expect(getInquiryFilterOptions(stranger)).resolves.toEqual({ sources: [], salespeople: [] })
    await expect(getLeadBreakdown(stranger, new Date(0))).resolves.toMatchObject({ total: 0, bySource: [] })
  })

  it('exports every inquiry the filters match, past one page and the API\'s row cap', { timeout: 60_000 }, async () => {
    const token = 'Exportable'
    const rows = Array.from({ length: EXPORT_PAGE_SIZE * 2 + 7 }, (_, i) => ({
      first_name: `Row${i}`,
      last_name: 'Export',
      email: `export-${i}@example.com`,
      company: token,
      service_interest: 'Mobile Apps',
      budget_range: '$5,000 - $15,000',
      project_timeline: '1-2 months',
      message: 'A batch of inquiries to export.',
      source_page: 'contact',
      created_at: new Date(Date.now() - i * 1000).toISOString(),
    }))
    const { error } = await service.from('customer_inquiries').insert(rows)
    expect(error).toBeNull()

    const progress: number[] = []
    const all = await listAllInquiries(admin, filters({ search: token }), (read) => progress.push(read))
    expect(all).toHaveLength(rows.length)
    expect(new Set(all.map((i) => i.email)).size).toBe(rows.length)
    expect(progress.at(-1)).toBe(rows.length)
    expect((await listInquiries(admin, filters({ search: token }))).total).toBe(rows.length)
  })
})
