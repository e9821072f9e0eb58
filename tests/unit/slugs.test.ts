import { describe, expect, it } from 'vitest'
import { generateBlogSlug } from '@/features/blog/model/blog-slug'
import { generateProjectSlug } from '@/features/portfolio/model/project-slug'
import { joinSlug, slugPart } from '@/lib/slug'

describe('slug parts', () => {
  it('lowercases, removes punctuation and turns spaces into hyphens', () => {
    expect(slugPart('Hello, World!')).toBe('hello-world')
    expect(slugPart('  Node.js   &  React  ')).toBe('nodejs-react')
    expect(slugPart('E-commerce')).toBe('ecommerce')
  })

  it('keeps letters of other scripts and digits', () => {
    expect(slugPart('Café 2024')).toBe('café-2024')
  })

  it('skips empty parts when joining', () => {
    expect(joinSlug(['A', '', undefined, '!!', 'B'])).toBe('a-b')
  })
})

describe('project slug', () => {
  it('is title, industry and the first two technologies', () => {
    expect(
      generateProjectSlug({
        title: 'ShopSphere E-commerce Platform',
        industry: 'Retail',
        technologies: ['React', 'Node.js', 'PostgreSQL'],
      }),
    ).toBe('shopsphere-ecommerce-platform-retail-react-nodejs')
  })

  it('works without an industry or with one technology', () => {
    expect(generateProjectSlug({ title: 'Care Portal', technologies: ['Vue'] })).toBe('care-portal-vue')
  })
})

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
