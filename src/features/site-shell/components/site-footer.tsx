import { Mail, Phone } from 'lucide-react'
import { Link } from 'react-router-dom'
import { brandName } from '@/config/brand'
import { paths } from '@/config/paths'
import { company, telUrl } from '@/content/company'
import { serviceById } from '@/content/services'
import { FOOTER_COMPANY_LINKS, FOOTER_SERVICE_IDS } from '@/config/nav-items'
import { openConsentSettings } from '@/lib/consent/consent-events'
import { hasRecipients } from '@/lib/consent/tracker-ids'
import { BrandLogo } from './brand-logo'
import { SectionLink } from '@/components/section-link'
import { SocialLinks } from '@/components/social-links'

const linkClass =
  'rounded-sm text-ink-muted transition-colors hover:text-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/**
 * The footer: links to four service pages, /blogs, /privacy-policy and the about anchor, and
 * "Cookie settings", which reopens the cookie banner when a tracker is configured.
 */
export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="border-t border-line bg-surface-page">
      <div className="container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Link to={paths.home.to()} aria-label={`${brandName} home`} className="inline-block rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <BrandLogo />
          </Link>
          <p className="max-w-xs text-sm text-ink-subtle">
            {company.tagline}. Building AI-powered products for ambitious businesses since {company.foundedYear}.
          </p>
          <SocialLinks />
        </div>
        <nav aria-label="Services">
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-ink">Services</h2>
          <ul className="space-y-2 text-sm">
            {FOOTER_SERVICE_IDS.map((id) => (
              <li key={id}>
                <Link to={paths.service.to(id)} className={linkClass}>
                  {serviceById(id)?.title ?? id}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-ink">Company</h2>
          <ul className="space-y-2 text-sm">
            {FOOTER_COMPANY_LINKS.map((item) => (
              <li key={item.href}>
                <SectionLink item={item} className={linkClass} />
              </li>
            ))}
            {/* Only when there is something to consent to: a recipient is in use. */}
            {hasRecipients() && (
              <li>
                <button type="button" onClick={openConsentSettings} className={linkClass}>
                  Cookie settings
                </button>
              </li>
            )}
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-ink">Contact</h2>
          <ul className="space-y-3 text-sm">
            <li>
              <a href={`mailto:${company.email}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <Mail className="size-4 text-brand-400" aria-hidden="true" />
                {company.email}
              </a>
            </li>
            {company.phones.map((phone) => (
              <li key={phone}>
                <a href={telUrl(phone)} className={`${linkClass} inline-flex items-center gap-2`}>
                  <Phone className="size-4 text-brand-400" aria-hidden="true" />
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="container py-6 text-center text-sm text-ink-subtle">
          © {year} {brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
