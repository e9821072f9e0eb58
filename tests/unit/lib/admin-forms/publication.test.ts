import { describe, expect, it } from 'vitest'
import { countByPublication, effectiveState, filterByPublication, fromDateTimeInputValue, publicationFor, publicationSummary, publishButtonLabel, SCHEDULE_MESSAGES, scheduleProblem, toDateTimeInputValue } from '@/lib/admin-forms/publication'

// vitest pins TZ=UTC, so a datetime-local value reads as UTC here.
const now = new Date('2026-11-23T10:00:00.000Z')

describe('the state visitors experience', () => {
  it('is published for a scheduled item whose time has come, scheduled before it', () => {
    expect(effectiveState({ status: 'scheduled', publishAt: '2026-11-23T09:59:00.000Z' }, now)).toBe('published')
    expect(effectiveState({ status: 'scheduled', publishAt: '2026-11-23T10:00:00.000Z' }, now)).toBe('published')
    expect(effectiveState({ status: 'scheduled', publishAt: '2026-11-23T10:01:00.000Z' }, now)).toBe('scheduled')
  })

  it('is published for static content without a state, and a draft stays a draft', () => {
    expect(effectiveState({}, now)).toBe('published')
    expect(effectiveState({ status: 'draft', publishAt: '2020-01-01T00:00:00Z' }, now)).toBe('draft')
  })

  it('is summarised with its date for the lists', () => {
    expect(publicationSummary({ status: 'scheduled', publishAt: '2026-11-24T09:30:00.000Z' }, now)).toBe('Scheduled for Nov 24, 2026, 09:30')
    expect(publicationSummary({ status: 'published', publishAt: '2026-11-20T08:00:00.000Z' }, now)).toBe('Published Nov 20, 2026, 08:00')
    expect(publicationSummary({ status: 'published' }, now)).toBe('Published')
    expect(publicationSummary({ status: 'draft' }, now)).toBe('Draft')
  })
})

describe('scheduling', () => {
  it('reads and writes the datetime-local value in the admin’s time zone', () => {
    expect(fromDateTimeInputValue('2026-11-24T09:30')).toBe('2026-11-24T09:30:00.000Z')
    expect(toDateTimeInputValue('2026-11-24T09:30:00.000Z')).toBe('2026-11-24T09:30')
    expect(fromDateTimeInputValue('')).toBeNull()
    expect(fromDateTimeInputValue('tomorrow')).toBeNull()
  })

  it('needs a time, and one in the future', () => {
    expect(scheduleProblem('', now)).toBe(SCHEDULE_MESSAGES.missing)
    expect(scheduleProblem('2026-11-23T10:00', now)).toBe(SCHEDULE_MESSAGES.past)
    expect(scheduleProblem('2026-11-23T10:01', now)).toBeNull()
  })
})

describe('what a button stores', () => {
  it('Save draft: a draft without a time', () => {
    expect(publicationFor('draft', '2026-12-01T00:00', { status: 'published', publishAt: '2026-01-01T00:00:00Z' }, now)).toEqual({
      status: 'draft',
      publishAt: undefined,
    })
  })

  it('Schedule: scheduled at the chosen time; refuses a past time', () => {
    expect(publicationFor('schedule', '2026-11-24T09:30', undefined, now)).toEqual({ status: 'scheduled', publishAt: '2026-11-24T09:30:00.000Z' })
    expect(() => publicationFor('schedule', '2026-11-22T09:30', undefined, now)).toThrow()
  })

  it('Publish: now, but an item already public keeps its first publication time', () => {
    expect(publicationFor('publish', '', undefined, now)).toEqual({ status: 'published', publishAt: now.toISOString() })
    expect(publicationFor('publish', '', { status: 'draft' }, now).publishAt).toBe(now.toISOString())
    expect(publicationFor('publish', '', { status: 'published', publishAt: '2026-01-01T00:00:00.000Z' }, now).publishAt).toBe(
      '2026-01-01T00:00:00.000Z',
    )
    // A scheduled item that went live at its time keeps that time too.
    expect(publicationFor('publish', '', { status: 'scheduled', publishAt: '2026-11-23T09:00:00.000Z' }, now).publishAt).toBe(
      '2026-11-23T09:00:00.000Z',
    )
  })
})

describe('the list filter', () => {
  const items = [
    { id: 'a', status: 'draft' as const },
    { id: 'b', status: 'scheduled' as const, publishAt: '2026-12-01T00:00:00Z' },
    { id: 'c', status: 'scheduled' as const, publishAt: '2026-11-01T00:00:00Z' },
    { id: 'd', status: 'published' as const },
  ]

  it('keeps the items in the chosen state, a due scheduled item counting as published', () => {
    expect(filterByPublication(items, 'all', now).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(filterByPublication(items, 'draft', now).map((i) => i.id)).toEqual(['a'])
    expect(filterByPublication(items, 'scheduled', now).map((i) => i.id)).toEqual(['b'])
    expect(filterByPublication(items, 'published', now).map((i) => i.id)).toEqual(['c', 'd'])
  })

  it('counts each state', () => {
    expect(countByPublication(items, now)).toEqual({ all: 4, draft: 1, scheduled: 1, published: 2 })
  })
})

describe('the name of the button that publishes now', () => {
  const labels = { create: 'Create Portfolio', update: 'Update Portfolio' }

  it('creates a new item, updates a public one, publishes a stored draft or future schedule', () => {
    expect(publishButtonLabel(undefined, labels, now)).toBe('Create Portfolio')
    expect(publishButtonLabel({ status: 'published', publishAt: '2026-11-01T00:00:00.000Z' }, labels, now)).toBe('Update Portfolio')
    expect(publishButtonLabel({ status: 'scheduled', publishAt: '2026-11-23T09:00:00.000Z' }, labels, now)).toBe('Update Portfolio')
    expect(publishButtonLabel({ status: 'scheduled', publishAt: '2026-11-24T09:00:00.000Z' }, labels, now)).toBe('Publish')
    expect(publishButtonLabel({ status: 'draft' }, labels, now)).toBe('Publish')
  })
})
