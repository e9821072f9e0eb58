import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { browserIsOnHomePage } from '@/lib/active-nav'
import type { NavItem } from '@/config/nav-items'
import { scrollToIdAndHold } from '@/lib/scroll'

interface SectionLinkProps {
  item: NavItem
  className?: string
  children?: ReactNode
  /** Runs before the link acts (e.g. closes the mobile menu). */
  onNavigate?: () => void
  /** Wait for the next frame before scrolling (lets a closing panel release the page first). */
  deferScroll?: boolean
  'aria-current'?: 'page' | 'location' | undefined
}

/**
 * A menu link. On the home page a link to a home section scrolls there smoothly;
 * everywhere else it navigates (and the layout scrolls to the address's hash). "On the home
 * page" is where the browser is at the click, not the page on screen: while another page is
 * loading, the home page is still shown but is about to go, so the link navigates.
 */
export function SectionLink({ item, className, children, onNavigate, deferScroll, ...aria }: SectionLinkProps) {
  const section = item.section

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.()
    if (!section || !browserIsOnHomePage()) return
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    // Held on target: sections that load on demand may still change the height above it.
    if (deferScroll) requestAnimationFrame(() => scrollToIdAndHold(section))
    else scrollToIdAndHold(section)
  }

  return (
    <Link to={item.href} className={className} onClick={handleClick} {...aria}>
      {children ?? item.label}
    </Link>
  )
}
