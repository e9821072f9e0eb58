import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { SCROLL_TO_FORM_DELAY_MS, scrollToIdAndHold, targetIdForHash, whenElementExists } from '@/lib/scroll'

/**
 * What a visitor expects when the address changes: a new page starts at the top, and an
 * address with a hash (e.g. /contact#form, /#services) scrolls smoothly to its section
 * after 100 ms, or as soon as the section is rendered if its page is still loading.
 */
export function useRouteScroll() {
  const { pathname, hash, key } = useLocation()
  const previousPath = useRef<string | null>(null)

  useEffect(() => {
    const pathChanged = previousPath.current !== null && previousPath.current !== pathname
    previousPath.current = pathname
    const target = targetIdForHash(hash)
    if (target) {
      let stopWaiting: (() => void) | undefined
      let stopHold: (() => void) | undefined
      const timer = window.setTimeout(() => {
        stopWaiting = whenElementExists(target, () => {
          stopHold = scrollToIdAndHold(target)
        })
      }, SCROLL_TO_FORM_DELAY_MS)
      return () => {
        window.clearTimeout(timer)
        stopWaiting?.()
        stopHold?.()
      }
    }
    if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash, key])
}
