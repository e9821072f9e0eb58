import { describe, expect, it } from 'vitest'
import { shopSphere } from '@/content/sample-projects/shopsphere'
import { REQUIRED_FIELD_MESSAGE } from '@/lib/admin-forms/form-messages'
import { EMPTY_PORTFOLIO_FORM, portfolioFormSchema, toPortfolioFormValues, toProjectInput, type PortfolioFormValues } from '@/features/portfolio-editor/model/portfolio-form-values'
import { TESTIMONIAL_QUOTE_MESSAGE } from '@/features/portfolio-editor/model/portfolio-admin-messages'

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
