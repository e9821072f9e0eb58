import { AdminInfoCard } from '@/components/admin/admin-info-card'
import { AdminPageHeader } from '@/components/admin/admin-page-header'
import { LoadFailed, LoadingRows } from '@/components/admin/load-states'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useRetentionSettings } from '../api/privacy-admin-queries'
import { PRIVACY_ADMIN_MESSAGES as M, PRIVACY_PAGE_TEXT as T } from '../model/privacy-admin-messages'
import { DataRequestPanel } from './data-request-panel'
import { PrivacyRequestLog } from './privacy-request-log'
import { RetentionLastRun } from './retention-last-run'
import { RetentionPolicyForm } from './retention-policy-form'

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card className="border-line bg-surface-card/60">
        <CardHeader>
          <h2 id={id} className="text-lg font-semibold">{title}</h2>
        </CardHeader>
        <CardContent className="space-y-4">{children}</CardContent>
      </Card>
    </section>
  )
}

/**
 * /admin/privacy: the retention policy and its last run, and data-subject requests (look up,
 * export, erase one email address) with their record. `requestPublish` rebuilds the public
 * pages after the policy changes (the publishing feature's call, handed in by the app).
 */
export function PrivacyPage({ requestPublish }: { requestPublish: () => Promise<unknown> }) {
  useDocumentMeta('Privacy | Admin')
  const settings = useRetentionSettings()

  return (
    <div className="space-y-6">
      <AdminPageHeader title={T.title} subtitle={T.subtitle} back={{ label: 'Back to Dashboard', to: paths.admin.dashboard.to() }} />

      <AdminInfoCard title="How it works">
        <p>{T.retentionIntro}</p>
        <p>{M.browserBackups}</p>
      </AdminInfoCard>

      <Section id="privacy-retention" title={T.retentionTitle}>
        {settings.isPending ? (
          <LoadingRows label="Loading the retention policy..." rows={2} />
        ) : settings.isError ? (
          <LoadFailed message={M.loadSettings} onRetry={() => settings.refetch()} />
        ) : (
          <RetentionPolicyForm policy={settings.data} requestPublish={requestPublish} />
        )}
        <div className="border-t border-line pt-4">
          <h3 className="mb-2 text-sm font-semibold">{T.lastRunTitle}</h3>
          <RetentionLastRun />
        </div>
      </Section>

      <Section id="privacy-request" title={T.requestTitle}>
        <p className="text-sm text-ink-muted">{T.requestIntro}</p>
        <DataRequestPanel />
      </Section>

      <Section id="privacy-log" title={T.requestsLogTitle}>
        <PrivacyRequestLog />
      </Section>
    </div>
  )
}
