import { describe, expect, it } from 'vitest'
import { generateBlogSlug } from '@/features/blog/model/blog-slug'

describe('blog slug', () => {
  it('is title, category, first tag and publication year', () => {
    expect(
      generateBlogSlug({
        title: 'Why AI Agents Matter?',
        category: 'AI & Machine Learning',
        tags: ['LLMs', 'Agents'],
        publishedDate: '2025-03-05T10:00:00.000Z',
      }),
    ).toBe('why-ai-agents-matter-ai-machine-learning-llms-2025')
  })

  it('leaves out a missing tag and an invalid date', () => {
    expect(generateBlogSlug({ title: 'Hello', category: 'General', tags: [], publishedDate: 'not a date' })).toBe(
      'hello-general',
    )
  })
})
