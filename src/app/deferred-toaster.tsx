import { lazy, Suspense, useEffect, useState } from 'react'

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })))

/** Whatever comes first: the visitor's first interaction, or this long after the first render. */
const MOUNT_AFTER_MS = 4000
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/**
 * The app's one toast region, loaded once the visitor starts to interact (or a few seconds
 * in) rather than with the first page: every toast follows an action, and sonner shows a
 * toast raised before its Toaster mounted as soon as it does. Keeps sonner off the first load.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    if (mounted) return
    const mount = () => setMounted(true)
    const timer = window.setTimeout(mount, MOUNT_AFTER_MS)
    for (const type of INTERACTIONS) window.addEventListener(type, mount, { once: true, passive: true, capture: true })
    return () => {
      window.clearTimeout(timer)
      for (const type of INTERACTIONS) window.removeEventListener(type, mount, { capture: true })
    }
  }, [mounted])
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
