import { brandName } from '@/config/brand'
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page'
import { useDocumentMeta } from '@/lib/use-document-meta'

export function PortfolioRoute() {
  useDocumentMeta(
    `Portfolio | ${brandName}`,
    'Web applications, SaaS platforms, mobile apps and AI systems we have designed and built, with full case studies and measurable results.',
  )
  return <PortfolioPage />
}
