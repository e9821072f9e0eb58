import { describe, expect, it } from 'vitest'
import type { Inquiry } from '@/content/types'
import { NO_INQUIRY_FILTERS, NO_SALESPERSON, type InquiryFilters } from '@/features/inquiry-inbox/model/inquiry-filters'
import { matchesInquiryFilters } from '@/features/inquiry-inbox/model/inquiry-match'
import { UNATTRIBUTED } from '../../../../support/inquiry-fixture'

const inquiry = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  id: 'a1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@engines.example',
  phone: '',
  company: 'Analytical Engines Ltd',
  serviceInterest: 'Web Applications',
  budgetRange: '$5,000 - $15,000',
  projectTimeline: '1-2 months',
  message: 'Please build us a website.',
  sourcePage: 'contact',
  status: 'new',
  createdAt: '2025-03-05T12:00:00.000Z',
  deletedAt: null,
  ...UNATTRIBUTED,
  ...overrides,
})

const filters = (overrides: Partial<InquiryFilters>): InquiryFilters => ({ ...NO_INQUIRY_FILTERS, ...overrides })
const matches = (i: Inquiry, f: Partial<InquiryFilters>) => matchesInquiryFilters(i, filters(f))

describe('date range filter', () => {
  const on = (createdAt: string | null) => inquiry({ createdAt })
  const range = { from: new Date(2025, 2, 5, 14, 0), to: new Date(2025, 2, 7, 9, 0) }

  it('keeps inquiries from the start of the from-day to the end of the to-day', () => {
    expect(matches(on('2025-03-05T00:00:00.000Z'), { range })).toBe(true)
    expect(matches(on('2025-03-07T23:59:59.999Z'), { range })).toBe(true)
    expect(matches(on('2025-03-04T23:59:59.999Z'), { range })).toBe(false)
    expect(matches(on('2025-03-08T00:00:00.000Z'), { range })).toBe(false)
  })

  it('uses the from-day as the to-day when no to-day is picked', () => {
    const single = { from: new Date(2025, 2, 5, 18, 30) }
    expect(matches(on('2025-03-05T23:30:00.000Z'), { range: single })).toBe(true)
    expect(matches(on('2025-03-06T00:00:00.000Z'), { range: single })).toBe(false)
  })

  it('excludes undated inquiries only when a range is set', () => {
    expect(matches(on(null), { range })).toBe(false)
    expect(matches(on(null), {})).toBe(true)
  })
})

describe('search', () => {
  it('matches a case-insensitive part of first name, last name, email, company or service interest', () => {
    for (const text of ['ADA', 'lovel', 'ENGINES.EX', 'analytical engines', 'web app']) {
      expect(matches(inquiry(), { search: text })).toBe(true)
    }
  })

  it('does not look at the other fields, and ignores surrounding spaces', () => {
    expect(matches(inquiry(), { search: 'website' })).toBe(false)
    expect(matches(inquiry(), { search: '5,000' })).toBe(false)
    expect(matches(inquiry(), { search: '  ada  ' })).toBe(true)
  })

  it('takes wildcard characters literally', () => {
    expect(matches(inquiry(), { search: '%' })).toBe(false)
    expect(matches(inquiry({ company: 'Growth 50% Inc' }), { search: '50%' })).toBe(true)
  })
})

describe('status filter and trash', () => {
  it('All Status keeps every status; a status keeps only exact matches', () => {
    expect(matches(inquiry({ status: 'contacted' }), { status: 'all' })).toBe(true)
    expect(matches(inquiry({ status: 'contacted' }), { status: 'contacted' })).toBe(true)
    expect(matches(inquiry({ status: 'contacted' }), { status: 'converted' })).toBe(false)
  })

  it('Show Deleted switches between active and trashed inquiries', () => {
    const trashed = inquiry({ deletedAt: '2025-03-06T09:00:00.000Z' })
    expect(matches(trashed, { deleted: false })).toBe(false)
    expect(matches(trashed, { deleted: true })).toBe(true)
    expect(matches(inquiry(), { deleted: true })).toBe(false)
  })
})

describe('screening, source and salesperson filters', () => {
  it('the inbox holds only clear inquiries; held and spam are one choice away; all is all', () => {
    expect(matches(inquiry(), {})).toBe(true)
    expect(matches(inquiry({ screening: 'held' }), {})).toBe(false)
    expect(matches(inquiry({ screening: 'held' }), { screening: 'held' })).toBe(true)
    expect(matches(inquiry({ screening: 'spam' }), { screening: 'held' })).toBe(false)
    expect(matches(inquiry({ screening: 'spam' }), { screening: 'all' })).toBe(true)
  })

  it('a source keeps its own inquiries', () => {
    expect(matches(inquiry({ leadSource: 'google' }), { source: 'google' })).toBe(true)
    expect(matches(inquiry({ leadSource: '(direct)' }), { source: 'google' })).toBe(false)
  })

  it('a salesperson keeps theirs; no salesperson keeps those without one', () => {
    const referred = inquiry({ salesperson: { name: 'maria-gomez', displayName: 'María Gómez' } })
    expect(matches(referred, { salesperson: 'maria-gomez' })).toBe(true)
    expect(matches(inquiry(), { salesperson: 'maria-gomez' })).toBe(false)
    expect(matches(inquiry(), { salesperson: NO_SALESPERSON })).toBe(true)
    expect(matches(referred, { salesperson: NO_SALESPERSON })).toBe(false)
  })
})

describe('owner filter', () => {
  const owned = inquiry({ owner: { id: 'u-sam', name: 'Sam', active: true } })
  const unowned = inquiry({ owner: null })

  it('keeps only the leads without an owner under Unassigned', () => {
    expect(matches(unowned, { owner: 'unassigned' })).toBe(true)
    expect(matches(owned, { owner: 'unassigned' })).toBe(false)
  })

  it('keeps every lead under All owners and Mine (the reload decides whose)', () => {
    expect(matches(owned, { owner: 'all' })).toBe(true)
    expect(matches(unowned, { owner: 'all' })).toBe(true)
    expect(matches(owned, { owner: 'mine' })).toBe(true)
  })
})
