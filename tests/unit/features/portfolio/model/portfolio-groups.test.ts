import { describe, expect, it } from 'vitest'
import { sampleProjects } from '@/content/sample-projects'
import type { Project } from '@/content/types'
import { ALL_PROJECTS, featuredProjectsText, filterGroups, groupProjectsByService, projectsForServicePage, relatedProjectsToPrefetch } from '@/features/portfolio/model/portfolio-groups'
import { project } from '../../../../support/content-fixtures'

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
