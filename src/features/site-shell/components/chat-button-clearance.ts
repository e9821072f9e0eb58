import { KEEP_CLEAR_ATTRIBUTE } from '@/lib/keep-clear'

/** The strip along the bottom of the screen the button sits in: its size, offset and a margin. */
const BUTTON_ZONE_PX = 96

/**
 * Watches whether content marked KEEP_CLEAR_ATTRIBUTE is in the button's strip at the bottom
 * of the screen on a phone (on a wide screen the button sits beside the content, never over
 * it), and reports each change. Returns the function that stops watching.
 */
export function watchChatButtonClearance(report: (covers: boolean) => void): () => void {
  const targets = document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)
  if (targets.length === 0 || typeof IntersectionObserver === 'undefined') {
    report(false)
    return () => undefined
  }
  const narrow = window.matchMedia('(max-width: 639px)')
  const inZone = new Set<Element>()
  const update = () => report(narrow.matches && inZone.size > 0)
  let observer: IntersectionObserver | undefined
  // The strip is measured from the top of the screen, so a new screen height needs a new observer.
  const observe = () => {
    observer?.disconnect()
    inZone.clear()
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inZone.add(entry.target)
          else inZone.delete(entry.target)
        }
        update()
      },
      { rootMargin: `-${Math.max(0, window.innerHeight - BUTTON_ZONE_PX)}px 0px 0px 0px` },
    )
    targets.forEach((target) => observer?.observe(target))
  }
  observe()
  narrow.addEventListener('change', update)
  window.addEventListener('resize', observe)
  return () => {
    observer?.disconnect()
    narrow.removeEventListener('change', update)
    window.removeEventListener('resize', observe)
  }
}
