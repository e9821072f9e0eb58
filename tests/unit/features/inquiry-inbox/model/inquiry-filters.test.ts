import { describe, expect, it } from 'vitest'
import {
  addressFilterInputs,
  dateRangeBounds,
  NO_INQUIRY_FILTERS,
  NO_SALESPERSON,
  openingInquiryFilters,
  ownerFilterChoices,
  screeningFromQuery,
  toListFilters,
} from '@/features/inquiry-inbox/model/inquiry-filters'

describe("the list's filters as the database takes them", () => {
  it('sends the inbox by default, with the search trimmed', () => {
    expect(toListFilters({ ...NO_INQUIRY_FILTERS, search: '  acme ' })).toEqual({
      deleted: false,
      status: 'all',
      screening: 'clear',
      search: 'acme',
    })
  })

  it('adds the source, the salesperson (none too) and the day bounds only when chosen', () => {
    const list = toListFilters({
      ...NO_INQUIRY_FILTERS,
      screening: 'all',
      source: 'google',
      salesperson: NO_SALESPERSON,
      range: { from: new Date(2025, 2, 5, 15, 30) },
    })
    expect(list).toMatchObject({ screening: 'all', source: 'google', salesperson: '' })
    expect(list.from).toBe(new Date(2025, 2, 5, 0, 0, 0, 0).toISOString())
    expect(list.to).toBe(new Date(2025, 2, 5, 23, 59, 59, 999).toISOString())
  })
})

describe('the owner filter', () => {
  it('is sent only when it narrows the list', () => {
    expect(toListFilters({ ...NO_INQUIRY_FILTERS, owner: 'unassigned' }).owner).toBe('unassigned')
    expect(toListFilters({ ...NO_INQUIRY_FILTERS, owner: 'mine' }).owner).toBe('mine')
    expect(toListFilters(NO_INQUIRY_FILTERS)).not.toHaveProperty('owner')
  })

  it('offers an admin the unassigned leads, and a sales member nothing (their inbox is their own)', () => {
    expect(ownerFilterChoices(false)).toEqual(['all', 'unassigned'])
    expect(ownerFilterChoices(true)).toEqual([])
  })
})

describe('date range bounds', () => {
  it('runs from the start of the from-day to the end of the to-day', () => {
    const bounds = dateRangeBounds({ from: new Date(2025, 2, 5, 15, 30), to: new Date(2025, 2, 7, 1) })
    expect(bounds).toEqual({
      start: new Date(2025, 2, 5, 0, 0, 0, 0).toISOString(),
      end: new Date(2025, 2, 7, 23, 59, 59, 999).toISOString(),
    })
  })

  it('uses the from-day as the to-day when none is picked', () => {
    const bounds = dateRangeBounds({ from: new Date(2025, 2, 5, 15, 30) })
    expect(bounds?.end).toBe(new Date(2025, 2, 5, 23, 59, 59, 999).toISOString())
  })

  it('is no filter without a from-day', () => {
    expect(dateRangeBounds(undefined)).toBeNull()
    expect(dateRangeBounds({})).toBeNull()
  })
})

describe('the screening an address asks for', () => {
  it('opens the held list from the digest\'s ?screening=held, and the inbox for anything else', () => {
    expect(screeningFromQuery('held')).toBe('held')
    expect(screeningFromQuery('all')).toBe('all')
    expect(screeningFromQuery(null)).toBe('clear')
    expect(screeningFromQuery('<script>')).toBe('clear')
  })
})

describe('the filters an address opens the screen with', () => {
  it('is the inbox, searched for what ?search= says', () => {
    expect(addressFilterInputs('?search=Grace%20Hopper%20')).toEqual({ ...NO_INQUIRY_FILTERS, search: 'Grace Hopper ' })
    expect(addressFilterInputs('')).toEqual(NO_INQUIRY_FILTERS)
    expect(openingInquiryFilters('?search=%20grace%40navy.example%20')).toEqual({ ...NO_INQUIRY_FILTERS, search: 'grace@navy.example' })
    expect(openingInquiryFilters('?page=2')).toEqual(NO_INQUIRY_FILTERS)
  })

  it('opens the held list the digest links to, and the first page is requested for the same filters', () => {
    expect(addressFilterInputs('?screening=held')).toEqual({ ...NO_INQUIRY_FILTERS, screening: 'held' })
    expect(openingInquiryFilters('?screening=held&search=x')).toEqual({ ...NO_INQUIRY_FILTERS, screening: 'held', search: 'x' })
  })
})
