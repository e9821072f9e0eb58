import { describe, expect, it } from 'vitest'
import type { BlogPost } from '@/content/types'
import { REQUIRED_FIELD_MESSAGE, REQUIRED_FIELDS_MESSAGE, validationToastMessage } from '@/lib/admin-forms/form-messages'
import { blogFormSlug, isBlogSlugLocked } from '@/features/blog/model/blog-form-rules'
import { blogFormSchema, emptyBlogForm, toBlogFormValues, toBlogInput, type BlogFormValues } from '@/features/blog/model/blog-form-values'
import { CONTENT_EMPTY_MESSAGE } from '@/features/blog/model/blog-admin-messages'

// vitest.config.ts pins TZ=UTC, so calendar days below mean the same everywhere.

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
