import { Outlet } from 'react-router-dom'
import { useNavigationPending } from '@/lib/navigation-state'
import { useAttributionCapture } from '@/lib/attribution/use-attribution-capture'
import { ChatButton } from '@/features/site-shell/components/chat-button'
import { SiteFooter } from '@/features/site-shell/components/site-footer'
import { SiteHeader } from '@/features/site-shell/components/site-header'
import { SkipLink } from '@/features/site-shell/components/skip-link'
import { useRouteScroll } from '@/features/site-shell/hooks/use-route-scroll'
import { PublicTracking } from './public-tracking'

/** The public shell: header, page, footer, chat button. /admin has its own layout. */
export function PublicLayout() {
  useRouteScroll()
  useAttributionCapture()
  const navigating = useNavigationPending()
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink targetId="main" />
      <PublicTracking />
      <SiteHeader />
      {/* The header is fixed: pages start below it. */}
      <main id="main" tabIndex={-1} aria-busy={navigating || undefined} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatButton />
    </div>
  )
}
