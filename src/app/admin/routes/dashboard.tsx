import { DashboardOverview } from '@/app/admin/dashboard/dashboard-overview'
import { RECENT_ITEMS } from '@/app/admin/dashboard/dashboard'
// speed:
import { DashboardSpeedToLead } from '@/app/admin/dashboard/dashboard-speed-to-lead'
import { ClientAddressCard } from '@/features/client-address-admin/components/client-address-card'
import { RevenueDashboardCard } from '@/features/conversions/components/revenue-dashboard-card'
import { DataToolsProvider } from '@/features/data-tools/api/data-tools-context'
import { DataBackupCard } from '@/features/data-tools/components/data-backup-card'
import { DataMigrationCard } from '@/features/data-tools/components/data-migration-card'
import { AdminLeadsChartCard } from '@/features/inquiry-inbox/components/admin-leads-chart-card'
import { AdminRecentInquiries } from '@/features/inquiry-inbox/components/admin-recent-inquiries'
import { PublishCard } from '@/features/publishing/components/publish-card'
import { useMemberRole } from '@/hooks/use-admin-role'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { dataTools } from '@/app/admin/data-tools/data-tools'

/**
 * The dashboard. An editor sees its content cards only (the counters, lists and actions of the
 * portfolio and the posts, and publishing); the inquiries, revenue, settings and data tools are
 * an admin's.
 */
export function AdminDashboardRoute() {
  useDocumentMeta('Admin Dashboard')
  const role = useMemberRole()
  if (role === 'editor') {
    return (
      <div className="space-y-6">
        <DashboardOverview />
        <PublishCard />
      </div>
    )
  }
  return (
    <div className="space-y-6">
      <DashboardOverview recentInquiries={<AdminRecentInquiries limit={RECENT_ITEMS} />} />
      <PublishCard />
      <AdminLeadsChartCard />
      <RevenueDashboardCard />
      {/* speed: */}
      <DashboardSpeedToLead />
      <ClientAddressCard />
      <DataToolsProvider tools={dataTools}>
        <div className="grid gap-6 lg:grid-cols-2">
          <DataMigrationCard />
          <DataBackupCard />
        </div>
      </DataToolsProvider>
    </div>
  )
}
