import { useEffect } from 'react'
import { takeLanding } from './landing'

// One record per page load: moving between pages inside the app is not a new visit.
let recorded = false

/**
 * Records the page load a public page starts with (its address and referrer) for lead
 * attribution. In an effect, after the first render: a prerendered page must render exactly as
 * it was built, and the address, the referrer and storage exist only in the browser. The page
 * the tab landed on comes first when its start script kept it (see landing.ts). The address is
 * read at once; the code that records it loads on demand, off the first load.
 */
export function useAttributionCapture(): void {
  useEffect(() => {
    if (recorded) return
    recorded = true
    const [landing, referrer] = takeLanding() ?? [window.location.href, document.referrer]
    void import('./attribution-store').then(({ recordVisit }) => recordVisit(landing, referrer))
  }, [])
}
