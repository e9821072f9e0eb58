import { useEffect, useRef, useState } from 'react'

export interface InViewOptions {
  /** Share of the element that must be visible (0 to 1). */
  threshold?: number
  /** Grows (or shrinks) the viewport for the test, CSS margin syntax, e.g. '50px'. */
  rootMargin?: string
}

/**
 * True once the element has come into view (or near it, with a margin); it stays true. It
 * starts false everywhere, prerendered HTML included, so hydration matches.
 */
export function useInView<T extends Element>({ threshold = 0.1, rootMargin = '0px' }: InViewOptions = {}) {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || inView) return
    // Without IntersectionObserver (old browsers, tests) everything counts as seen at once.
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true)
          observer.disconnect()
        }
      },
      { threshold, rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [inView, threshold, rootMargin])

  return { ref, inView }
}

/**
 * For a reveal-on-scroll effect: shown at first (so prerendered HTML paints its content and
 * what is on screen never blinks), hidden once found wholly off screen, and shown for good
 * when scrolled into view.
 */
export function useRevealOnScroll<T extends Element>({ threshold = 0.1, rootMargin = '0px' }: InViewOptions = {}) {
  const ref = useRef<T>(null)
  const [shown, setShown] = useState(true)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        if (entry.isIntersecting || entry.intersectionRatio > 0) {
          // In view, or already partly on screen: stays (or becomes) shown for good.
          setShown(true)
          observer.disconnect()
        } else {
          setShown(false)
        }
      },
      { threshold, rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold, rootMargin])

  return { ref, shown }
}
