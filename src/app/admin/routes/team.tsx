import { useMemo } from 'react'
import { useAdminSalespersonLinks } from '@/features/salespeople/api/admin-salesperson-queries'
import { AdminTeamPage } from '@/features/team/components/admin-team-page'
import { BookingWebhookCard } from '@/features/meetings/components/booking-webhook-card'
import { env } from '@/config/env'

/** The team screen, offering the link generator's salesperson links to tie to sales members. */
export function AdminTeamRoute() {
  const salespersonLinks = useAdminSalespersonLinks()
  const links = useMemo(
    () => (salespersonLinks.data ?? []).map((link) => ({ id: link.id, label: `${link.displayName} (${link.salespersonName})` })),
    [salespersonLinks.data],
  )
  return (
    <div className="space-y-6">
      <AdminTeamPage links={links} />
      {/* booking-webhook: where Cal.com and Calendly send bookings, and their secrets */}
      <BookingWebhookCard supabaseUrl={env.VITE_SUPABASE_URL} />
    </div>
  )
}
