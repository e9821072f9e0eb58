import { format, isValid, parseISO } from 'date-fns'
import type { PublicationState, Publishable } from '@/content/types'

/*
 * Drafts, scheduling and publishing in the back office: one set of rules for projects and
 * posts. Visitors see an item when it is published, or scheduled and due (the database's read
 * policies decide that for them; these rules only describe it to the admin).
 */

/** What the form's buttons ask for: keep it a draft, publish it now, or at a chosen time. */
export type PublicationAction = 'draft' | 'publish' | 'schedule'

export const PUBLICATION_LABELS: Record<PublicationState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

export const SCHEDULE_MESSAGES = {
  missing: 'Choose the date and time to publish at.',
  past: 'Choose a time in the future, or publish now.',
} as const

/** The state visitors experience now: a scheduled item whose time has come counts as published. */
export function effectiveState(item: Publishable, now: Date = new Date()): PublicationState {
  const status = item.status ?? 'published'
  if (status !== 'scheduled') return status
  const at = item.publishAt ? Date.parse(item.publishAt) : Number.NaN
  return !Number.isNaN(at) && at <= now.getTime() ? 'published' : 'scheduled'
}

export function isPublic(item: Publishable, now: Date = new Date()): boolean {
  return effectiveState(item, now) === 'published'
}

const DATE_TIME = "MMM d, yyyy, HH:mm"

/** "Draft", "Scheduled for Nov 24, 2026, 09:30" or "Published" (with its date when known). */
export function publicationSummary(item: Publishable, now: Date = new Date()): string {
  const state = effectiveState(item, now)
  const at = item.publishAt ? parseISO(item.publishAt) : null
  const when = at && isValid(at) ? format(at, DATE_TIME) : null
  if (state === 'scheduled') return when ? `Scheduled for ${when}` : PUBLICATION_LABELS.scheduled
  if (state === 'published') return when ? `Published ${when}` : PUBLICATION_LABELS.published
  return PUBLICATION_LABELS.draft
}

/** A `datetime-local` input's value (the admin's own clock) for a stored ISO time, or ''. */
export function toDateTimeInputValue(iso: string | undefined): string {
  if (!iso) return ''
  const date = parseISO(iso)
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : ''
}

/** The ISO time a `datetime-local` value means in the admin's time zone, or null. */
export function fromDateTimeInputValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value.trim())) return null
  const date = new Date(value.trim())
  return isValid(date) ? date.toISOString() : null
}

/** Why a schedule cannot be saved, or null when it can. */
export function scheduleProblem(value: string, now: Date = new Date()): string | null {
  const iso = fromDateTimeInputValue(value)
  if (iso === null) return SCHEDULE_MESSAGES.missing
  return Date.parse(iso) <= now.getTime() ? SCHEDULE_MESSAGES.past : null
}

/**
 * The stored state an action leads to. Publishing keeps the first publication time of an item
 * that was already public (its "published on" does not move with every edit).
 */
export function publicationFor(
  action: PublicationAction,
  scheduleValue: string,
  previous: Publishable | undefined,
  now: Date = new Date(),
): Required<Pick<Publishable, 'status'>> & Pick<Publishable, 'publishAt'> {
  switch (action) {
    case 'draft':
      return { status: 'draft', publishAt: undefined }
    case 'schedule': {
      const at = fromDateTimeInputValue(scheduleValue)
      if (at === null || scheduleProblem(scheduleValue, now) !== null) throw new Error('publicationFor needs a valid schedule')
      return { status: 'scheduled', publishAt: at }
    }
    case 'publish': {
      const wasPublic = previous !== undefined && previous.status !== undefined && isPublic(previous, now)
      return { status: 'published', publishAt: wasPublic && previous.publishAt ? previous.publishAt : now.toISOString() }
    }
  }
}

/** The list filter: every item, or those in one state (as visitors experience it now). */
export type PublicationFilter = 'all' | PublicationState

export const PUBLICATION_FILTERS: ReadonlyArray<{ value: PublicationFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
]

export function filterByPublication<T extends Publishable>(items: readonly T[], filter: PublicationFilter, now: Date = new Date()): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => effectiveState(item, now) === filter)
}

export function countByPublication(items: readonly Publishable[], now: Date = new Date()): Record<PublicationFilter, number> {
  const counts: Record<PublicationFilter, number> = { all: items.length, draft: 0, scheduled: 0, published: 0 }
  for (const item of items) counts[effectiveState(item, now)] += 1
  return counts
}

export function isPublicationFilter(value: string | null): value is PublicationFilter {
  return PUBLICATION_FILTERS.some((filter) => filter.value === value)
}

/**
 * What Enter in a field saves: the item stays as visitors know it (a draft stays a draft, a
 * scheduled item keeps its time, a public one stays public).
 */
export function defaultPublicationAction(item: Publishable | undefined, now: Date = new Date()): PublicationAction {
  if (!item) return 'draft'
  const state = effectiveState(item, now)
  return state === 'published' ? 'publish' : state === 'scheduled' ? 'schedule' : 'draft'
}

/** A content form's names for its main button: while creating, and for an item visitors already see. */
export interface PublishButtonLabels {
  /** "Create Portfolio": creates the item and publishes it. */
  create: string
  /** "Update Portfolio": saves the changes of an item already public. */
  update: string
}

/**
 * The name of the button that saves an item and puts it on the public site: the create label
 * for a new item, the update label for one visitors already see, "Publish" for a stored draft
 * or scheduled item.
 */
export function publishButtonLabel(item: Publishable | undefined, labels: PublishButtonLabels, now: Date = new Date()): string {
  if (item === undefined) return labels.create
  return isPublic(item, now) ? labels.update : 'Publish'
}

/** The toast's second sentence after a save: who can see the item now. */
export function publicationSavedNote(publication: Publishable): string {
  if (publication.status === 'draft') return 'It is a draft: only admins can see it.'
  if (publication.status === 'scheduled') return `${publicationSummary(publication)}.`
  return 'It is on the public site.'
}

/** A list card's title under a filter: "All Portfolios", or "Drafts", "Scheduled", "Published". */
export function publicationListTitle(filter: PublicationFilter, allTitle: string): string {
  return filter === 'all' ? allTitle : (PUBLICATION_FILTERS.find((option) => option.value === filter)?.label ?? allTitle)
}
