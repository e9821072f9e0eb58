import { useEffect, useRef, useState } from 'react'
import { createCardExpansion, type CardExpansion } from '../model/card-expansion'

/** The expanded card of a list, driven by hover timers, keyboard and touch. */
export function useCardExpansion(): { expandedId: string | null; expansion: CardExpansion } {
  const [expandedId, setExpandedId] = useState<string | null>(null)
  const current = useRef<string | null>(null)
  const [expansion] = useState(() =>
    createCardExpansion(
      () => current.current,
      (id) => {
        current.current = id
        setExpandedId(id)
      },
    ),
  )
  useEffect(() => () => expansion.dispose(), [expansion])
  return { expandedId, expansion }
}
