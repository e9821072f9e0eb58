import { useMemo } from 'react'
import { useAdminSalespersonLinks } from '@/features/salespeople/api/admin-salesperson-queries'
import { AdminTeamPage } from '@/features/team/components/admin-team-page'

/** The team screen, offering the link generator's salesperson links to tie to sales members. */
export function AdminTeamRoute() {
  const salespersonLinks = useAdminSalespersonLinks()
  const links = useMemo(
    () => (salespersonLinks.data ?? []).map((link) => ({ id: link.id, label: `${link.displayName} (${link.salespersonName})` })),
    [salespersonLinks.data],
  )
  return <AdminTeamPage links={links} />
}
