import { useEffect, useState } from 'react'
import { HOME_SECTIONS, type HomeSection } from '@/config/paths'
import { OBSERVED_BAND, sectionInBand } from '@/lib/active-nav'
import { HOME_SECTIONS_CHANGED } from '../model/home-sections-event'

/**
 * The home section in the observed band (the top 20% of the viewport), or null when not
 * on the home page. The observer fires whenever a section enters or leaves the band; the
 * active one is then the last section whose top has reached the band.
 */
export function useActiveSection(enabled: boolean): HomeSection | null {
  const [active, setActive] = useState<HomeSection | null>(null)
  // Bumped when sections that load on demand replace their stand-ins, so they are observed.
  const [sectionsVersion, setSectionsVersion] = useState(0)

  useEffect(() => {
    const bump = () => setSectionsVersion((v) => v + 1)
    window.addEventListener(HOME_SECTIONS_CHANGED, bump)
    return () => window.removeEventListener(HOME_SECTIONS_CHANGED, bump)
  }, [])

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return
    const elements = HOME_SECTIONS.map((id) => [id, document.getElementById(id)] as const).filter(
      (pair): pair is readonly [HomeSection, HTMLElement] => pair[1] !== null,
    )
    const update = () => {
      const tops = elements.map(([id, element]) => [id, element.getBoundingClientRect().top] as const)
      setActive(sectionInBand(tops, window.innerHeight))
    }
    const bottomMargin = `-${Math.round((1 - OBSERVED_BAND) * 100)}%`
    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px ${bottomMargin} 0px`, threshold: 0 })
    for (const [, element] of elements) observer.observe(element)
    return () => observer.disconnect()
  }, [enabled, sectionsVersion])

  return enabled ? active : null
}
