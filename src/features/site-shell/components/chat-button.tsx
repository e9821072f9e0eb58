import { MessageCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { siteChatUrl } from '@/config/brand'
import { cn } from '@/lib/cn'

/** Content the floating button must never cover (the home hero's figures) carries this attribute. */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear-of-chat'

/** The strip along the bottom of the screen the button sits in: its size, offset and a margin. */
const BUTTON_ZONE_PX = 96

/**
 * Whether content marked KEEP_CLEAR_ATTRIBUTE is in the button's strip at the bottom of the
 * screen (on a phone it spans the whole width under the button; on a wide screen it does not).
 */
function useCoversKeptClearContent(): boolean {
  const { pathname } = useLocation()
  const [covers, setCovers] = useState(false)
  useEffect(() => {
    const targets = document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return setCovers(false)
    const narrow = window.matchMedia('(max-width: 639px)')
    const inZone = new Set<Element>()
    const update = () => setCovers(narrow.matches && inZone.size > 0)
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
  }, [pathname])
  return covers
}

/**
 * Spec: a floating button that opens the chat service in a new tab with the prefilled text.
 * It steps aside while it would cover content that must stay readable (the hero's figures on
 * a phone's first screen) and comes back as soon as the visitor scrolls on.
 */
export function ChatButton() {
  const hidden = useCoversKeptClearContent()
  return (
    <a
      href={siteChatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className={cn(
        'fixed bottom-5 right-5 z-30 grid size-14 place-items-center rounded-full bg-green-600 text-white shadow-lg shadow-green-900/40 transition-[transform,opacity,visibility] hover:scale-105 hover:bg-green-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        hidden && 'invisible translate-y-4 opacity-0',
      )}
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  )
}
