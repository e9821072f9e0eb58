/*
 * The browser's Back and Forward buttons cannot be cancelled, and the router acts on their
 * `popstate` at once. A listener registered before the router's runs before it (listeners on
 * window run in the order they were added) and can keep the router from seeing the move.
 * The app installs it first thing; a screen with unsaved work sets a blocker while it needs one.
 */

/** Decides about one Back or Forward move; true keeps the router from seeing it. */
export type HistoryBlocker = (event: PopStateEvent) => boolean

let blocker: HistoryBlocker | null = null
let installed = false

/** Call once, before the router starts. */
export function installHistoryBlock(target: Window = window): void {
  if (installed) return
  installed = true
  target.addEventListener('popstate', (event) => {
    if (blocker?.(event)) event.stopImmediatePropagation()
  })
}

/** Sets (or with null clears) the one blocker; returns a function that clears it if still set. */
export function setHistoryBlocker(next: HistoryBlocker | null): () => void {
  blocker = next
  return () => {
    if (blocker === next) blocker = null
  }
}
