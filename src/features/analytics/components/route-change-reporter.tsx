import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { hasTracker, trackerIds } from '../model/tracker-ids'

/**
 * Reports every route change (path and query) to the ad-conversion tracker, when one is
 * configured. With none, the tracker code is never even downloaded.
 */
export function RouteChangeReporter() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    if (!hasTracker(trackerIds)) return
    void import('../model/trackers').then(({ reportRouteChange }) => reportRouteChange(trackerIds, `${pathname}${search}`))
  }, [pathname, search])
  return null
}
