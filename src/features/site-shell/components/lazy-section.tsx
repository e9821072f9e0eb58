import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react'
import { HOME_SECTIONS_CHANGED } from '../model/home-sections-event'

/** Anything the visitor does means sections further down may soon be wanted. */
const INTENT_EVENTS = ['scroll', 'wheel', 'pointerdown', 'keydown', 'touchstart'] as const

interface LazySectionProps {
  /** The anchors the section(s) answer to (#portfolio, #about ...), kept by stand-ins until loaded. */
  ids: readonly string[]
  load: () => Promise<{ default: ComponentType }>
  /** How close to the screen a stand-in may come before the real thing loads. */
  rootMargin?: string
}

function StandIns({ ids }: { ids: readonly string[] }) {
  return ids.map((id) => <section key={id} id={id} aria-hidden="true" className="min-h-[120vh]" />)
}

function AnnounceMounted() {
  // The header's section tracking looks sections up by id: tell it the real ones are here.
  useEffect(() => {
    window.dispatchEvent(new Event(HOME_SECTIONS_CHANGED))
  }, [])
  return null
}

/**
 * A home section far below the hero whose code (and content, icons, data) loads once the
 * visitor starts to scroll or interact, when its stand-in comes near the screen, or at once
 * when the address points at it. Keeps the first load to what the first screen needs.
 */
export function LazySection({ ids, load, rootMargin = '300px' }: LazySectionProps) {
  const Section = useMemo(() => lazy(load), [load])
  // Starts unwanted even when the address points here, so the first render matches the
  // prerendered home page; the effect below then loads the section at once.
  const [wanted, setWanted] = useState(false)
  const standInRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (wanted) return
    if (ids.some((id) => window.location.hash === `#${id}`)) {
      setWanted(true)
      return
    }
    const want = () => setWanted(true)
    const options = { passive: true, capture: true, once: true }
    for (const type of INTENT_EVENTS) window.addEventListener(type, want, options)
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin })
    if (standInRef.current) observer?.observe(standInRef.current)
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, want, { capture: true })
      observer?.disconnect()
    }
  }, [wanted, rootMargin, ids])

  if (!wanted) {
    return (
      <div ref={standInRef}>
        <StandIns ids={ids} />
      </div>
    )
  }
  return (
    <Suspense fallback={<StandIns ids={ids} />}>
      <Section />
      <AnnounceMounted />
    </Suspense>
  )
}
