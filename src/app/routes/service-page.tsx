import { brandName } from '@/config/brand'
import { servicePages } from '@/content/service-pages'
import { serviceById } from '@/content/services'
import type { ServiceId } from '@/content/types'
import { ServicePortfolio } from '@/features/portfolio/components/service-portfolio'
import { hasPortfolioSection } from '@/features/service-pages/model/service-page-sections'
import { ServicePage } from '@/features/service-pages/components/service-page'
import { useDocumentMeta } from '@/lib/use-document-meta'

/** /web-apps, /saas, /mobile-apps, /ai-calling, /ai-automation (and under a referral banner). */
export function ServicePageRoute({ serviceId }: { serviceId: ServiceId }) {
  useDocumentMeta(`${serviceById(serviceId)?.title ?? servicePages[serviceId].hero.badge} | ${brandName}`, servicePages[serviceId].hero.subtitle)
  return (
    <ServicePage
      serviceId={serviceId}
      portfolio={hasPortfolioSection(serviceId) ? <ServicePortfolio serviceId={serviceId} /> : undefined}
    />
  )
}
