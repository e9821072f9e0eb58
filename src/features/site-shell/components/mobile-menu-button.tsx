import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState, type ComponentProps } from 'react'
import type { MobileMenu as MobileMenuType } from './mobile-menu'

const loadMenu = () => import('./mobile-menu')
const MobileMenu = lazy(() => loadMenu().then((m) => ({ default: m.MobileMenu })))

/**
 * The menu toggle of viewports under 768 px. The panel itself (Radix Dialog: focus trap,
 * scroll lock) is fetched when the visitor reaches for the button, and kept once loaded.
 */
export function MobileMenuButton(props: Omit<ComponentProps<typeof MobileMenuType>, 'returnFocusTo'>) {
  const [wanted, setWanted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const preload = () => void loadMenu()
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-md text-ink-soft hover:bg-surface-tint/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={props.open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setWanted(true)
          props.onOpenChange(true)
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {(wanted || props.open) && (
        <Suspense fallback={null}>
          <MobileMenu {...props} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
