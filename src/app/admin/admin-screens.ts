import type { ComponentType } from 'react'
import { paths, type AdminPath } from '@/config/paths'
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

/**
 * Every screen behind the admin check, at its address from `paths.admin` (the login screen is
 * the one outside it). The admin app makes one nested route of each; an address of the back
 * office that matches none shows the dashboard.
 */
export const ADMIN_SCREENS: ReadonlyArray<readonly [route: AdminPath, Screen: ComponentType]> = [
  [paths.admin.dashboard, AdminDashboardRoute],
  [paths.admin.inquiries, AdminInquiriesRoute],
  [paths.admin.portfolio, AdminPortfolioRoute],
  [paths.admin.portfolioNew, AdminPortfolioFormRoute],
  [paths.admin.portfolioEdit, AdminPortfolioFormRoute],
  [paths.admin.portfolioPreview, AdminProjectPreviewRoute],
  [paths.admin.caseStudies, AdminCaseStudiesRoute],
  [paths.admin.blogs, AdminBlogsRoute],
  [paths.admin.blogNew, AdminBlogFormRoute],
  [paths.admin.blogEdit, AdminBlogFormRoute],
  [paths.admin.blogPreview, AdminBlogPreviewRoute],
  [paths.admin.linkGenerator, AdminLinkGeneratorRoute],
  [paths.admin.media, AdminMediaRoute],
  [paths.admin.notifications, AdminNotificationsRoute],
  [paths.admin.conversions, AdminConversionsRoute],
  [paths.admin.privacy, AdminPrivacyRoute],
  // audit:
  [paths.admin.activity, AdminActivityRoute],
]
