import { brandName } from '@/config/brand'
import { AboutSection } from '@/features/home/components/about-section'
import { ContactFormSection } from '@/features/home/components/contact-form-section'
import { ContactSection } from '@/features/home/components/contact-section'
import { HeroSection } from '@/features/home/components/hero-section'
import { ProcessSection } from '@/features/home/components/process-section'
import { HomePortfolioSection } from '@/features/portfolio/components/home-portfolio-section'
import { ServicesSection } from '@/features/services/components/services-section'
import { useDocumentMeta } from '@/lib/use-document-meta'

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
      <HomePortfolioSection />
      <ProcessSection />
      <ContactFormSection />
      <AboutSection />
      <ContactSection sourcePage="home-detailed" />
    </>
  )
}
