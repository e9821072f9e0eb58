import { BellRing, Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { AdminListCard } from '@/components/admin/admin-list-card'
import { AdminInfoCard } from '@/components/admin/admin-info-card'
import { AdminPageHeader } from '@/components/admin/admin-page-header'
import { LoadFailed, LoadingRows } from '@/components/admin/load-states'
import { useErrorToast } from '@/hooks/use-error-toast'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useDestinations, useNotificationSettings } from '../api/notification-queries'
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_PAGE_TEXT } from '../model/notification-messages'
import type { NotificationDestination } from '../model/notification-types'
import { DeliveryHealth } from './delivery-health'
import { DestinationForm } from './destination-form'
import { DestinationList } from './destination-list'
import { NotificationSettingsForm } from './notification-settings-form'

/** /admin/notifications: destinations, Send test, and the notification settings. */
export function NotificationsPage() {
  useDocumentMeta('Notifications | Admin')
  const destinations = useDestinations()
  const settings = useNotificationSettings()
  useErrorToast(destinations.isError, 'destinations-load', NOTIFICATION_MESSAGES.loadDestinations)
  useErrorToast(settings.isError, 'notification-settings-load', NOTIFICATION_MESSAGES.loadSettings)
  // null: the list; 'new': the add form; a destination: its edit form.
  const [editing, setEditing] = useState<NotificationDestination | 'new' | null>(null)

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={NOTIFICATIONS_PAGE_TEXT.title}
        subtitle={NOTIFICATIONS_PAGE_TEXT.subtitle}
        back={{ label: 'Back to Dashboard', to: paths.admin.dashboard.to() }}
        actions={
          editing === null && (
            <Button variant="gradient" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              Add Destination
            </Button>
          )
        }
      />

      <AdminInfoCard title="How it works">
        <p>
          Every inquiry is stored first, together with one notification per destination that is on. Each notification is sent
          at once and retried with growing pauses for about nine hours if the destination does not answer; each inquiry card
          shows where its notifications went, and a failed one can be retried from there.
        </p>
        <p>
          Inquiries held for review (many at once from one network, say) are announced marked as held. Spam is
          stored for review but never announced.
        </p>
      </AdminInfoCard>

      <DeliveryHealth />

      {editing !== null ? (
        <DestinationForm
          key={editing === 'new' ? 'new' : editing.id}
          destination={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : (
        <AdminListCard
          title="Destinations"
          query={destinations}
          items={destinations.data ?? []}
          loadingLabel="Loading destinations..."
          errorMessage={NOTIFICATION_MESSAGES.loadDestinations}
          empty={{ icon: <BellRing className="size-10" aria-hidden="true" />, content: <p>{NOTIFICATIONS_PAGE_TEXT.empty}</p> }}
        >
          <DestinationList destinations={destinations.data ?? []} onEdit={setEditing} />
        </AdminListCard>
      )}

      <Card className="border-line bg-surface-card/60">
        <CardHeader>
          <h2 className="text-lg font-semibold">Settings</h2>
        </CardHeader>
        <CardContent>
          {settings.isPending ? (
            <LoadingRows label="Loading settings..." rows={3} />
          ) : settings.isError ? (
            <LoadFailed message={NOTIFICATION_MESSAGES.loadSettings} onRetry={() => settings.refetch()} retrying={settings.isFetching} />
          ) : (
            <NotificationSettingsForm settings={settings.data} origin={window.location.origin} />
          )}
        </CardContent>
      </Card>
    </div>
  )
}
