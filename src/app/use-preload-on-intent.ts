import { useEffect } from 'react'
import { preloadPath } from './route-modules'

/**
 * Preloads a page's chunk when the visitor shows the intent to open it: pointing at, focusing
 * or touching a link to it. One listener for the whole document, so no link needs to know.
 */
export function usePreloadOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
      preloadPath(link.pathname)
    }
    const options = { passive: true, capture: true }
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, onIntent, options)
    return () => {
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.removeEventListener(type, onIntent, options)
    }
  }, [])
}
