import { NotificationsPage } from '@/features/notifications/components/notifications-page'

export function AdminNotificationsRoute() {
  return <NotificationsPage />
}
