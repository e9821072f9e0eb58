import { useEffect, useRef, useState } from 'react'

export interface InViewOptions {
  /** Share of the element that must be visible (0 to 1). */
  threshold?: number
  /** Grows (or shrinks) the viewport for the test, CSS margin syntax, e.g. '50px'. */
  rootMargin?: string
}

/** True once the element has been scrolled into view; it stays true afterwards. */
export function useInView<T extends Element>({ threshold = 0.1, rootMargin = '0px' }: InViewOptions = {}) {
  const ref = useRef<T>(null)
  // Without IntersectionObserver (old browsers, tests) everything counts as seen at once.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const element = ref.current
    if (!element || inView) return
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
