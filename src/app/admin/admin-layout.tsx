import { Bell, Briefcase, CircleDollarSign, FileText, Images, Link2, LayoutDashboard, Menu, MessageSquare, NotebookText, ScrollText, ShieldCheck, Users } from 'lucide-react'
import { useEffect, useState, type ComponentType } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { paths, type AdminPath } from '@/config/paths'
import { useMemberRole, type MemberRole } from '@/hooks/use-admin-role'
import { cn } from '@/lib/cn'
import { AdminAccount } from '@/features/admin-auth/components/admin-account'
// booking-link:
import { AdminMyBookingPage } from './admin-my-booking-page'
import { canOpenScreen } from './admin-screens'

interface NavItem {
  label: string
  /** A role's own name for the item (a sales member's link generator is their links). */
  labelFor?: Partial<Record<MemberRole, string>>
  route: AdminPath
  to: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  /** Only the exact path counts (the dashboard would otherwise match every admin page). */
  end?: boolean
}

/**
 * The sidebar's links, in this order: the six core screens, then the media library, Notifications,
 * Conversions, Privacy, the team and the activity. A member sees those their role may open (ADMIN_SCREENS).
 */
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', route: paths.admin.dashboard, to: paths.admin.dashboard.to(), icon: LayoutDashboard, end: true },
  { label: 'Customer Inquiries', route: paths.admin.inquiries, to: paths.admin.inquiries.to(), icon: MessageSquare },
  { label: 'Portfolio', route: paths.admin.portfolio, to: paths.admin.portfolio.to(), icon: Briefcase },
  { label: 'Case Studies', route: paths.admin.caseStudies, to: paths.admin.caseStudies.to(), icon: NotebookText },
  { label: 'Blogs', route: paths.admin.blogs, to: paths.admin.blogs.to(), icon: FileText },
  { label: 'Link Generator', labelFor: { sales: 'My Links' }, route: paths.admin.linkGenerator, to: paths.admin.linkGenerator.to(), icon: Link2 },
  // The uploaded images behind the project and post forms.
  { label: 'Media', route: paths.admin.media, to: paths.admin.media.to(), icon: Images },
  { label: 'Notifications', route: paths.admin.notifications, to: paths.admin.notifications.to(), icon: Bell },
  { label: 'Conversions', route: paths.admin.conversions, to: paths.admin.conversions.to(), icon: CircleDollarSign },
  { label: 'Privacy', route: paths.admin.privacy, to: paths.admin.privacy.to(), icon: ShieldCheck },
  { label: 'Team', route: paths.admin.team, to: paths.admin.team.to(), icon: Users },
  // Who changed what (the audit trail).
  { label: 'Activity', route: paths.admin.activity, to: paths.admin.activity.to(), icon: ScrollText },
]

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const role = useMemberRole()
  const items = NAV_ITEMS.filter((item) => canOpenScreen(role, item.route))
  return (
    <nav aria-label="Admin" className="flex-1">
      <ul className="space-y-1">
        {items.map(({ label, labelFor, to, icon: Icon, end }) => (
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
              {(role && labelFor?.[role]) ?? label}
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
        <AdminAccount>
          {/* booking-link: */}
          <AdminMyBookingPage />
        </AdminAccount>
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
            <AdminAccount>
              {/* booking-link: */}
              <AdminMyBookingPage />
            </AdminAccount>
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
