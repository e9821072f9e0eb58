import type { HomeSection } from '@/config/paths'
import { NAV_ITEMS } from '@/config/nav-items'

/** / and its alias /h1 are the home page. */
export function isHomePath(pathname: string): boolean {
  const path = normalisePath(pathname)
  return path === '/' || path === '/h1'
}

/**
 * Whether the browser is on the home page now. A click decides from this, not from the page
 * on screen: while another page loads, the home page is still shown but is about to go.
 */
export function browserIsOnHomePage(): boolean {
  return isHomePath(window.location.pathname)
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

/**
 * Which menu item is active. On home, the section in the observed band;
 * Blogs for /blogs and any /blog/...; Reviews for /reviews; nothing elsewhere.
 */
export function activeNavLabel(pathname: string, activeSection: HomeSection | null): string | null {
  if (isHomePath(pathname)) {
    return NAV_ITEMS.find((item) => item.section === (activeSection ?? 'home'))?.label ?? null
  }
  const path = normalisePath(pathname)
  if (path === '/blogs' || path.startsWith('/blog/')) return 'Blogs'
  if (path === '/reviews') return 'Reviews'
  return null
}

/** The observed band is the top 20% of the viewport: the section the reader is looking at. */
export const OBSERVED_BAND = 0.2

/**
 * The section "in view": the last one (in page order) whose top has reached the observed band.
 * `tops` are the sections' distances from the viewport's top, in page order.
 */
export function sectionInBand<T>(tops: ReadonlyArray<readonly [T, number]>, viewportHeight: number): T | null {
  const bandBottom = viewportHeight * OBSERVED_BAND
  let current: T | null = null
  for (const [id, top] of tops) {
    if (top <= bandBottom) current = id
  }
  return current ?? tops[0]?.[0] ?? null
}
