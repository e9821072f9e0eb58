import { describe, expect, it } from 'vitest'
import { shopSphere } from '@/content/sample-projects/shopsphere'
import { REQUIRED_FIELD_MESSAGE } from '@/lib/admin-forms/form-messages'
import { caseStudiesOf, yesNo } from '@/features/portfolio/model/portfolio-form-case-study'
import {
  addDetailedMetric,
  addKeyMetric,
  cleanKeyMetrics,
  isCompleteMetric,
  METRIC_MESSAGES,
  removeAt,
} from '@/features/portfolio/model/portfolio-form-metrics'
import { canGenerateProjectSlug, isSlugLocked, isValidSlug, portfolioFormSlug } from '@/features/portfolio/model/portfolio-form-slug'
import {
  addTechStackEntry,
  cleanTechStack,
  removeTechStackCategory,
  removeTechStackTechnology,
  TECH_STACK_MESSAGES,
} from '@/features/portfolio/model/portfolio-form-tech-stack'
import {
  EMPTY_PORTFOLIO_FORM,
  portfolioFormSchema,
  TESTIMONIAL_QUOTE_MESSAGE,
  toPortfolioFormValues,
  toProjectInput,
  type PortfolioFormValues,
} from '@/features/portfolio/model/portfolio-form-values'

describe('tech stack', () => {
  it('needs both a category and a technology', () => {
    expect(addTechStackEntry([], 'Frontend', ' ')).toEqual({ ok: false, message: TECH_STACK_MESSAGES.incomplete })
    expect(addTechStackEntry([], '', 'React')).toEqual({ ok: false, message: TECH_STACK_MESSAGES.incomplete })
  })

  it('creates a category, then adds to it', () => {
    const first = addTechStackEntry([], ' Frontend ', ' React ')
    expect(first).toEqual({ ok: true, stack: [{ category: 'Frontend', technologies: ['React'] }] })
    if (!first.ok) return
    const second = addTechStackEntry(first.stack, 'frontend', 'TypeScript')
    expect(second).toEqual({ ok: true, stack: [{ category: 'Frontend', technologies: ['React', 'TypeScript'] }] })
  })

  it('skips a technology already in that category', () => {
    const stack = [{ category: 'Frontend', technologies: ['React'] }]
    expect(addTechStackEntry(stack, 'Frontend', 'react')).toEqual({ ok: false, message: TECH_STACK_MESSAGES.duplicate })
    // The same technology in another category is fine.
    expect(addTechStackEntry(stack, 'Mobile', 'React')).toMatchObject({ ok: true })
  })

  it('removes a technology, and the category with its last one', () => {
    const stack = [
      { category: 'Frontend', technologies: ['React', 'Vue'] },
      { category: 'Backend', technologies: ['Go'] },
    ]
    expect(removeTechStackTechnology(stack, 'Frontend', 'Vue')).toEqual([
      { category: 'Frontend', technologies: ['React'] },
      { category: 'Backend', technologies: ['Go'] },
    ])
    expect(removeTechStackTechnology(stack, 'Backend', 'Go')).toEqual([{ category: 'Frontend', technologies: ['React', 'Vue'] }])
    expect(removeTechStackCategory(stack, 'Frontend')).toEqual([{ category: 'Backend', technologies: ['Go'] }])
  })

  it('cleans a stored stack: blank entries dropped, same categories merged, duplicates skipped', () => {
    expect(
      cleanTechStack([
        { category: 'Frontend', technologies: ['React', ' ', 'react'] },
        { category: ' ', technologies: ['Go'] },
        { category: 'frontend', technologies: ['Vue'] },
      ]),
    ).toEqual([{ category: 'Frontend', technologies: ['React', 'Vue'] }])
  })
})

