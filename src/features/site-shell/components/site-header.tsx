import { ArrowRight } from 'lucide-react'
import { useEffect, useState, type MouseEvent } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button-variants'
import { brandName } from '@/config/brand'
import { paths } from '@/config/paths'
import { activeNavLabel, browserIsOnHomePage, isHomePath } from '@/lib/active-nav'
import { scrollToId } from '@/lib/scroll'
import { BrandLogo } from './brand-logo'
import { MobileMenuButton } from './mobile-menu-button'
import { NavigationPendingBar } from './navigation-pending-bar'
import { SiteNav } from './site-nav'
import { useActiveSection } from '../hooks/use-active-section'
import { DESKTOP_QUERY } from '@/hooks/use-media-query'

/** Fixed header: logo to '/', the menu and its active item. */
export function SiteHeader() {
  const location = useLocation()
  const onHome = isHomePath(location.pathname)
  const activeSection = useActiveSection(onHome)
  const activeLabel = activeNavLabel(location.pathname, activeSection)
  const currentKind = onHome ? 'location' : 'page'

  // The menu is open for the location it was opened at: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null)
  const menuOpen = menuOpenedAt === location.key

  useEffect(() => {
    // Reaching desktop width closes the panel.
    const query = window.matchMedia(DESKTOP_QUERY)
    const onChange = () => {
      if (query.matches) setMenuOpenedAt(null)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  // Scrolls only when the browser is on the home page: during a navigation away the page on
  // screen is still home, and the logo must take the visitor back, not scroll a leaving page.
  function onLogoClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!browserIsOnHomePage() || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    scrollToId('home')
  }

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-surface-page/80 backdrop-blur-md supports-[backdrop-filter]:bg-surface-page/60">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home.to()}
          onClick={onLogoClick}
          aria-label={`${brandName} home`}
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandLogo />
        </Link>
        <SiteNav
          label="Main"
          className="hidden md:block"
          listClassName="flex items-center gap-0.5 lg:gap-1"
          linkClassName="px-2 py-2 text-sm lg:px-3"
          activeLabel={activeLabel}
          currentKind={currentKind}
        />
        <Link
          to={paths.contactForm.to()}
          className={buttonVariants({ variant: 'gradient', size: 'sm', className: 'hidden xl:inline-flex' })}
        >
          Get Started <ArrowRight aria-hidden="true" />
        </Link>
        <MobileMenuButton
          open={menuOpen}
          onOpenChange={(open) => setMenuOpenedAt(open ? location.key : null)}
          activeLabel={activeLabel}
          currentKind={currentKind}
        />
      </div>
      <NavigationPendingBar />
    </header>
  )
}
