import { AboutSection } from './about-section'
import { ContactSection } from './contact-section'

/** The home page's last two sections, one chunk loaded on demand. */
export function HomeLowerSections() {
  return (
    <>
      <AboutSection />
      <ContactSection sourcePage="home-detailed" />
    </>
  )
}
