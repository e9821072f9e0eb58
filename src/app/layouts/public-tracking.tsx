import { RouteChangeReporter } from '@/features/analytics/components/route-change-reporter'
import { CookieConsent } from '@/features/consent/components/cookie-consent'

/**
 * The public site's tags and the visitor's say over them: route reporting under Consent Mode
 * and the cookie banner. Only the public layout mounts it; the back office has no tags.
 */
export function PublicTracking() {
  return (
    <>
      <CookieConsent />
      <RouteChangeReporter />
    </>
  )
}
