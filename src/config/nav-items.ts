import type { HomeSection } from '@/config/paths'
import type { ServiceId } from '@/content/types'

export interface NavItem {
  label: string
  href: string
  /** The home section the item scrolls to when the visitor is on the home page. */
  section?: HomeSection
}

/** The header's menu, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', href: '/', section: 'home' },
  { label: 'Services', href: '/#services', section: 'services' },
  { label: 'Portfolio', href: '/#portfolio', section: 'portfolio' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Reviews', href: '/reviews' },
  { label: 'About', href: '/#about', section: 'about' },
  { label: 'Contact', href: '/#contact', section: 'contact' },
]

/** The service pages the footer links to, in this order. */
export const FOOTER_SERVICE_IDS: readonly ServiceId[] = ['web-apps', 'mobile-apps', 'ai-automation', 'saas']

/** The footer's other links (blogs, privacy policy, the about anchor). */
export const FOOTER_COMPANY_LINKS: readonly NavItem[] = [
  { label: 'About Us', href: '/#about', section: 'about' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
]
