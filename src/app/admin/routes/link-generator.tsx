import { AdminLinkGenerator } from '@/features/salespeople/components/admin-link-generator'

export function AdminLinkGeneratorRoute() {
  return <AdminLinkGenerator />
}
