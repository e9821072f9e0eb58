import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { trackerIds } from '../model/tracker-ids'
import { reportRouteChange } from '../model/trackers'

/** Reports every route change (path and query) to the ad-conversion tracker, when one is configured. */
export function RouteChangeReporter() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    reportRouteChange(trackerIds, `${pathname}${search}`)
  }, [pathname, search])
  return null
}
