import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { servicePages } from '@/content/service-pages'
import { serviceById } from '@/content/services'
import { isServiceId, type ServiceId } from '@/content/types'
import { seedProjectList } from '@/features/portfolio/api/project-queries'
import { ServicePortfolio } from '@/features/portfolio/components/service-portfolio'
import { ServicePage } from '@/features/service-pages/components/service-page'
import { hasPortfolioSection } from '@/features/service-pages/model/service-page-sections'
import { useHead } from '@/lib/head/use-head'
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/head/structured-data'
import { latestTimestamp, type Prerender, type RouteParams } from '../route-module'

/**
 * A service landing page. Under a salesperson's referral link the same page is shown, kept
 * out of search results (the link is personal; the service's own address is the one to find).
 */
export function ServicePageView({ serviceId, referral = false }: { serviceId: ServiceId; referral?: boolean }) {
  const content = servicePages[serviceId]
  const name = serviceById(serviceId)?.title ?? content.hero.badge
  const path = paths.service.to(serviceId)
  useHead({
    title: `${name} | ${site.name}`,
    description: content.hero.subtitle,
    path,
    image: serviceById(serviceId)?.image,
    noindex: referral,
    // Crawlers read structured data in the built HTML; the browser bundle goes without.
    jsonLd: import.meta.env.SSR
      ? [
          serviceJsonLd(site, {
            name: content.hero.title,
            description: content.hero.subtitle,
            path,
            serviceType: name,
          }),
          breadcrumbJsonLd(site, [
            { name: 'Home', path: paths.home.to() },
            { name, path },
          ]),
        ]
      : undefined,
  })
  return (
    <ServicePage
      serviceId={serviceId}
      portfolio={hasPortfolioSection(serviceId) ? <ServicePortfolio serviceId={serviceId} /> : undefined}
    />
  )
}

/** /web-apps, /saas, /mobile-apps, /ai-calling, /ai-automation: the route table names the service. */
export function Page({ params }: { params: RouteParams }) {
  const serviceId = params.service
  if (!isServiceId(serviceId)) throw new Error(`Not a service page: ${serviceId}`)
  return <ServicePageView serviceId={serviceId} />
}

export const prerender: Prerender = {
  seed: (queryClient, content, params) => {
    if (isServiceId(params.service) && hasPortfolioSection(params.service))
      seedProjectList(queryClient, content.projects)
  },
  lastModified: (content, params) =>
    isServiceId(params.service) && hasPortfolioSection(params.service)
      ? latestTimestamp(
          content.projects.filter((p) => p.serviceId === params.service).map((p) => p.updatedAt ?? p.createdAt),
        )
      : undefined,
}
