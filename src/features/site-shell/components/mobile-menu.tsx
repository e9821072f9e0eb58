import { ArrowRight } from 'lucide-react'
import type { RefObject } from 'react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button-variants'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { paths } from '@/config/paths'
import { BrandLogo } from './brand-logo'
import { SiteNav } from './site-nav'

interface MobileMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  activeLabel: string | null
  /** aria-current value for the active item: 'location' for a home section, 'page' for a route. */
  currentKind: 'page' | 'location'
  /** Where focus goes back to when the panel closes (the menu button). */
  returnFocusTo?: RefObject<HTMLElement | null>
}

/**
 * The side panel of viewports under 768 px (full height, overlay; closes on navigation,
 * overlay click, close button, Escape and desktop width; page scroll locked while open).
 * Radix Dialog traps focus inside, locks scrolling and gives focus back to the menu button.
 * Loaded on demand (see MobileMenuButton), so the dialog code stays off the first load.
 */
export function MobileMenu({ open, onOpenChange, activeLabel, currentKind, returnFocusTo }: MobileMenuProps) {
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-[80%] max-w-xs border-line bg-surface-page/95 backdrop-blur"
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          // The button that opened the panel is not a Radix trigger: give focus back by hand.
          if (!returnFocusTo?.current) return
          event.preventDefault()
          returnFocusTo.current.focus()
        }}
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        {/* The brand button leads home. */}
        <Link to={paths.home.to()} onClick={close} className="self-start rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <BrandLogo />
        </Link>
        <SiteNav
          label="Mobile"
          className="mt-4"
          listClassName="flex flex-col gap-1"
          linkClassName="block px-4 py-3 text-base"
          activeLabel={activeLabel}
          currentKind={currentKind}
          onNavigate={close}
          deferScroll
        />
        <Link
          to={paths.contactForm.to()}
          onClick={close}
          className={buttonVariants({ variant: 'gradient', className: 'mt-auto w-full' })}
        >
          Start Your Project <ArrowRight aria-hidden="true" />
        </Link>
      </SheetContent>
    </Sheet>
  )
}
