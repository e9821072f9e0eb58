import { describe, expect, it } from 'vitest'
import { blogAuthorCell, blogDateCell, blogReadingTimeCell, parseReadingTime, toDateInputValue, toPublishedIso } from '@/features/blog/model/blog-form-rules'

// vitest.config.ts pins TZ=UTC, so calendar days below mean the same everywhere.

describe('reading time', () => {
  it('is the number typed', () => {
    expect(parseReadingTime('8')).toBe(8)
    expect(parseReadingTime(' 12 ')).toBe(12)
  })

  it('falls back to 5 when the input is not a number', () => {
    expect(parseReadingTime('')).toBe(5)
    expect(parseReadingTime('soon')).toBe(5)
    expect(parseReadingTime(Number.NaN)).toBe(5)
  })

  it('falls back to 5 for a number the database would refuse, and caps long reads', () => {
    expect(parseReadingTime('0')).toBe(5)
    expect(parseReadingTime('-3')).toBe(5)
    expect(parseReadingTime('5000')).toBe(1000)
  })
})

describe('published date', () => {
  it('is saved as a full ISO timestamp', () => {
    expect(toPublishedIso('2024-03-05')).toBe('2024-03-05T12:00:00.000Z')
  })

  it('keeps the stored time of day when the date is unchanged', () => {
    expect(toPublishedIso('2024-03-05', '2024-03-05T08:15:00.000Z')).toBe('2024-03-05T08:15:00.000Z')
    expect(toPublishedIso('2024-03-06', '2024-03-05T08:15:00.000Z')).toBe('2024-03-06T12:00:00.000Z')
  })

  it('is null for no date or an impossible one', () => {
    expect(toPublishedIso('')).toBeNull()
    expect(toPublishedIso('2024-02-31')).toBeNull()
    expect(toPublishedIso('05/03/2024')).toBeNull()
  })

  it('shows the date part of a stored timestamp in the date input', () => {
    expect(toDateInputValue('2024-03-05T10:00:00.000Z')).toBe('2024-03-05')
    expect(toDateInputValue('garbage')).toBe('')
  })
})

describe('blog list cells', () => {
  it('author, or Unknown', () => {
    expect(blogAuthorCell({ author: { name: 'Jane' } })).toBe('Jane')
    expect(blogAuthorCell({ author: { name: ' ' } })).toBe('Unknown')
    expect(blogAuthorCell({ author: null })).toBe('Unknown')
  })

  it('date like Mar 5, 2024, or No date; snake_case tolerated', () => {
    expect(blogDateCell({ publishedDate: '2024-03-05T12:00:00.000Z' })).toBe('Mar 5, 2024')
    expect(blogDateCell({ published_date: '2024-12-25T12:00:00.000Z' })).toBe('Dec 25, 2024')
    expect(blogDateCell({})).toBe('No date')
    expect(blogDateCell({ publishedDate: 'nonsense' })).toBe('No date')
  })

  it('N min read, or Unknown; snake_case tolerated', () => {
    expect(blogReadingTimeCell({ readingTime: 7 })).toBe('7 min read')
    expect(blogReadingTimeCell({ reading_time: 3 })).toBe('3 min read')
    expect(blogReadingTimeCell({})).toBe('Unknown')
    expect(blogReadingTimeCell({ readingTime: 'x' })).toBe('Unknown')
  })
})
