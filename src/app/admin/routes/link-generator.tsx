import { useMemberRole } from '@/hooks/use-admin-role'
import { AdminLinkGenerator } from '@/features/salespeople/components/admin-link-generator'
import { AdminMyLinks } from '@/features/team/components/admin-my-links'

/** Admins make and change the links; a sales member sees their own, read-only. */
export function AdminLinkGeneratorRoute() {
  return useMemberRole() === 'sales' ? <AdminMyLinks /> : <AdminLinkGenerator />
}
