import { KEEP_CLEAR_ATTRIBUTE } from '@/lib/keep-clear'

/**
 * What the button must never cover: content marked KEEP_CLEAR_ATTRIBUTE, and every control of
 * every form (a visitor typing into a field the button hides could not see what they type).
 */
export const KEPT_CLEAR_SELECTOR = [
  `[${KEEP_CLEAR_ATTRIBUTE}]`,
  'form input:not([type="hidden"])',
  'form select',
  'form textarea',
  'form button',
].join(', ')

/** Room around the button: what comes this close counts as under it. */
const MARGIN_PX = 8

/**
 * The viewport shrunk to the button's box and its margin, as an IntersectionObserver root
 * margin ("top right bottom left"). Measured from the button as laid out, so wherever its
 * styles put it, the zone follows.
 */
function zoneAround(button: Element): string {
  const box = button.getBoundingClientRect()
  const { clientWidth, clientHeight } = document.documentElement
  const inset = [box.top - MARGIN_PX, clientWidth - box.right - MARGIN_PX, clientHeight - box.bottom - MARGIN_PX, box.left - MARGIN_PX]
  return inset.map((px) => `${-Math.max(0, Math.floor(px))}px`).join(' ')
}

/**
 * Watches whether anything the button must keep clear of (KEPT_CLEAR_SELECTOR) is under the
 * button, at every scroll position and screen size, and reports each change. Forms that mount
 * later (loaded on demand, the wizard's next step) are watched as they appear. The browser
 * does the geometry off the main thread (IntersectionObserver): nothing runs while scrolling.
 * Returns the function that stops watching.
 */
export function watchChatButtonClearance(button: HTMLElement, report: (covers: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') {
    report(false)
    return () => undefined
  }
  const underButton = new Set<Element>()
  const watched = new Set<Element>()
  const update = () => report(underButton.size > 0)
  const onIntersection: IntersectionObserverCallback = (entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) underButton.add(entry.target)
      else underButton.delete(entry.target)
    }
    update()
  }
  let observer = new IntersectionObserver(onIntersection, { rootMargin: zoneAround(button) })

  const rescan = () => {
    const current = new Set(document.querySelectorAll(KEPT_CLEAR_SELECTOR))
    let uncovered = false
    for (const element of watched) {
      if (current.has(element)) continue
      observer.unobserve(element)
      watched.delete(element)
      uncovered = underButton.delete(element) || uncovered
    }
    for (const element of current) {
      if (watched.has(element)) continue
      observer.observe(element)
      watched.add(element)
    }
    // A newly observed element reports itself; what left the page no longer does.
    if (uncovered || watched.size === 0) update()
  }

  // The zone is measured in screen coordinates: a new screen size needs a new observer.
  const remeasure = () => {
    observer.disconnect()
    underButton.clear()
    observer = new IntersectionObserver(onIntersection, { rootMargin: zoneAround(button) })
    watched.forEach((element) => observer.observe(element))
    if (watched.size === 0) update()
  }

  let pending = 0
  const mutations = new MutationObserver(() => {
    if (pending === 0) pending = requestAnimationFrame(() => {
      pending = 0
      rescan()
    })
  })
  mutations.observe(document.body, { childList: true, subtree: true })
  rescan()
  window.addEventListener('resize', remeasure)
  return () => {
    cancelAnimationFrame(pending)
    mutations.disconnect()
    observer.disconnect()
    window.removeEventListener('resize', remeasure)
  }
}
