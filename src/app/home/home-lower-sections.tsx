import { AboutSection } from '@/features/home/components/about-section'
import { ContactSection } from '@/features/inquiries/components/contact-section'

/**
 * The home page's last two sections, one chunk loaded on demand. It composes two features, so it
 * lives in the app; not under routes/, whose every file is a page.
 */
export function HomeLowerSections() {
  return (
    <>
      <AboutSection />
      <ContactSection sourcePage="home-detailed" />
    </>
  )
}
