import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react'
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom'
import { NavigationPendingContext } from '@/lib/navigation-state'

/**
 * react-router's BrowserRouter, which also tells the app when a navigation is under way. Like
 * BrowserRouter it shows a new address in a transition, so the previous page stays on screen
 * while the next one's chunk loads; the transition's pending flag is what the header shows.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }))
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({
    action: history.action,
    location: history.location,
  })
  const [pending, startTransition] = useTransition()
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  )
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  )
}
