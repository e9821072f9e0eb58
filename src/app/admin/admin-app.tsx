import { Route, Routes } from 'react-router-dom'
import { LoginPage } from '@/features/admin-auth/components/login-page'
import { RequireAdmin } from '@/features/admin-auth/components/require-admin'

/**
 * The back office: every /admin route, in one lazy chunk (with supabase-js and its auth).
 * Paths are relative to /admin.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route
        path="*"
        element={
          <RequireAdmin>
            <h1 className="p-8 text-2xl font-bold">Admin Panel</h1>
          </RequireAdmin>
        }
      />
    </Routes>
  )
}
