import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { LoginPage } from '@/features/admin-auth/components/login-page'
import { useClearAdminDataOnSignOut } from '@/features/admin-auth/api/use-end-admin-session'
import { RequireAdmin } from '@/features/admin-auth/components/require-admin'
import { installMutationErrorToasts } from '@/lib/mutation-error-toast'
import { AdminLayout } from './admin-layout'
import { preloadScreenData } from './screen-data'
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
import { AdminBlogPreviewRoute, AdminProjectPreviewRoute } from './routes/previews'

/**
 * The back office: every /admin route, in one lazy chunk (with supabase-js and its auth).
 * Paths are relative to /admin; only the login screen is open without a session.
 */
export function Page() {
  useClearAdminDataOnSignOut()
  const queryClient = useQueryClient()
  useEffect(() => installMutationErrorToasts(queryClient), [queryClient])
  // Once, for the address the back office opens at.
  const location = useLocation()
  const [openedAt] = useState(location)
  useEffect(() => preloadScreenData(queryClient, openedAt), [queryClient, openedAt])
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={<AdminDashboardRoute />} />
        <Route path="customer-inquiries" element={<AdminInquiriesRoute />} />
        <Route path="portfolio" element={<AdminPortfolioRoute />} />
        <Route path="portfolio/new" element={<AdminPortfolioFormRoute />} />
        <Route path="portfolio/edit/:id" element={<AdminPortfolioFormRoute />} />
        <Route path="portfolio/preview/:id" element={<AdminProjectPreviewRoute />} />
        <Route path="case-studies" element={<AdminCaseStudiesRoute />} />
        <Route path="blogs" element={<AdminBlogsRoute />} />
        <Route path="blogs/new" element={<AdminBlogFormRoute />} />
        <Route path="blogs/edit/:id" element={<AdminBlogFormRoute />} />
        <Route path="blogs/preview/:id" element={<AdminBlogPreviewRoute />} />
        <Route path="link-generator" element={<AdminLinkGeneratorRoute />} />
        <Route path="media" element={<AdminMediaRoute />} />
        <Route path="notifications" element={<AdminNotificationsRoute />} />
        <Route path="conversions" element={<AdminConversionsRoute />} />
        <Route path="privacy" element={<AdminPrivacyRoute />} />
        <Route path="*" element={<AdminDashboardRoute />} />
      </Route>
    </Routes>
  )
}
