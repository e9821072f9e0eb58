import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { LoginPage } from '@/features/admin-auth/components/login-page'
// accounts: the pages of "Forgot password?" and of the emailed links
import { ForgotPasswordPage } from '@/features/admin-auth/components/forgot-password-page'
import { SetPasswordPage } from '@/features/admin-auth/components/set-password-page'
import { useClearAdminDataOnSignOut } from '@/features/admin-auth/api/use-end-admin-session'
import { RequireAdmin } from '@/features/admin-auth/components/require-admin'
import { adminRoutePath, paths } from '@/config/paths'
import { installMutationErrorToasts } from '@/lib/mutation-error-toast'
import { AdminLayout } from './admin-layout'
import { AdminScreenGate, AdminStartScreen } from './admin-screen-gate'
import { preloadScreenData } from './screen-data'
import { ADMIN_SCREENS } from './admin-screens'
import { AdminDashboardRoute } from './routes/dashboard'

/**
 * The back office: every /admin route, in one lazy chunk (with supabase-js and its auth).
 * Its nested routes are the addresses of `paths.admin`, relative to the back office
 * (`adminRoutePath`); only the login screen is open without a session. Behind the membership
 * check, each screen opens for the roles ADMIN_SCREENS gives it.
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
      <Route path={adminRoutePath(paths.admin.login)} element={<LoginPage />} />
      {/* accounts: open without a session, like the login */}
      <Route path={adminRoutePath(paths.admin.forgotPassword)} element={<ForgotPasswordPage />} />
      {/* accounts: the invite and recovery links land here */}
      <Route path={adminRoutePath(paths.admin.setPassword)} element={<SetPasswordPage />} />
      <Route
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        {ADMIN_SCREENS.map(([route, Screen]) => {
          const path = adminRoutePath(route)
          // Each screen opens only for the roles the table gives it (a page saying so otherwise).
          const element = (
            <AdminScreenGate route={route}>
              <Screen />
            </AdminScreenGate>
          )
          return path === '' ? <Route key={route.pattern} index element={element} /> : <Route key={route.pattern} path={path} element={element} />
        })}
        <Route path="*" element={<AdminStartScreen dashboard={<AdminDashboardRoute />} />} />
      </Route>
    </Routes>
  )
}
