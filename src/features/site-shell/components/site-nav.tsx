import { NAV_ITEMS } from '@/config/nav-items'
import { SectionLink } from '@/components/section-link'
import { clsx } from 'clsx'

interface SiteNavProps {
  /** The landmark's name: the header's "Main" list or the menu's "Mobile" one. */
  label: string
  className?: string
  listClassName: string
  /** Each link's size and padding (the list sets none, so nothing here competes with it). */
  linkClassName: string
  /** The item for the page or home-page section in view, marked as current. */
  activeLabel: string | null
  /** On the home page an item marks the section in view ("location"), elsewhere the page. */
  currentKind: 'page' | 'location'
  /** Called when a link is followed (the mobile menu closes). */
  onNavigate?: () => void
  /** Scroll to a home-page section only after the menu has closed. */
  deferScroll?: boolean
}

/** The site's navigation list, in the header and in the mobile menu. */
export function SiteNav({ label, className, listClassName, linkClassName, activeLabel, currentKind, onNavigate, deferScroll }: SiteNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {NAV_ITEMS.map((item) => {
          const active = item.label === activeLabel
          return (
            <li key={item.label}>
              <SectionLink
                item={item}
                onNavigate={onNavigate}
                deferScroll={deferScroll}
                className={clsx(
                  'rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active ? 'bg-surface-tint/10 text-brand-300' : 'text-ink-muted hover:bg-surface-tint/5 hover:text-ink',
                  linkClassName,
                )}
                aria-current={active ? currentKind : undefined}
              />
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
