/** /contact#form scrolls to the inquiry form after this delay, once the page has laid out. */
export const SCROLL_TO_FORM_DELAY_MS = 100

/** The id of the inquiry form's wrapper (the address hash 'form' leads to it). */
export const INQUIRY_FORM_ID = 'inquiry-form'

/** How long a hash target is kept in place while the page above it is still loading. */
export const HOLD_TARGET_MS = 2500
/** How long to wait for a hash target that is not rendered yet (the page's chunk is loading). */
export const WAIT_FOR_TARGET_MS = 10_000

/** The element id an address hash points at: '#form' means the inquiry form. */
export function targetIdForHash(hash: string): string | null {
  let id = hash.replace(/^#/, '')
  try {
    id = decodeURIComponent(id)
  } catch {
    // A malformed escape: use the hash as typed.
  }
  if (!id) return null
  return id === 'form' ? INQUIRY_FORM_ID : id
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
}

/** Scrolls an element into view below the fixed header (html has scroll-padding-top). */
export function scrollToId(id: string, behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth'): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  element.scrollIntoView({ behavior, block: 'start' })
  return true
}

const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Scrolls to a section and keeps it there while content above it is still arriving (e.g. the
 * portfolio's projects load and push everything below down). The visitor's own scrolling, a
 * key or a tap ends the hold at once. Returns a function that ends it.
 */
export function scrollToIdAndHold(id: string, holdMs: number = HOLD_TARGET_MS): () => void {
  if (!scrollToId(id)) return () => undefined
  if (typeof ResizeObserver === 'undefined') return () => undefined
  let lastHeight = document.body.scrollHeight
  const observer = new ResizeObserver(() => {
    const height = document.body.scrollHeight
    if (height === lastHeight) return
    lastHeight = height
    scrollToId(id, 'auto')
  })
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of STOP_EVENTS) window.removeEventListener(type, stop)
  }
  observer.observe(document.body)
  const timer = window.setTimeout(stop, holdMs)
  for (const type of STOP_EVENTS) window.addEventListener(type, stop, { passive: true })
  return stop
}

/**
 * Calls back once an element with this id exists (at once if it does). Pages are lazy chunks:
 * right after a navigation the section an address points at may not be rendered yet.
 * Returns a function that stops waiting.
 */
export function whenElementExists(id: string, callback: () => void, timeoutMs: number = WAIT_FOR_TARGET_MS): () => void {
  if (document.getElementById(id)) {
    callback()
    return () => undefined
  }
  const observer = new MutationObserver(() => {
    if (!document.getElementById(id)) return
    stop()
    callback()
  })
  const timer = window.setTimeout(() => stop(), timeoutMs)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}
