import { PrivacyPage } from '@/features/privacy/components/privacy-page'
import { requestPublish } from '@/features/publishing/api/publishing'
import { adminClient } from '@/lib/admin-client'

/** The Privacy screen; a new retention policy rebuilds the public pages through publishing. */
export function AdminPrivacyRoute() {
  return <PrivacyPage requestPublish={() => requestPublish(adminClient)} />
}
