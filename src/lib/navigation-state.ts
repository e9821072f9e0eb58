import { createContext, useContext } from 'react'

/**
 * Whether a navigation is under way: the browser's address has changed but its page is not on
 * screen yet (its chunk is loading), so the page on screen and the location the router gives
 * it are still the previous ones. False under a router that cannot tell (tests, the prerender).
 */
export const NavigationPendingContext = createContext(false)

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext)
}
