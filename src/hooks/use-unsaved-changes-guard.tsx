import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { setHistoryBlocker } from '@/lib/history-block'

export const UNSAVED_CHANGES = {
  title: 'Leave without saving?',
  description: 'You have unsaved changes. If you leave now, they will be lost.',
  confirm: 'Leave without saving',
  cancel: 'Keep editing',
} as const

/** The history entry's position, as React Router's BrowserRouter numbers it (state.idx). */
function historyIndex(state: unknown): number | null {
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined
  return typeof idx === 'number' ? idx : null
}

/**
 * Asks before unsaved changes are lost. The app uses the declarative router (BrowserRouter):
 * useBlocker needs a data router, which would cost every public page about 16 KB gzip of
 * first-load JavaScript. So the guard covers each way out itself:
 * - reloading, closing the tab or leaving the site: the browser's own `beforeunload` prompt;
 * - clicking any same-site link on the page (the admin sidebar included): a capturing click
 *   listener stops the click before React Router sees it and asks first;
 * - the browser's Back and Forward buttons: a history blocker (lib/history-block, whose
 *   listener runs before React Router's) keeps the router from seeing the move, puts the form's
 *   entry back (history.go by the distance moved) and asks; leaving repeats the move for the
 *   router to follow;
 * - the form's own buttons (Cancel, Back to ...): they call `leave(...)`.
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const navigate = useNavigate()
  const [pending, setPending] = useState<(() => void) | null>(null)
  // Set once the changes are saved or knowingly discarded: nothing to protect any more.
  const released = useRef(false)

  useEffect(() => {
    if (!isDirty) return
    // The form's own history entry: Back and Forward are measured from it.
    const formIndex = historyIndex(window.history.state)
    // Our own history.go(): its popstate puts the form back and must not reach React Router.
    let restoring = false
    const clearBlocker = setHistoryBlocker((event) => {
      if (released.current) return false
      if (restoring) {
        restoring = false
        return true
      }
      const target = historyIndex(event.state)
      // Without React Router's numbering, the likeliest move is one step back.
      const distance = formIndex !== null && target !== null ? formIndex - target : 1
      if (distance === 0) return true
      restoring = true
      window.history.go(distance)
      setPending(() => () => window.history.go(-distance))
      return true
    })
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return
      event.preventDefault()
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      if (released.current || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      // Other sites go through beforeunload; a link to this same page loses nothing.
      if (url.origin !== window.location.origin) return
      if (url.pathname === window.location.pathname && url.search === window.location.search) return
      event.preventDefault()
      event.stopPropagation()
      const to = `${url.pathname}${url.search}${url.hash}`
      setPending(() => () => navigate(to))
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
      clearBlocker()
    }
  }, [isDirty, navigate])

  /** Runs `action` (a navigation, closing an inline form) now, or after the admin agrees. */
  const leave = useCallback(
    (action: () => void) => {
      if (!isDirty || released.current) action()
      else setPending(() => action)
    },
    [isDirty],
  )

  /** Call when the changes are saved: later navigation needs no question. */
  const release = useCallback(() => {
    released.current = true
  }, [])

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null)
      }}
      title={UNSAVED_CHANGES.title}
      description={UNSAVED_CHANGES.description}
      confirmLabel={UNSAVED_CHANGES.confirm}
      cancelLabel={UNSAVED_CHANGES.cancel}
      onConfirm={() => {
        const action = pending
        released.current = true
        setPending(null)
        action?.()
      }}
    />
  )

  return { leave, release, dialog }
}
