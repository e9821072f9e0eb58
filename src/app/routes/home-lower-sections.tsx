import { AboutSection } from '@/features/home/components/about-section'
import { ContactSection } from '@/features/inquiries/components/contact-section'

/** The home page's last two sections, one chunk loaded on demand. */
export function HomeLowerSections() {
  return (
    <>
      <AboutSection />
      <ContactSection sourcePage="home-detailed" />
    </>
  )
}
