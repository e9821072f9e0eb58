import { MessageCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { siteChatUrl } from '@/config/brand'
import { clsx } from 'clsx'

/** Whether the button would now cover content that must stay readable (see chat-button-clearance). */
function useCoversKeptClearContent(): boolean {
  const { pathname } = useLocation()
  const [covers, setCovers] = useState(false)
  useEffect(() => {
    let stop: (() => void) | undefined
    let active = true
    // The watching code loads on demand: nothing of it is needed for the first paint.
    void import('./chat-button-clearance').then(({ watchChatButtonClearance }) => {
      if (active) stop = watchChatButtonClearance(setCovers)
    })
    return () => {
      active = false
      stop?.()
    }
  }, [pathname])
  return covers
}

/**
 * A floating button that opens the chat service in a new tab with the prefilled text.
 * It steps aside while it would cover content that must stay readable (the hero's figures on
 * a phone's first screen) and comes back as soon as the visitor scrolls on.
 */
export function ChatButton() {
  const hidden = useCoversKeptClearContent()
  return (
    <a
      href={siteChatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className={clsx(
        'fixed bottom-5 right-5 z-30 grid size-14 place-items-center rounded-full bg-green-600 text-white shadow-lg shadow-green-900/40 transition-[transform,opacity,visibility] hover:scale-105 hover:bg-green-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        hidden && 'invisible translate-y-4 opacity-0',
      )}
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  )
}
