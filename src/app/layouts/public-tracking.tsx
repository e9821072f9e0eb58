import { lazy, Suspense, useEffect, useState } from 'react'
import { hasRecipients } from '@/lib/consent/tracker-ids'

// Its own chunk, fetched only when a recipient is in use: a site without one downloads none of it.
const ConsentedTracking = lazy(() => import('./consented-tracking').then((module) => ({ default: module.ConsentedTracking })))

/**
 * The public site's tags and the visitor's say over them: the cookie banner and route
 * reporting under Consent Mode, when a recipient is in use (a tag, or a conversion destination
 * published with the site). Only the public layout mounts it; the back office has no tags.
 * Started in an effect, after the first paint: prerendered pages hydrate as built.
 */
export function PublicTracking() {
  const [started, setStarted] = useState(false)
  useEffect(() => setStarted(hasRecipients()), [])
  if (!started) return null
  return (
    <Suspense fallback={null}>
      <ConsentedTracking />
    </Suspense>
  )
}
