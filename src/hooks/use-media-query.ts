import { useSyncExternalStore } from 'react'

/** Whether a media query matches, kept up to date as the viewport changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Mobile means a viewport under 768 px. */
export const DESKTOP_QUERY = '(min-width: 768px)'
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
