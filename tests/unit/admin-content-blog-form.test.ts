import { describe, expect, it } from 'vitest'
import type { BlogPost } from '@/content/types'
import { REQUIRED_FIELD_MESSAGE, REQUIRED_FIELDS_MESSAGE, validationToastMessage } from '@/lib/admin-forms/form-messages'
import {
  blogAuthorCell,
  blogDateCell,
  blogFormSlug,
  blogReadingTimeCell,
  isBlogSlugLocked,
  parseReadingTime,
  toDateInputValue,
  toPublishedIso,
} from '@/features/blog/model/blog-form-rules'
import {
  blogFormSchema,
  CONTENT_EMPTY_MESSAGE,
  emptyBlogForm,
  toBlogFormValues,
  toBlogInput,
  type BlogFormValues,
} from '@/features/blog/model/blog-form-values'

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

describe('blog slug', () => {
  const source = { title: 'Why AI Agents Matter?', category: 'AI & Machine Learning', tags: ['LLMs', 'Agents'], publishedDate: '2025-03-05', slug: '' }

  it('is locked and generated in create mode from title, category, first tag and year', () => {
    expect(isBlogSlugLocked('create')).toBe(true)
    expect(blogFormSlug('create', { ...source, slug: 'ignored' })).toBe('why-ai-agents-matter-ai-machine-learning-llms-2025')
  })

  it('waits for the title and the category', () => {
    expect(blogFormSlug('create', { ...source, category: '' })).toBe('')
    expect(blogFormSlug('create', { ...source, title: ' ' })).toBe('')
  })

  it('is what the admin typed in edit mode', () => {
    expect(isBlogSlugLocked('edit')).toBe(false)
    expect(blogFormSlug('edit', { ...source, slug: ' my-post ' })).toBe('my-post')
  })
})

function form(overrides: Partial<BlogFormValues> = {}): BlogFormValues {
  return {
    ...emptyBlogForm(new Date('2024-03-05T09:00:00Z')),
    title: 'Hello',
    authorName: 'Jane Doe',
    content: '<p>Hi</p>',
    category: 'SaaS',
    ...overrides,
  }
}

function messages(values: BlogFormValues): string[] {
  const result = blogFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('blog form schema', () => {
  it('accepts a filled form, dated today by default', () => {
    expect(emptyBlogForm(new Date('2024-03-05T09:00:00Z')).publishedDate).toBe('2024-03-05')
    expect(messages(form())).toEqual([])
  })

  it('requires title, content, author name and date: "Please fill in all required fields."', () => {
    for (const field of ['title', 'content', 'authorName', 'publishedDate'] as const) {
      const found = messages(form({ [field]: '' }))
      expect(found).toContain(REQUIRED_FIELD_MESSAGE)
      expect(validationToastMessage(found, [CONTENT_EMPTY_MESSAGE])).toBe(REQUIRED_FIELDS_MESSAGE)
    }
  })

  it('content of only whitespace: "Content cannot be empty."', () => {
    const found = messages(form({ content: '  \n ' }))
    expect(found).toEqual([CONTENT_EMPTY_MESSAGE])
    expect(validationToastMessage(found, [CONTENT_EMPTY_MESSAGE])).toBe(CONTENT_EMPTY_MESSAGE)
  })

  it('a missing required field wins over blank content', () => {
    const found = messages(form({ title: '', content: '   ' }))
    expect(validationToastMessage(found, [CONTENT_EMPTY_MESSAGE])).toBe(REQUIRED_FIELDS_MESSAGE)
  })
})

const stored: BlogPost = {
  id: '8a6f1f0e-2a55-4d4e-9a8e-0b6a1b2c3d4e',
  slug: 'hello-general-2024',
  title: 'Hello',
  excerpt: 'Short',
  content: 'Body',
  author: { name: 'Jane', avatar: 'https://example.com/a.png', bio: 'Writer' },
  publishedDate: '2024-03-05T08:15:00.000Z',
  category: 'General',
  featuredImage: undefined,
  tags: ['React', 'react', 'Vite'],
  readingTime: 7,
  featured: true,
}

describe('what the blog form saves', () => {
  it('in create mode: generated slug, clean tags, ISO date, reading time fallback', () => {
    const input = toBlogInput(
      form({ title: ' Hello World ', tags: ['React', ' react', '', 'Vite'], readingTime: 'abc', publishedDate: '2024-03-05' }),
      'create',
      undefined,
      { status: 'draft', publishAt: undefined },
    )
    expect(input).toMatchObject({
      title: 'Hello World',
      slug: 'hello-world-saas-react-2024',
      tags: ['React', 'Vite'],
      publishedDate: '2024-03-05T12:00:00.000Z',
      readingTime: 5,
      author: { name: 'Jane Doe' },
      category: 'SaaS',
      featured: false,
    })
    expect(input.id).toBeUndefined()
  })

  it('in edit mode: id, stored time of day and the featured flag kept', () => {
    const values = toBlogFormValues(stored)
    expect(values).toMatchObject({ publishedDate: '2024-03-05', readingTime: '7', tags: ['React', 'Vite'], category: 'General' })
    const published = { status: 'published' as const, publishAt: '2024-03-05T08:15:00.000Z' }
    expect(toBlogInput(values, 'edit', stored, published)).toEqual({
      id: stored.id,
      title: 'Hello',
      slug: 'hello-general-2024',
      excerpt: 'Short',
      category: 'General',
      content: 'Body',
      author: { name: 'Jane', avatar: 'https://example.com/a.png', bio: 'Writer' },
      publishedDate: '2024-03-05T08:15:00.000Z',
      readingTime: 7,
      featuredImage: undefined,
      tags: ['React', 'Vite'],
      featured: true,
      ...published,
      seoTitle: '',
      seoDescription: '',
      seoImage: '',
    })
  })

  it('a scheduled post is dated at its publication time; its search fields are saved trimmed', () => {
    const scheduled = { status: 'scheduled' as const, publishAt: '2026-12-01T09:00:00.000Z' }
    const input = toBlogInput(form({ publishedDate: '2024-03-05', seoDescription: ' Why it matters. ' }), 'create', undefined, scheduled)
    expect(input).toMatchObject({ ...scheduled, publishedDate: '2026-12-01T09:00:00.000Z', seoDescription: 'Why it matters.', seoTitle: '' })
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
