import type { ServiceId } from '@/content/types'

/** The web-apps and SaaS pages show a portfolio; the others do not. */
export const SERVICES_WITH_PORTFOLIO: readonly ServiceId[] = ['web-apps', 'saas']

export function hasPortfolioSection(serviceId: ServiceId): boolean {
  return SERVICES_WITH_PORTFOLIO.includes(serviceId)
}

/** The SaaS page adds the three packages. */
export function hasPackagesSection(serviceId: ServiceId): boolean {
  return serviceId === 'saas'
}
