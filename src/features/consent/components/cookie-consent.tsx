import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { applyConsentToDevice } from '@/lib/attribution/device-consent'
import { decideConsent, forgetConsent, hasGlobalPrivacyControl, readConsentChoice, type ConsentChoice } from '@/lib/consent/consent-choice'
import { onConsentDecided, onConsentSettingsOpened } from '@/lib/consent/consent-events'
import { honourWithdrawal } from '@/lib/consent/inquiry-receipts'
import type { RecipientId } from '@/lib/consent/recipients'
import { siteRecipients } from '@/lib/consent/tracker-ids'

// Its own chunk, fetched only when the banner is shown: most page loads never need it.
const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })))

interface Shown {
  recipients: RecipientId[]
  current: ConsentChoice | null
  gpc: boolean
  reopened: boolean
}

/**
 * Shows the cookie banner when a recipient is in use and the visitor has not chosen under the
 * current recipients, or when they reopen it ("Cookie settings"). Decided in an effect, after
 * the first paint: prerendered pages hydrate as built and the banner never delays the largest
 * paint. Every decision is applied to what the device keeps (attribution, Google's cookies) at
 * once, and to the leads this browser already sent (a withdrawal).
 */
export function CookieConsent() {
  const [shown, setShown] = useState<Shown | null>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const recipients = siteRecipients()
    if (recipients.length === 0) return
    const ask = (reopened: boolean) => setShown({ recipients, current: readConsentChoice(recipients), gpc: hasGlobalPrivacyControl(), reopened })
    if (!readConsentChoice(recipients)) ask(false)
    const stopApplying = onConsentDecided((choice) => {
      applyConsentToDevice(choice)
      // What the new choice no longer allows is withdrawn from the leads this browser sent.
      void honourWithdrawal(choice)
    })
    const stopOpening = onConsentSettingsOpened(() => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      ask(true)
    })
    return () => {
      stopApplying()
      stopOpening()
    }
  }, [])

  const close = () => {
    setShown(null)
    returnFocusTo.current?.focus()
    returnFocusTo.current = null
  }

  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        // A new opening starts from the stored choice.
        key={`${shown.reopened}-${shown.current?.decidedAt ?? ''}`}
        recipients={shown.recipients}
        current={shown.current}
        gpc={shown.gpc}
        focusOnOpen={shown.reopened}
        onDecide={(answers) => {
          close()
          decideConsent(answers, shown.recipients)
        }}
        onForget={() => {
          forgetConsent()
          // Nothing is kept now: the visitor is asked afresh, as on a first visit.
          setShown({ ...shown, current: null, reopened: true })
        }}
      />
    </Suspense>
  )
}
