import { Bell, Briefcase, CircleDollarSign, FileText, Images, Link2, LayoutDashboard, Menu, MessageSquare, NotebookText, ScrollText, ShieldCheck } from 'lucide-react'
import { useEffect, useState, type ComponentType } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { AdminAccount } from '@/features/admin-auth/components/admin-account'

interface NavItem {
  label: string
  to: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  /** Only the exact path counts (the dashboard would otherwise match every admin page). */
  end?: boolean
}

/** The sidebar's links, in this order: the six core screens, then the media library, Notifications, Conversions and Privacy. */
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard.to(), icon: LayoutDashboard, end: true },
  { label: 'Customer Inquiries', to: paths.admin.inquiries.to(), icon: MessageSquare },
  { label: 'Portfolio', to: paths.admin.portfolio.to(), icon: Briefcase },
  { label: 'Case Studies', to: paths.admin.caseStudies.to(), icon: NotebookText },
  { label: 'Blogs', to: paths.admin.blogs.to(), icon: FileText },
  { label: 'Link Generator', to: paths.admin.linkGenerator.to(), icon: Link2 },
  // The uploaded images behind the project and post forms.
  { label: 'Media', to: paths.admin.media.to(), icon: Images },
  { label: 'Notifications', to: paths.admin.notifications.to(), icon: Bell },
  { label: 'Conversions', to: paths.admin.conversions.to(), icon: CircleDollarSign },
  { label: 'Privacy', to: paths.admin.privacy.to(), icon: ShieldCheck },
  // audit: who changed what
  { label: 'Activity', to: paths.admin.activity.to(), icon: ScrollText },
]

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin" className="flex-1">
      <ul className="space-y-1">
        {NAV_ITEMS.map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md border-l-2 px-4 py-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive
                    ? 'border-brand-400 bg-brand-500/15 text-brand-200'
                    : 'border-transparent text-ink-muted hover:bg-surface-tint/5 hover:text-ink',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function PanelTitle() {
  return (
    <span className="text-brand-gradient text-xl font-bold">
      Admin Panel
    </span>
  )
}

/**
 * The back office's frame: a fixed sidebar from 768 px up, a top bar with a slide-in menu
 * below that. Every protected admin screen renders in the outlet.
 */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])

  return (
    <div className="min-h-screen bg-background">
      <a
        href="#admin-main"
        className="sr-only z-[60] rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>

      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-6 border-r border-line bg-surface-page p-4 md:flex">
        <div className="px-4 pt-2">
          <PanelTitle />
        </div>
        <AdminNav />
        <AdminAccount />
      </aside>

      <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b border-line bg-surface-page/95 px-4 backdrop-blur md:hidden">
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open admin menu">
              <Menu aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" className="w-72 bg-surface-page p-4" closeLabel="Close admin menu">
            <SheetTitle className="px-4 pt-2">
              <PanelTitle />
            </SheetTitle>
            <SheetDescription className="sr-only">Back-office sections</SheetDescription>
            <AdminNav onNavigate={() => setMenuOpen(false)} />
            <AdminAccount />
          </SheetContent>
        </Sheet>
        <PanelTitle />
      </header>

      {/* Keyed by path: each screen starts at its top with fresh local state. */}
      <main id="admin-main" key={pathname} tabIndex={-1} className="px-4 py-6 outline-none md:ml-64 md:px-8 md:py-8">
        <div className="mx-auto max-w-7xl">
          <Outlet />
        </div>
      </main>
    </div>
  )
}
