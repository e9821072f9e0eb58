import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { company } from '@/content/company'
import { ContactFormSection } from '@/features/inquiries/components/contact-form-section'
import { HeroSection } from '@/features/home/components/hero-section'
import { ProcessSection } from '@/features/home/components/process-section'
import { ServicesSection } from '@/features/services/components/services-section'
import { LazySection } from '@/features/site-shell/components/lazy-section'
import { useHead } from '@/lib/head/use-head'
import { organizationJsonLd, websiteJsonLd } from '@/lib/head/structured-data'

const DESCRIPTION =
  'Web applications, SaaS, mobile apps, AI calling and AI automation built by an agency with 1,500+ successful projects since 2017.'

// Sections well below the fold load on demand (see LazySection): the portfolio brings the
// data client and React Query's fetching with it; about and contact their icons and content.
const loadPortfolio = () =>
  import('@/features/portfolio/components/home-portfolio-section').then((m) => ({ default: m.HomePortfolioSection }))
const loadAboutAndContact = () =>
  import('@/app/home/home-lower-sections').then((m) => ({ default: m.HomeLowerSections }))

/** The home page (also at /h1): hero, services, portfolio, process, the forms, about, contact. */
export function Page() {
  useHead({
    title: `${site.name} | AI-Powered Software, App and AI Development Agency`,
    description: DESCRIPTION,
    // /h1 shows the same page: search engines index it once, at /.
    path: paths.home.to(),
    image: company.hero.poster,
    // Crawlers read structured data in the built HTML; the browser bundle goes without.
    jsonLd: import.meta.env.SSR
      ? [
          organizationJsonLd(site, {
            email: company.email,
            telephone: company.phones[0],
            foundingYear: company.foundedYear,
            sameAs: company.socials.map((social) => social.url),
          }),
          websiteJsonLd(site, DESCRIPTION),
        ]
      : undefined,
  })
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <LazySection ids={['portfolio']} load={loadPortfolio} />
      <ProcessSection />
      <ContactFormSection />
      <LazySection ids={['about', 'contact']} load={loadAboutAndContact} />
    </>
  )
}