describe('metrics', () => {
  it('a detailed metric needs label, value and description', () => {
    expect(isCompleteMetric({ label: 'Uptime', value: '99.9%', description: 'During launch.' })).toBe(true)
    for (const missing of ['label', 'value', 'description'] as const) {
      const metric = { label: 'Uptime', value: '99.9%', description: 'During launch.', [missing]: '  ' }
      expect(addDetailedMetric([], metric)).toEqual({ ok: false, message: METRIC_MESSAGES.incomplete })
    }
  })

  it('adds a complete detailed metric, trimmed, and removes by position', () => {
    const added = addDetailedMetric([], { label: ' Uptime ', value: '99.9% ', description: ' During launch.' })
    expect(added).toEqual({ ok: true, list: [{ label: 'Uptime', value: '99.9%', description: 'During launch.' }] })
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })

  it('a key metric needs a label and a value; a label already there gets the new value', () => {
    expect(addKeyMetric([], { label: 'Conversion', value: '' })).toEqual({ ok: false, message: METRIC_MESSAGES.keyIncomplete })
    const list = [{ label: 'Conversion', value: '+10%' }]
    expect(addKeyMetric(list, { label: 'conversion', value: '+45%' })).toEqual({ ok: true, list: [{ label: 'Conversion', value: '+45%' }] })
    expect(addKeyMetric(list, { label: 'Speed', value: '2x' })).toEqual({
      ok: true,
      list: [...list, { label: 'Speed', value: '2x' }],
    })
  })

  it('saves key metrics in their order, trimmed, complete ones only, one per label', () => {
    expect(
      cleanKeyMetrics([
        { label: ' 2026 ', value: 'Launch ' },
        { label: 'Conversion Rate', value: '+45%' },
        { label: 'Speed', value: ' ' },
        { label: '2026', value: 'Relaunch' },
      ]),
    ).toEqual([
      { label: '2026', value: 'Relaunch' },
      { label: 'Conversion Rate', value: '+45%' },
    ])
  })
})

describe('slug generation and locking', () => {
  const filled = { title: 'Care Portal!', client: 'CarePoint', industry: 'Health Care', technologies: ['React', 'Node.js', 'Go'], slug: '' }

  it('is locked in create mode and editable in edit mode', () => {
    expect(isSlugLocked('create')).toBe(true)
    expect(isSlugLocked('edit')).toBe(false)
  })

  it('in create mode, waits for title, client, industry and a technology', () => {
    expect(canGenerateProjectSlug(filled)).toBe(true)
    expect(portfolioFormSlug('create', { ...filled, client: ' ' })).toBe('')
    expect(portfolioFormSlug('create', { ...filled, industry: '' })).toBe('')
    expect(portfolioFormSlug('create', { ...filled, technologies: [] })).toBe('')
    expect(portfolioFormSlug('create', { ...filled, title: '' })).toBe('')
  })

  it('in create mode, is title, industry and the first two technologies, whatever was typed in the slug', () => {
    expect(portfolioFormSlug('create', { ...filled, slug: 'typed-by-hand' })).toBe('care-portal-health-care-react-nodejs')
  })

  it('is recomputed when a source changes', () => {
    expect(portfolioFormSlug('create', { ...filled, title: 'Care Portal 2' })).toBe('care-portal-2-health-care-react-nodejs')
  })

  it('in edit mode, is what the admin typed (empty means: generate on save)', () => {
    expect(portfolioFormSlug('edit', { ...filled, slug: ' my-slug ' })).toBe('my-slug')
    expect(portfolioFormSlug('edit', { ...filled, slug: '' })).toBe('')
  })

  it('refuses what the database refuses', () => {
    expect(isValidSlug('care-portal')).toBe(true)
    expect(isValidSlug('care portal')).toBe(false)
    expect(isValidSlug('care/portal')).toBe(false)
    expect(isValidSlug('care?x')).toBe(false)
  })
})

function values(overrides: Partial<PortfolioFormValues> = {}): PortfolioFormValues {
  return {
    ...EMPTY_PORTFOLIO_FORM,
    title: 'Care Portal',
    client: 'CarePoint',
    description: 'A patient portal.',
    serviceId: 'web-apps',
    industry: 'Healthcare',
    technologies: ['React', 'Node.js'],
    ...overrides,
  }
}

describe('portfolio form schema', () => {
  it('accepts a filled form', () => {
    expect(portfolioFormSchema.safeParse(values()).success).toBe(true)
  })

  it('requires title, client, description and service', () => {
    for (const field of ['title', 'client', 'description', 'serviceId'] as const) {
      const result = portfolioFormSchema.safeParse(values({ [field]: '  ' }))
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([field, REQUIRED_FIELD_MESSAGE])
    }
  })

  it('checks the URL fields and an edited slug', () => {
    const result = portfolioFormSchema.safeParse(values({ image: 'nope', liveUrl: 'ftp://x', slug: 'has space' }))
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['image', 'liveUrl', 'slug'])
  })

  it('keeps an extended testimonial only with its quote, and says so', () => {
    const result = portfolioFormSchema.safeParse(values({ testimonialAuthor: 'Jane' }))
    expect(result.error?.issues[0]).toMatchObject({ path: ['testimonialQuote'], message: TESTIMONIAL_QUOTE_MESSAGE })
  })
})

