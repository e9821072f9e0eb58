import { describe, expect, it } from 'vitest'
import { sampleProjects } from '@/content/sample-projects'
import type { Project } from '@/content/types'
import { caseStudyDescription, caseStudyTitle } from '@/features/portfolio/model/case-study-meta'
import { nextImageIndex, previousImageIndex } from '@/features/portfolio/model/gallery-navigation'
import {
  ALL_PROJECTS,
  featuredProjectsText,
  filterGroups,
  groupProjectsByService,
  projectsForServicePage,
  relatedProjectsToPrefetch,
} from '@/features/portfolio/model/portfolio-groups'
import { caseStudySlugOrId, toProjectView } from '@/features/portfolio/model/project-display'

let n = 0
function project(overrides: Partial<Project> = {}): Project {
  n += 1
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Project ${n}`,
    description: 'A project.',
    technologies: [],
    metrics: [],
    detailedMetrics: [],
    features: [],
    approach: [],
    techStack: [],
    gallery: [],
    serviceId: 'web-apps',
    ...overrides,
  }
}

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

describe('portfolio groups', () => {
  it('groups only known services, skips empty groups and follows the service order', () => {
    const saas = project({ serviceId: 'saas' })
    const web1 = project({ serviceId: 'web-apps' })
    const stray = project({ serviceId: 'blockchain' as Project['serviceId'] })
    const web2 = project({ serviceId: 'web-apps' })
    const groups = groupProjectsByService([saas, web1, stray, web2])
    expect(groups.map((g) => [g.id, g.title, g.projects.map((p) => p.id)])).toEqual([
      ['web-apps', 'Web Applications', [web1.id, web2.id]],
      ['saas', 'SAAS Solutions', [saas.id]],
    ])
    expect(groupProjectsByService([stray])).toEqual([])
  })

  it('filters to one service or shows all', () => {
    const groups = groupProjectsByService(sampleProjects)
    expect(filterGroups(groups, ALL_PROJECTS)).toHaveLength(3)
    expect(filterGroups(groups, 'saas').map((g) => g.id)).toEqual(['saas'])
    expect(filterGroups(groups, 'mobile-apps')).toEqual([])
  })

  it('counts featured projects', () => {
    expect(featuredProjectsText(2)).toBe('2 featured projects')
    expect(featuredProjectsText(1)).toBe('1 featured project')
  })

  it('prefetches up to 2 other projects of the hovered one’s service', () => {
    const [a, b, c, d] = [project(), project(), project(), project()]
    const other = project({ serviceId: 'saas' })
    expect(relatedProjectsToPrefetch([a, other, b, c, d], b).map((p) => p.id)).toEqual([a.id, c.id])
    expect(relatedProjectsToPrefetch([other, a], other)).toEqual([])
  })

  it('gives a service page at most 9 projects of its own service', () => {
    const many = Array.from({ length: 12 }, () => project())
    const list = [project({ serviceId: 'saas' }), ...many]
    expect(projectsForServicePage(list, 'web-apps').map((p) => p.id)).toEqual(many.slice(0, 9).map((p) => p.id))
    expect(projectsForServicePage(list, 'saas')).toHaveLength(1)
    expect(projectsForServicePage(list, 'ai-automation')).toEqual([])
  })
})

describe('gallery navigation', () => {
  it('wraps from the last image to the first and from the first to the last', () => {
    expect(nextImageIndex(2, 3)).toBe(0)
    expect(nextImageIndex(0, 3)).toBe(1)
    expect(previousImageIndex(0, 3)).toBe(2)
    expect(previousImageIndex(2, 3)).toBe(1)
    expect(nextImageIndex(0, 1)).toBe(0)
  })
})

describe('case study title and description', () => {
  it('names the project, Case Study and the brand', () => {
    expect(caseStudyTitle({ title: 'ShopSphere' }, 'NexaLabs')).toBe('ShopSphere | Case Study | NexaLabs')
  })

  it('builds the description from description, technologies, client and industry, within 160 characters', () => {
    const [shop] = sampleProjects
    const description = caseStudyDescription(shop!)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description).toContain('React, Node.js')
    expect(description).toContain('Urban Threads Co.')
    expect(description).toContain('Retail')
    expect(description.startsWith('A headless e-commerce platform')).toBe(true)
  })

  it('uses the display defaults for a missing client and industry', () => {
    expect(caseStudyDescription({ description: 'Short.', technologies: [], client: undefined, industry: undefined })).toBe(
      'Short. Client: Client. Industry: Technology.',
    )
  })
})
