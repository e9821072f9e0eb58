import { describe, expect, it } from 'vitest'
import { caseStudySlugOrId, toProjectView } from '@/lib/projects/project-display'
import { project } from '../../../support/content-fixtures'

describe('project display defaults', () => {
  it('fills every missing field with the spec default', () => {
    const view = toProjectView(project({ extendedTestimonial: { quote: 'Great work.', author: '', position: '', company: '' } }))
    expect(view).toMatchObject({
      image: '/placeholder.svg',
      industry: 'Technology',
      client: 'Client',
      timeline: '3 months',
      team: '3 developers',
      challenge: 'Challenge details coming soon...',
      solution: 'Solution details coming soon...',
      testimonial: { quote: 'Great work.', author: 'Client Representative', position: 'Project Manager' },
    })
  })

  it('treats blank text as missing and keeps given values', () => {
    const view = toProjectView(project({ industry: '  ', client: 'Acme', timeline: '6 weeks', challenge: 'Slow pages' }))
    expect(view.industry).toBe('Technology')
    expect(view.client).toBe('Acme')
    expect(view.timeline).toBe('6 weeks')
    expect(view.challenge).toBe('Slow pages')
  })

  it('shows the short testimonial with default author when there is no extended one, and none when neither exists', () => {
    expect(toProjectView(project({ testimonial: 'Loved it', client: 'Acme' })).testimonial).toEqual({
      quote: 'Loved it',
      author: 'Client Representative',
      position: 'Project Manager',
      company: 'Acme',
    })
    expect(toProjectView(project()).testimonial).toBeUndefined()
  })

  it('keeps the metrics in their stored order (cards take 2, the hero 3)', () => {
    const view = toProjectView(project({ metrics: ['A', 'B', 'C', 'D'].map((label, i) => ({ label, value: String(i + 1) })) }))
    expect(view.metrics.map((m) => m.label)).toEqual(['A', 'B', 'C', 'D'])
  })

  it('links a case study by slug, or by id when there is no slug', () => {
    expect(caseStudySlugOrId({ id: 'x-id', slug: 'nice-slug' })).toBe('nice-slug')
    expect(caseStudySlugOrId({ id: 'x-id' })).toBe('x-id')
  })
})
