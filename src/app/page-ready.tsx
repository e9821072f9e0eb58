import { useEffect } from 'react'

/**
 * Marks `<html data-hydrated>` once the page in front of the visitor is live: placed inside
 * the page's Suspense boundary, its effect runs only after that boundary has hydrated. Until
 * then a prerendered page shows but its buttons do nothing; the journeys wait for it.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
