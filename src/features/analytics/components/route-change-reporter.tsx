import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { onConsentDecided } from '@/lib/consent/consent-events'
import { hasTracker, trackerIds } from '@/lib/consent/tracker-ids'

const loadTrackers = () => import('../model/trackers')

/**
 * Reports every public route change (path and query) to the ad-conversion tracker, and
 * applies a cookie decision the moment it is made, when a tracker is configured. With none,
 * the tracker code is never even downloaded. Mounted by the public layout only: the back
 * office never loads a tag or touches the data layer.
 */
export function RouteChangeReporter() {
  const { pathname, search } = useLocation()
  const pathAndQuery = `${pathname}${search}`
  useEffect(() => {
    if (!hasTracker(trackerIds)) return
    void loadTrackers().then(({ reportRouteChange }) => reportRouteChange(trackerIds, pathAndQuery))
    return onConsentDecided((choice) => {
      void loadTrackers().then(({ applyConsentDecision }) => applyConsentDecision(trackerIds, choice, pathAndQuery))
    })
  }, [pathAndQuery])
  return null
}
