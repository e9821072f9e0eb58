import { RouteChangeReporter } from '@/features/analytics/components/route-change-reporter'
import { CookieConsent } from '@/features/consent/components/cookie-consent'

/** The cookie banner and the route reporting it governs (see PublicTracking). */
export function ConsentedTracking() {
  return (
    <>
      <CookieConsent />
      <RouteChangeReporter />
    </>
  )
}
