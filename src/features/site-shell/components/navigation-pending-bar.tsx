import { useNavigationPending } from '@/lib/navigation-state'
import { SITE_SHELL_MESSAGES } from '../model/site-shell-messages'

/**
 * A bar along the header's lower edge while a navigation is under way (the next page's chunk
 * is loading and the previous page is still on screen), so a click is seen to have done
 * something. An indeterminate progress bar to assistive technology.
 */
export function NavigationPendingBar() {
  const pending = useNavigationPending()
  if (!pending) return null
  return (
    <div
      role="progressbar"
      aria-label={SITE_SHELL_MESSAGES.pageLoading}
      className="absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-brand-gradient motion-reduce:animate-none"
    />
  )
}