const DRAFT = { status: 'draft' as const, publishAt: undefined }

describe('what the portfolio form saves', () => {
  it('in create mode: the generated slug, cleaned lists, complete metrics only', () => {
    const input = toProjectInput(
      values({
        title: ' Care Portal ',
        technologies: ['React', 'react', ' ', 'Node.js'],
        gallery: ['/a.png', '/a.png'],
        approach: ['Discover', ''],
        features: ['Booking', 'booking'],
        metrics: [{ label: 'Uptime', value: '99%' }],
        detailedMetrics: [
          { label: 'Uptime', value: '99%', description: 'All year.' },
          { label: 'Broken', value: '', description: 'x' },
        ],
        testimonialQuote: ' Great work ',
        testimonialAuthor: 'Jane',
      }),
      'create',
      undefined,
      DRAFT,
    )
    expect(input).toMatchObject({
      title: 'Care Portal',
      slug: 'care-portal-healthcare-react-nodejs',
      technologies: ['React', 'Node.js'],
      gallery: ['/a.png'],
      approach: ['Discover'],
      features: ['Booking'],
      metrics: [{ label: 'Uptime', value: '99%' }],
      detailedMetrics: [{ label: 'Uptime', value: '99%', description: 'All year.' }],
      extendedTestimonial: { quote: 'Great work', author: 'Jane', position: '', company: '' },
      serviceId: 'web-apps',
    })
    expect(input.id).toBeUndefined()
  })

  it('in edit mode: the id and the typed slug; an emptied slug is left for the service to generate', () => {
    expect(toProjectInput(values({ slug: 'kept' }), 'edit', 'abc', DRAFT)).toMatchObject({ id: 'abc', slug: 'kept' })
    expect(toProjectInput(values({ slug: '' }), 'edit', 'abc', DRAFT).slug).toBeUndefined()
  })

  it('empty optional text is not saved as empty strings', () => {
    const input = toProjectInput(values({ image: ' ', challenge: '' }), 'create', undefined, DRAFT)
    expect(input.image).toBeUndefined()
    expect(input.challenge).toBeUndefined()
    expect(input.extendedTestimonial).toBeUndefined()
  })

  it('a stored project loads into the form and saves back unchanged', () => {
    const published = { status: 'published' as const, publishAt: '2026-01-01T00:00:00.000Z' }
    const input = toProjectInput(toPortfolioFormValues(shopSphere), 'edit', shopSphere.id, published)
    const { createdAt: _createdAt, ...stored } = shopSphere
    expect(input).toEqual({ ...stored, ...published, seoTitle: '', seoDescription: '', seoImage: '' })
  })

  it('saves the state the pressed button chose, and the search fields trimmed (empty ones as empty)', () => {
    const scheduled = { status: 'scheduled' as const, publishAt: '2026-12-01T09:00:00.000Z' }
    const input = toProjectInput(values({ seoTitle: ' Care Portal case study ', seoImage: '' }), 'create', undefined, scheduled)
    expect(input).toMatchObject({ ...scheduled, seoTitle: 'Care Portal case study', seoDescription: '', seoImage: '' })
  })

  it('loads a scheduled project with its time in the schedule field, and other states with it empty', () => {
    expect(toPortfolioFormValues({ ...shopSphere, status: 'scheduled', publishAt: '2026-12-01T09:00:00.000Z' }).publishAt).toBe('2026-12-01T09:00')
    expect(toPortfolioFormValues({ ...shopSphere, status: 'published', publishAt: '2026-01-01T09:00:00.000Z' }).publishAt).toBe('')
  })
})

describe('case studies list', () => {
  it('holds only projects with both a challenge and a solution', () => {
    const projects = [
      { id: 'both', challenge: 'c', solution: 's' },
      { id: 'no-solution', challenge: 'c', solution: ' ' },
      { id: 'no-challenge', challenge: undefined, solution: 's' },
    ]
    expect(caseStudiesOf(projects).map((p) => p.id)).toEqual(['both'])
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No'])
  })
})
