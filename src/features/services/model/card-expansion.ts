/** A hovered card expands after 300 ms; leaving collapses it after 200 ms (a passing pointer opens nothing). */
export const EXPAND_DELAY_MS = 300
export const COLLAPSE_DELAY_MS = 200

export interface CardExpansion {
  /** The pointer entered a card: expand it after the delay. */
  hover(id: string): void
  /** The pointer left a card: collapse after the delay. */
  leave(): void
  /** Keyboard or touch: expand or collapse at once. */
  toggle(id: string): void
  /** Cancels a pending timer (unmount). */
  dispose(): void
}

/**
 * At most one card is expanded. Each hover or leave cancels the timer still pending, so a
 * quick pass over a card changes nothing and moving between cards never opens two.
 */
export function createCardExpansion(
  getExpanded: () => string | null,
  setExpanded: (id: string | null) => void,
): CardExpansion {
  let pending: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (pending !== undefined) clearTimeout(pending)
    pending = undefined
  }
  const later = (delay: number, id: string | null) => {
    cancel()
    pending = setTimeout(() => {
      pending = undefined
      setExpanded(id)
    }, delay)
  }
  return {
    hover: (id) => later(EXPAND_DELAY_MS, id),
    leave: () => later(COLLAPSE_DELAY_MS, null),
    toggle: (id) => {
      cancel()
      setExpanded(getExpanded() === id ? null : id)
    },
    dispose: cancel,
  }
}
