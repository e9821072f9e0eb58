import { services } from '@/content/services'
import { isServiceId, type Project, type Service, type ServiceId } from '@/content/types'

/** A portfolio service group (id, title, icon, colour, projects). */
export interface PortfolioGroup {
  id: ServiceId
  title: string
  icon: Service['icon']
  color: Service['color']
  projects: Project[]
}

export const ALL_PROJECTS = 'all'
export type PortfolioFilter = typeof ALL_PROJECTS | ServiceId

/**
 * Only projects of the five known services are shown, in groups with at least
 * one project. Groups follow the site's service order; projects keep the order they came in
 * (newest first).
 */
export function groupProjectsByService(projects: readonly Project[]): PortfolioGroup[] {
  return services
    .map((service) => ({
      id: service.id,
      title: service.title,
      icon: service.icon,
      color: service.color,
      projects: projects.filter((p) => isServiceId(p.serviceId) && p.serviceId === service.id),
    }))
    .filter((group) => group.projects.length > 0)
}

export function filterGroups(groups: readonly PortfolioGroup[], filter: PortfolioFilter): PortfolioGroup[] {
  return filter === ALL_PROJECTS ? [...groups] : groups.filter((g) => g.id === filter)
}

export function countProjects(groups: readonly PortfolioGroup[]): number {
  return groups.reduce((sum, g) => sum + g.projects.length, 0)
}

/** The count text of a group, 'N featured projects'. */
export function featuredProjectsText(count: number): string {
  return `${count} featured ${count === 1 ? 'project' : 'projects'}`
}

/** Hovering a card prefetches up to 2 other projects of the same service. */
export const PREFETCHED_RELATED_PROJECTS = 2

export function relatedProjectsToPrefetch(projects: readonly Project[], hovered: Project): Project[] {
  return projects
    .filter((p) => p.serviceId === hovered.serviceId && p.id !== hovered.id)
    .slice(0, PREFETCHED_RELATED_PROJECTS)
}

/** A service landing page shows at most 9 projects, 3 technologies each. */
export const SERVICE_PAGE_PROJECTS = 9
export const SERVICE_PAGE_TECHNOLOGIES = 3

/** The full list is filtered on the client by service; the first 9 are kept. */
export function projectsForServicePage(projects: readonly Project[], serviceId: ServiceId): Project[] {
  return projects.filter((p) => p.serviceId === serviceId).slice(0, SERVICE_PAGE_PROJECTS)
}
