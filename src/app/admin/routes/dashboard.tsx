import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview'
import { RECENT_ITEMS } from '@/features/dashboard/model/dashboard'
import { DataBackupCard } from '@/features/data-tools/components/data-backup-card'
import { DataMigrationCard } from '@/features/data-tools/components/data-migration-card'
import { AdminLeadsChartCard } from '@/features/inquiries/components/admin-leads-chart-card'
import { AdminRecentInquiries } from '@/features/inquiries/components/admin-recent-inquiries'
import { PublishCard } from '@/features/publishing/components/publish-card'
import { useDocumentMeta } from '@/lib/use-document-meta'

export function AdminDashboardRoute() {
  useDocumentMeta('Admin Dashboard')
  return (
    <div className="space-y-6">
      <DashboardOverview recentInquiries={<AdminRecentInquiries limit={RECENT_ITEMS} />} />
      <PublishCard />
      <AdminLeadsChartCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <DataMigrationCard />
        <DataBackupCard />
      </div>
    </div>
  )
}
