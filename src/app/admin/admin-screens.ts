import type { ComponentType } from 'react'
import { paths, type AdminPath } from '@/config/paths'
import type { MemberRole } from '@/hooks/use-admin-role'
import { AdminBlogFormRoute } from './routes/blog-form'
import { AdminBlogsRoute } from './routes/blogs'
import { AdminCaseStudiesRoute } from './routes/case-studies'
import { AdminConversionsRoute } from './routes/conversions'
import { AdminDashboardRoute } from './routes/dashboard'
import { AdminInquiriesRoute } from './routes/customer-inquiries'
import { AdminLinkGeneratorRoute } from './routes/link-generator'
import { AdminMediaRoute } from './routes/media'
import { AdminNotificationsRoute } from './routes/notifications'
import { AdminPortfolioFormRoute } from './routes/portfolio-form'
import { AdminPortfolioRoute } from './routes/portfolio'
import { AdminPrivacyRoute } from './routes/privacy'
// audit:
import { AdminActivityRoute } from './routes/activity'
import { AdminBlogPreviewRoute, AdminProjectPreviewRoute } from './routes/previews'
import { AdminTeamRoute } from './routes/team'

/** Who may open a screen. The database enforces each role's rights; the screens follow them. */
const ADMIN: readonly MemberRole[] = ['admin']
/** Portfolio, case studies, blog posts, media, previews and the dashboard's content cards. */
const CONTENT: readonly MemberRole[] = ['admin', 'editor']
/** Their own inquiries, and their own salesperson links (read-only). */
const LEADS: readonly MemberRole[] = ['admin', 'sales']

/**
 * Every screen behind the membership check, at its address from `paths.admin` (the login and the
 * account screens reached from an email are outside it), with the roles that may open it: the one
 * table the routes and the menu read. The admin app makes one nested route of each; an address of
 * the back office that matches none shows the member's start screen.
 */
export const ADMIN_SCREENS: ReadonlyArray<readonly [route: AdminPath, Screen: ComponentType, roles: readonly MemberRole[]]> = [
  [paths.admin.dashboard, AdminDashboardRoute, CONTENT],
  [paths.admin.inquiries, AdminInquiriesRoute, LEADS],
  [paths.admin.portfolio, AdminPortfolioRoute, CONTENT],
  [paths.admin.portfolioNew, AdminPortfolioFormRoute, CONTENT],
  [paths.admin.portfolioEdit, AdminPortfolioFormRoute, CONTENT],
  [paths.admin.portfolioPreview, AdminProjectPreviewRoute, CONTENT],
  [paths.admin.caseStudies, AdminCaseStudiesRoute, CONTENT],
  [paths.admin.blogs, AdminBlogsRoute, CONTENT],
  [paths.admin.blogNew, AdminBlogFormRoute, CONTENT],
  [paths.admin.blogEdit, AdminBlogFormRoute, CONTENT],
  [paths.admin.blogPreview, AdminBlogPreviewRoute, CONTENT],
  // A sales member sees their own links here, read-only.
  [paths.admin.linkGenerator, AdminLinkGeneratorRoute, LEADS],
  [paths.admin.media, AdminMediaRoute, CONTENT],
  [paths.admin.notifications, AdminNotificationsRoute, ADMIN],
  [paths.admin.conversions, AdminConversionsRoute, ADMIN],
  [paths.admin.privacy, AdminPrivacyRoute, ADMIN],
  [paths.admin.team, AdminTeamRoute, ADMIN],
  // audit:
  [paths.admin.activity, AdminActivityRoute, ADMIN],
]

const ROLES_BY_PATTERN = new Map<string, readonly MemberRole[]>(ADMIN_SCREENS.map(([route, , roles]) => [route.pattern, roles]))

/**
 * Whether a member in `role` may open the screen at `route`. An unknown role (the membership
 * check failed) opens every screen: the database answers for the role either way.
 */
export function canOpenScreen(role: MemberRole | null, route: AdminPath): boolean {
  if (role === null) return true
  return ROLES_BY_PATTERN.get(route.pattern)?.includes(role) ?? false
}

/** Where a member lands after signing in, and where "back" goes from a screen they cannot open. */
export function startScreen(role: MemberRole | null): { route: AdminPath; to: string; label: string } {
  return role === 'sales'
    ? { route: paths.admin.inquiries, to: paths.admin.inquiries.to(), label: 'Customer Inquiries' }
    : { route: paths.admin.dashboard, to: paths.admin.dashboard.to(), label: 'Dashboard' }
}
