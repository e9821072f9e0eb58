import { MessageCircle } from 'lucide-react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { siteChatUrl } from '@/config/brand'
import { clsx } from 'clsx'

/** Whether the button would now cover what must stay usable (see chat-button-clearance). */
function useCoversKeptClearContent(button: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false)
  useEffect(() => {
    let stop: (() => void) | undefined
    let active = true
    // The watching code loads on demand: nothing of it is needed for the first paint. It
    // follows the page's changes itself (routes, forms loaded later), so it starts once.
    void import('./chat-button-clearance').then(({ watchChatButtonClearance }) => {
      if (active && button.current) stop = watchChatButtonClearance(button.current, setCovers)
    })
    return () => {
      active = false
      stop?.()
    }
  }, [button])
  return covers
}

/**
 * A floating button that opens the chat service in a new tab with the prefilled text.
 * It steps aside while it would cover a form control or content that must stay readable (the
 * hero's figures on a phone's first screen) and comes back as soon as the visitor scrolls on.
 */
export function ChatButton() {
  const button = useRef<HTMLAnchorElement>(null)
  const hidden = useCoversKeptClearContent(button)
  return (
    <a
      ref={button}
      href={siteChatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className={clsx(
        'fixed bottom-5 right-5 z-30 grid size-14 place-items-center rounded-full bg-green-600 text-white shadow-lg shadow-green-900/40 transition-[transform,opacity,visibility] hover:scale-105 hover:bg-green-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        // Fades where it stands: its box is what the watcher measures.
        hidden && 'invisible opacity-0',
      )}
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  )
}
