import { brandName } from '@/config/brand'
import { ContactFormSection } from '@/features/home/components/contact-form-section'
import { HeroSection } from '@/features/home/components/hero-section'
import { ProcessSection } from '@/features/home/components/process-section'
import { ServicesSection } from '@/features/services/components/services-section'
import { LazySection } from '@/features/site-shell/components/lazy-section'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { PageReady } from '../page-ready'

// Sections well below the fold load on demand (see LazySection): the portfolio brings the
// data client and React Query's fetching with it; about and contact their icons and content.
const loadPortfolio = () =>
  import('@/features/portfolio/components/home-portfolio-section').then((m) => ({ default: m.HomePortfolioSection }))
const loadAboutAndContact = () => import('./home-lower-sections').then((m) => ({ default: m.HomeLowerSections }))

/** Spec, home: hero, services, portfolio, a further section, the contact-form section, about, contact. */
export function HomeRoute() {
  useDocumentMeta(
    `${brandName} | AI-Powered Software, App and AI Development Agency`,
    'Web applications, SaaS, mobile apps, AI calling and AI automation built by an agency with 1,500+ successful projects since 2017.',
  )
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <LazySection ids={['portfolio']} load={loadPortfolio} />
      <ProcessSection />
      <ContactFormSection />
      <LazySection ids={['about', 'contact']} load={loadAboutAndContact} />
      <PageReady />
    </>
  )
}
