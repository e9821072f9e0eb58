import type { QueryClient } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { hasStoredAdminSession } from '@/features/admin-auth/api/admin-session'
import { openingInquiriesQuery } from '@/features/inquiry-inbox/api/admin-inquiry-queries'

/**
 * Asks for what the screen at an address shows first as soon as the back office starts, with
 * a stored session, instead of after the admin check: the check takes a request of its own and
 * a render, and the screen's request would wait for both. Nothing is shown before the check
 * passes, and row-level security answers a non-admin with nothing, so asking early reveals
 * nothing. The inquiries screen is the one whose first list has a budget.
 */
export function preloadScreenData(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }): void {
  if (!hasStoredAdminSession()) return
  if (pathname === paths.admin.inquiries.to()) void queryClient.prefetchQuery(openingInquiriesQuery(search))
}
