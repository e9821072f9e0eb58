import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { decideConsent, hasGlobalPrivacyControl, readConsentChoice, type ConsentChoice } from '@/lib/consent/consent-choice'
import { onConsentSettingsOpened } from '@/lib/consent/consent-events'
import { honourWithdrawal } from '@/lib/consent/inquiry-receipts'
import { hasTracker, trackerIds } from '@/lib/consent/tracker-ids'

// Its own chunk, fetched only when the banner is shown: most page loads never need it.
const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })))

interface Shown {
  current: ConsentChoice | null
  gpc: boolean
  reopened: boolean
}

/**
 * Shows the cookie banner when a tracker is configured and the visitor has not chosen under
 * the banner's current version, or when they reopen it ("Cookie settings"). Decided in an
 * effect, after the first paint: prerendered pages hydrate as built and the banner never
 * delays the largest paint.
 */
export function CookieConsent() {
  const [shown, setShown] = useState<Shown | null>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (!hasTracker(trackerIds)) return
    if (!readConsentChoice()) setShown({ current: null, gpc: hasGlobalPrivacyControl(), reopened: false })
    return onConsentSettingsOpened(() => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setShown({ current: readConsentChoice(), gpc: hasGlobalPrivacyControl(), reopened: true })
    })
  }, [])

  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        current={shown.current}
        gpc={shown.gpc}
        focusOnOpen={shown.reopened}
        onDecide={(purposes) => {
          setShown(null)
          // What the new choice no longer allows is withdrawn from the leads this browser sent.
          void honourWithdrawal(decideConsent(purposes))
          returnFocusTo.current?.focus()
          returnFocusTo.current = null
        }}
      />
    </Suspense>
  )
}
