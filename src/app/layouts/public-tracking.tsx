import { lazy, Suspense, useEffect, useState } from 'react'
import { hasTracker, trackerIds } from '@/lib/consent/tracker-ids'

// Its own chunk, fetched only when a tracker is configured: a site without one downloads none of it.
const ConsentedTracking = lazy(() => import('./consented-tracking').then((module) => ({ default: module.ConsentedTracking })))

/**
 * The public site's tags and the visitor's say over them: the cookie banner and route
 * reporting under Consent Mode. Only the public layout mounts it; the back office has no tags.
 * Started in an effect, after the first paint: prerendered pages hydrate as built.
 */
export function PublicTracking() {
  const [started, setStarted] = useState(false)
  useEffect(() => setStarted(hasTracker(trackerIds)), [])
  if (!started) return null
  return (
    <Suspense fallback={null}>
      <ConsentedTracking />
    </Suspense>
  )
}
