import { format, isValid, parseISO } from 'date-fns'
import { DEFAULT_READING_TIME } from './blog-mapping'
import { generateBlogSlug } from './blog-slug'
import type { FormMode } from '@/lib/admin-forms/form-mode'

/*
 * Rules of the blog form and the blog list.
 */

/** The database keeps 1 to 1000 minutes. */
const MAX_READING_TIME = 1000

/** Reading time falls back to 5 when the input is not a number (nor a positive one). */
export function parseReadingTime(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10)
  if (!Number.isFinite(value) || value < 1) return DEFAULT_READING_TIME
  return Math.min(Math.floor(value), MAX_READING_TIME)
}

/** yyyy-MM-dd as a date input shows it, in the admin's local calendar. */
export function toDateInputValue(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = parseISO(iso)
  return isValid(date) ? format(date, 'yyyy-MM-dd') : ''
}

export function todayDateInputValue(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd')
}

/**
 * On save the date is converted to a full ISO timestamp. The form edits only the date
 * part: an unchanged date keeps the stored time; a new one is set to noon UTC, which is the
 * same calendar day in every time zone from UTC-11 to UTC+11. Null for no or a malformed date.
 */
export function toPublishedIso(dateInput: string, previousIso?: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateInput)) return null
  if (previousIso && toDateInputValue(previousIso) === dateInput) return new Date(previousIso).toISOString()
  const date = new Date(`${dateInput}T12:00:00.000Z`)
  return isValid(date) && date.toISOString().startsWith(dateInput) ? date.toISOString() : null
}

/** In create mode the slug is locked; it is generated once title and category are set. */
export function isBlogSlugLocked(mode: FormMode): boolean {
  return mode === 'create'
}

export interface BlogSlugSource {
  title: string
  category: string
  tags: readonly string[]
  publishedDate: string
  slug: string
}

/** The slug the form shows and saves (the service generates one when it is empty). */
export function blogFormSlug(mode: FormMode, values: BlogSlugSource): string {
  if (!isBlogSlugLocked(mode)) return values.slug.trim()
  if (values.title.trim() === '' || values.category.trim() === '') return ''
  return generateBlogSlug({
    title: values.title,
    category: values.category,
    tags: values.tags.filter((t) => t.trim() !== ''),
    publishedDate: toPublishedIso(values.publishedDate) ?? '',
  })
}

/* The blog list's cells. Lists also tolerate the snake_case fields (published_date, reading_time). */

export interface BlogListSource {
  author?: { name?: string } | null
  publishedDate?: string | null
  published_date?: string | null
  readingTime?: number | string | null
  reading_time?: number | string | null
  tags?: readonly string[] | null
}

export function blogAuthorCell(post: BlogListSource): string {
  return post.author?.name?.trim() || 'Unknown'
}

/** "Mar 5, 2024", or "No date". */
export function blogDateCell(post: BlogListSource): string {
  const raw = post.publishedDate ?? post.published_date
  if (!raw) return 'No date'
  const date = parseISO(raw)
  return isValid(date) ? format(date, 'MMM d, yyyy') : 'No date'
}

/** "N min read", or "Unknown". */
export function blogReadingTimeCell(post: BlogListSource): string {
  const raw = post.readingTime ?? post.reading_time
  const minutes = typeof raw === 'string' ? Number(raw) : raw
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? `${minutes} min read` : 'Unknown'
}
