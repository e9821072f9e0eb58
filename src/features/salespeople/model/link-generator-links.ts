import type { SalespersonLink, ServiceId } from '@/content/types'
import { services } from '@/content/services'

/** One generated referral link: service name and url. */
export interface GeneratedLink {
  serviceId: ServiceId
  serviceName: string
  url: string
}

/** The service's name from the shared list of the five services. */
export function serviceName(id: ServiceId): string {
  return services.find((service) => service.id === id)?.title ?? id
}

/**
 * {host}/{salesperson_name}/{service}, one per selected service, in the
 * order the site lists its services. `origin` is the site's own (window.location.origin).
 */
export function generateLinks(person: Pick<SalespersonLink, 'salespersonName' | 'services'>, origin: string): GeneratedLink[] {
  const base = origin.replace(/\/+$/, '')
  return services
    .filter((service) => person.services.includes(service.id))
    .map((service) => ({
      serviceId: service.id,
      serviceName: service.title,
      url: `${base}/${person.salespersonName}/${service.id}`,
    }))
}

/** Copy All joins each link as service name, colon, URL, one per line. */
export function copyAllText(links: readonly GeneratedLink[]): string {
  return links.map((link) => `${link.serviceName}: ${link.url}`).join('\n')
}

/** The format the How it works card explains. */
export function linkFormatExample(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/{salesperson-name}/{service}`
}
