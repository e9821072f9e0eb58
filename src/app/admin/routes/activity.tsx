import { ActivityPage } from '@/features/activity/components/activity-page'

/** The Activity screen: the audit trail. */
export function AdminActivityRoute() {
  return <ActivityPage />
}
