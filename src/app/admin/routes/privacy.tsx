import { PrivacyPage } from '@/features/privacy/components/privacy-page'
import { usePublish } from '@/features/publishing/api/publishing-queries'

/** The Privacy screen; a new retention policy rebuilds the public pages through publishing. */
export function AdminPrivacyRoute() {
  const publish = usePublish()
  return <PrivacyPage requestPublish={() => publish.mutateAsync()} />
}
